import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_CARD_ID } from '@contract/constants';
import { getMemberEndpoint } from '@contract/member';
import { server } from '@/testing/mocks/server';
import { handleEndpoint } from '@/testing/mocks/endpoint-handlers';
import { renderRoute } from '@/testing/test-utils';
import MemberCardRoute from '@/app/routes/member-card';

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
});
