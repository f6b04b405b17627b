import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getOwnPageEndpoint,
  NEWS_AND_APPEALS_FIELD,
  OWN_PAGE_MESSAGES,
  OWN_PAGE_PATHS,
  type OwnPageView,
} from '@contract/own-page';
import { server } from '@/testing/mocks/server';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { renderRoute } from '@/testing/test-utils';
import { OwnPage } from '@/features/own-page/components/own-page';

const MEMBER = {
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

const SIGNED_IN: OwnPageView = {
  state: 'signed-in',
  notice: null,
  email: 'ngozi@example.org',
  gifts: [
    {
      reference: 'ref-2',
      paidAt: '2025-06-01T10:00:00.000Z',
      amountKobo: 250_050,
      program: 'Clean Water for Kano',
      donationType: 'monthly',
      status: 'paid',
      refundedKobo: 0,
    },
  ],
  statementYears: [2026, 2025],
  monthlyGifts: [
    {
      subscriptionCode: 'SUB_1',
      amountKobo: 500_000,
      status: 'active',
      nextPaymentDate: null,
      cancellable: true,
    },
  ],
  member: MEMBER,
  memberRequests: [
    {
      id: 3,
      type: 'leave',
      duration: 5,
      amount: null,
      description: 'Family visit',
      status: 'approved',
      createdAt: '2025-05-01T10:00:00.000Z',
      decidedAt: '2025-05-02T10:00:00.000Z',
    },
  ],
  memberRequestForm: null,
  formKey: 'key-1',
  newsAndAppeals: null,
  mailPreferencesError: null,
};

const renderPage = () => renderRoute(<OwnPage renderMemberCard={(member) => <p>Card of {member.name}</p>} />);

describe('OwnPage', () => {
  it('asks for an e-mail address with a plain form when nobody is signed in', async () => {
    server.use(
      respondTo(getOwnPageEndpoint, { state: 'signed-out', notice: null, email: '', emailError: null }),
    );
    renderPage();
    const field = await screen.findByLabelText(/E-mail address/);
    const form = field.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', OWN_PAGE_PATHS.signIn);
    expect(field).toHaveAttribute('name', 'email');
    expect(within(form!).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it("shows the person's gifts, statements, monthly gift, card and requests, each action a plain form or link", async () => {
    server.use(respondTo(getOwnPageEndpoint, SIGNED_IN));
    renderPage();
    const gifts = await screen.findByRole('table', { name: /Your gifts/ });
    const row = within(gifts).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('1 June 2025');
    expect(row).toHaveTextContent('₦2,500.50');
    expect(row).toHaveTextContent('Clean Water for Kano');
    expect(row).toHaveTextContent('Monthly');
    expect(row).toHaveTextContent('Paid');
    expect(within(row).getByRole('link', { name: /receipt of ref-2/ })).toHaveAttribute(
      'href',
      OWN_PAGE_PATHS.receipt('ref-2'),
    );
    expect(screen.getByRole('link', { name: 'Statement 2025 (PDF)' })).toHaveAttribute(
      'href',
      OWN_PAGE_PATHS.statement(2025),
    );
    expect(screen.getByText('Cancel monthly gift').closest('details')).not.toHaveAttribute('open');
    expect(
      screen.getByRole('button', { name: 'Yes, cancel my monthly gift', hidden: true }).closest('form'),
    ).toHaveAttribute('action', OWN_PAGE_PATHS.cancelMonthly('SUB_1'));
    expect(screen.getByRole('button', { name: 'Change card' }).closest('form')).toHaveAttribute(
      'action',
      OWN_PAGE_PATHS.changeCard('SUB_1'),
    );
    expect(screen.getByText('Card of Ngozi Eze')).toBeInTheDocument();
    const requests = screen.getByRole('table', { name: /member requests/ });
    expect(within(requests).getAllByRole('row')[1]).toHaveTextContent('Approved');
    expect(screen.getByLabelText('ULID')).toHaveValue(MEMBER.ulid);
    expect(screen.getByLabelText('ULID')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(
      screen.getByLabelText('ULID').closest('form')?.querySelector('input[name="idempotencyKey"]'),
    ).toHaveValue('key-1');
    expect(
      within(screen.getByLabelText('ULID').closest('form')!).getByRole('link', { name: 'privacy notice' }),
    ).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' }).closest('form')).toHaveAttribute(
      'action',
      OWN_PAGE_PATHS.signOut,
    );
  });

  it('shows under the status how much of a gift went back to the donor', async () => {
    const refundedInPart = {
      ...SIGNED_IN.gifts[0]!,
      reference: 'ref-3',
      amountKobo: 10_000_000,
      status: 'refunded-in-part' as const,
      refundedKobo: 4_000_000,
    };
    server.use(respondTo(getOwnPageEndpoint, { ...SIGNED_IN, gifts: [refundedInPart, ...SIGNED_IN.gifts] }));
    renderPage();
    const rows = within(await screen.findByRole('table', { name: /Your gifts/ })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('₦100,000');
    expect(rows[1]).toHaveTextContent('Refunded in part₦40,000 refunded');
    expect(rows[2]).not.toHaveTextContent('refunded');
  });

  it('shows the latest word on news and appeals as a plain form, says receipts always come, and ties an error to the choice', async () => {
    server.use(respondTo(getOwnPageEndpoint, { ...SIGNED_IN, newsAndAppeals: 'given' }));
    const { unmount } = renderPage();
    const choice = await screen.findByRole('group', { name: 'News and appeals by e-mail' });
    const yes = within(choice).getByRole('radio', { name: /^Yes, send me news/ });
    const no = within(choice).getByRole('radio', { name: 'No news or appeals' });
    expect(yes).toBeChecked();
    expect(no).not.toBeChecked();
    expect(yes).toHaveAttribute('name', NEWS_AND_APPEALS_FIELD);
    expect(yes).toHaveAttribute('value', 'yes');
    expect(no).toHaveAttribute('value', 'no');
    const form = choice.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', OWN_PAGE_PATHS.mailPreferences);
    expect(form).toHaveTextContent('Receipts for your gifts always come');
    expect(form).toHaveTextContent("You get news of the forum's work and appeals by e-mail.");
    unmount();

    // No word given yet: they get none, and "no" is the choice shown.
    server.use(
      respondTo(getOwnPageEndpoint, {
        ...SIGNED_IN,
        newsAndAppeals: null,
        mailPreferencesError: OWN_PAGE_MESSAGES.newsAndAppealsRequired,
      }),
    );
    renderPage();
    const again = await screen.findByRole('group', { name: 'News and appeals by e-mail' });
    expect(within(again).getByRole('radio', { name: 'No news or appeals' })).toBeChecked();
    expect(within(again).getByRole('radio', { name: /^Yes, send me news/ })).toHaveAccessibleDescription(
      OWN_PAGE_MESSAGES.newsAndAppealsRequired,
    );
    expect(again.closest('form')).toHaveTextContent('you have not asked for them');
  });
});
