import { render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_CARD_ID } from '@contract/constants';
import { getMemberEndpoint, type MemberCard } from '@contract/member';
import { memberCardQueryKey, type MemberCardLookup } from '@contract/member-card';
import { AppProvider } from '@/app/provider';
import { dehydrateQueries } from '@/lib/query-state';
import { saveSession } from '@/lib/session';
import { createTestToken } from '@/testing/jwt';
import { server } from '@/testing/mocks/server';
import { handleEndpoint } from '@/testing/mocks/endpoint-handlers';
import { renderRoute } from '@/testing/test-utils';
import MemberCardRoute from '@/app/routes/member-card';

const MEMBER: MemberCard = {
  id: 7,
  ulid: '01932c4e-7d1a-7b3c-9f00-123456789abc',
  title: 'Mrs',
  name: 'Ngozi Eze',
  email: 'ngozi@example.org',
  type_of_work: 'Nurse',
  company_name: 'Adeoyo Hospital',
  position_held: 'Matron',
  state_of_origin: 'Enugu',
  created_at: '2025-03-14T10:00:00.000Z',
};

/** The route at `address` taking over a page the server sent with `card` for `id` (or none), as main.tsx does. */
function renderSentPage(address: string, id: string, card?: MemberCardLookup) {
  const router = createMemoryRouter([{ path: '/member-card', element: <MemberCardRoute /> }], {
    initialEntries: [address],
  });
  render(
    <AppProvider
      dehydratedState={dehydrateQueries(card ? [{ queryKey: memberCardQueryKey(id), data: card }] : [])}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

function recordRequestedIds() {
  const ids: (string | null)[] = [];
  server.use(
    handleEndpoint(getMemberEndpoint, ({ request }) => {
      ids.push(new URL(request.url).searchParams.get('id'));
      return HttpResponse.json({ success: false, error: 'Member not found' }, { status: 404 });
    }),
  );
  return ids;
}

describe('member card route', () => {
  it('looks up the id of the query string', async () => {
    const ids = recordRequestedIds();
    renderRoute(<MemberCardRoute />, { path: '/member-card', initialEntry: '/member-card?id=42' });
    await screen.findByRole('heading', { name: 'Member Not Found' });
    expect(ids).toEqual(['42']);
  });

  it('looks up member 123 when the query string has no id', async () => {
    const ids = recordRequestedIds();
    renderRoute(<MemberCardRoute />, { path: '/member-card', initialEntry: '/member-card' });
    await screen.findByRole('heading', { name: 'Member Not Found' });
    expect(ids).toEqual([DEFAULT_MEMBER_CARD_ID]);
    expect(DEFAULT_MEMBER_CARD_ID).toBe('123');
  });

  it('asks search engines not to index the card', async () => {
    recordRequestedIds();
    renderRoute(<MemberCardRoute />, { path: '/member-card', initialEntry: '/member-card?id=42' });
    await screen.findByRole('heading', { name: 'Member Not Found' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });

  it('shows the card the server sent with the page at once, without asking for it again', async () => {
    const ids = recordRequestedIds();
    renderSentPage(`/member-card?id=${MEMBER.ulid}`, MEMBER.ulid, { status: 'found', member: MEMBER });
    expect(screen.getByRole('article', { name: 'Digital Membership Card' })).toHaveTextContent(
      'Mrs Ngozi Eze',
    );
    expect(screen.queryByText('Loading member card...')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ids).toEqual([]);
  });

  it("asks with a signed-in admin's session for a card by numeric id, whose page comes loading", async () => {
    saveSession(createTestToken({ exp: undefined }));
    const authorizations: (string | null)[] = [];
    server.use(
      handleEndpoint(getMemberEndpoint, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, member: MEMBER });
      }),
    );
    renderSentPage('/member-card?id=7', '7');
    expect(screen.getByText('Loading member card...')).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Digital Membership Card' }, { timeout: 3000 }),
    ).toHaveTextContent('Mrs Ngozi Eze');
    expect(authorizations).toEqual([expect.stringMatching(/^Bearer /)]);
  });
});
