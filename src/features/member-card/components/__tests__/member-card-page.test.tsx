import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getMemberEndpoint } from '@contract/member';
import { server } from '@/testing/mocks/server';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { renderRoute } from '@/testing/test-utils';
import { MemberCardPage } from '@/features/member-card/components/member-card-page';
import { MEMBER_CARD_MESSAGES as MESSAGES } from '@/features/member-card/config/member-card-messages';
import { createQrMatrix, qrMatrixToSvgPath } from '@/features/member-card/utils/qr-matrix';

const ULID = '01932c4e-7d1a-7b3c-9f00-123456789abc';
const MEMBER = {
  id: 7,
  ulid: ULID,
  title: 'Mrs',
  name: 'ngozi Eze',
  email: 'ngozi@example.org',
  type_of_work: 'Nurse',
  company_name: 'Adeoyo Hospital',
  position_held: 'Matron',
  state_of_origin: 'Enugu',
  created_at: '2025-03-14T10:00:00.000Z',
};

const requestedIds: (string | null)[] = [];
function answerCard(body: Record<string, unknown>, status = 200) {
  server.use(
    handleEndpoint(getMemberEndpoint, ({ request }) => {
      requestedIds.push(new URL(request.url).searchParams.get('id'));
      return HttpResponse.json(body, { status });
    }),
  );
}

afterEach(() => {
  requestedIds.length = 0;
});

describe('MemberCardPage', () => {
  it('shows the loading text, then the card with every field', async () => {
    answerCard({ success: true, member: MEMBER });
    renderRoute(<MemberCardPage memberId={ULID} />);
    expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: MESSAGES.title });
    expect(requestedIds).toEqual([ULID]);
    expect(
      within(card).getByRole('heading', { level: 1, name: 'Digital Membership Card' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('N')).toBeInTheDocument();
    expect(within(card).getByText('Mrs ngozi Eze')).toBeInTheDocument();
    expect(within(card).getByText(ULID)).toBeInTheDocument();
    for (const value of ['ngozi@example.org', 'Nurse', 'Adeoyo Hospital', 'Matron', 'Enugu', 'March 2025']) {
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    expect(within(card).getByText('Member since')).toBeInTheDocument();
    expect(within(card).getByText('Active Member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print card' })).toBeInTheDocument();
  });

  it('pads a short member ID with zeros to 6 characters', async () => {
    answerCard({ success: true, member: { ...MEMBER, ulid: '42' } });
    renderRoute(<MemberCardPage memberId="7" />);
    expect(await screen.findByText('000042')).toBeInTheDocument();
  });

  it("draws a QR code of the card's own public URL", async () => {
    answerCard({ success: true, member: MEMBER });
    renderRoute(<MemberCardPage memberId="7" />);
    const expectedUrl = `${window.location.origin}/member-card?id=${ULID}`;
    const qr = await screen.findByRole('img', { name: /QR code linking to this membership card/ });
    expect(qr).toHaveAccessibleName(`QR code linking to this membership card: ${expectedUrl}`);
    const drawn = qr.querySelector('path')?.getAttribute('d');
    expect(drawn).toBe(qrMatrixToSvgPath(createQrMatrix(expectedUrl), 2));
    expect(drawn).not.toBe(
      qrMatrixToSvgPath(createQrMatrix(`${window.location.origin}/member-card?id=7`), 2),
    );
  });

  it("shows 'Member Not Found' when the server answers 404 'Member not found'", async () => {
    answerCard({ success: false, error: 'Member not found' }, 404);
    renderRoute(<MemberCardPage memberId="999" />);
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundHeading })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notFoundText)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's own text as an error when it refuses for another reason", async () => {
    answerCard({ success: false, message: 'id has invalid characters' }, 400);
    renderRoute(<MemberCardPage memberId="a b" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('id has invalid characters');
    expect(screen.queryByRole('heading', { name: MESSAGES.notFoundHeading })).not.toBeInTheDocument();
  });

  // A failed request is retried twice (about 3 s) before the error shows.
  it("says 'Failed to load member data' when the request fails", async () => {
    server.use(handleEndpoint(getMemberEndpoint, () => HttpResponse.error()));
    renderRoute(<MemberCardPage memberId="7" />);
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(MESSAGES.loadFailed);
  });

  it('retries from the error state', async () => {
    server.use(handleEndpoint(getMemberEndpoint, () => HttpResponse.error()));
    const { user } = renderRoute(<MemberCardPage memberId="7" />);
    await screen.findByRole('alert', {}, { timeout: 6000 });
    server.use(respondTo(getMemberEndpoint, { success: true, member: MEMBER }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: MESSAGES.title })).toBeInTheDocument();
  });
});
