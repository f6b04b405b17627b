import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDashboardEndpoint, type DashboardSummary } from '@contract/admin-dashboard';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const SUMMARY: DashboardSummary = {
  members: 42,
  membershipApplicationsAwaitingReview: 3,
  pendingMemberRequests: 5,
  donationsThisMonthKobo: 250_000_00,
  donationsAllTimeKobo: 1_750_000_50,
  latestDonations: [
    {
      id: 1,
      reference: 'SBX-1',
      email: 'giver@example.ng',
      amountKobo: 100_000_00,
      currency: 'NGN',
      purpose: 'donation',
      source: 'webhook',
      paidAt: '2026-03-05T14:07:00.000Z',
    },
  ],
  monthlyRecurringKobo: 30_000_00,
  monthlyGiftsNeedingAttention: 0,
};

describe('AdminDashboard', () => {
  it('shows the totals in naira, the latest donations and links to each screen', async () => {
    server.use(respondTo(getDashboardEndpoint, { success: true, data: SUMMARY }));
    renderRoute(<AdminDashboard />);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveAccessibleDescription(
      'Donation totals leave out application fees; the Donations screen lists both.',
    );
    expect(within(totals).getByRole('link', { name: /Members\s*42/ })).toHaveAttribute(
      'href',
      '/admin/view-members',
    );
    expect(within(totals).getByRole('link', { name: /Volunteers awaiting review\s*3/ })).toHaveAttribute(
      'href',
      '/admin/volunteers',
    );
    expect(within(totals).getByRole('link', { name: /Pending member requests\s*5/ })).toBeInTheDocument();
    expect(
      within(totals).getByRole('link', { name: /Donations this month\s*₦250,000$/ }),
    ).toBeInTheDocument();
    expect(
      within(totals).getByRole('link', { name: /Donations all time\s*₦1,750,000\.50$/ }),
    ).toBeInTheDocument();
    expect(within(totals).getByRole('link', { name: /Monthly recurring income\s*₦30,000$/ })).toHaveAttribute(
      'href',
      '/admin/donors',
    );
    expect(screen.queryByText(/could not be renewed/)).not.toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest donations' });
    expect(within(latest).getByText('giver@example.ng')).toBeInTheDocument();
    expect(within(latest).getByText('₦100,000')).toBeInTheDocument();
    const screens = screen.getByRole('navigation', { name: 'Admin screens' });
    expect(within(screens).getByRole('link', { name: /Audit log/ })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    );
    expect(within(screens).getByRole('link', { name: /Donations/ })).toHaveAttribute(
      'href',
      '/admin/donations',
    );
  });

  it('tells the admin when monthly gifts could not be renewed, linking to the Donors screen', async () => {
    server.use(
      respondTo(getDashboardEndpoint, {
        success: true,
        data: { ...SUMMARY, monthlyGiftsNeedingAttention: 2 },
      }),
    );
    renderRoute(<AdminDashboard />);
    const notice = await screen.findByText(/2 monthly gifts\s+could not be renewed/);
    expect(within(notice).getByRole('link', { name: 'See the failed renewals' })).toHaveAttribute(
      'href',
      '/admin/donors',
    );
  });

  it('shows the error with a retry when the totals cannot be loaded', async () => {
    server.use(
      respondTo(getDashboardEndpoint, { success: false, message: 'Database unavailable' }, { status: 503 }),
    );
    renderRoute(<AdminDashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists open disputes with Paystack\u2019s due date, and the refunds beside the donations', async () => {
    server.use(
      respondTo(getDashboardEndpoint, {
        success: true,
        data: {
          ...SUMMARY,
          refundsAllTimeKobo: 450_000_00,
          netAllTimeKobo: 1_300_000_50,
          disputedHeldKobo: 20_000_00,
          openDisputes: [
            {
              reference: 'SBX-DISPUTED',
              amountKobo: 20_000_00,
              dueAt: '2026-03-07T14:07:00.000Z',
              openedAt: '2026-03-05T14:07:00.000Z',
            },
          ],
        },
      }),
    );
    renderRoute(<AdminDashboard />);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByRole('link', { name: /Refunded all time\s*₦450,000$/ })).toBeInTheDocument();
    expect(
      within(totals).getByRole('link', { name: /Donations net of refunds\s*₦1,300,000\.50$/ }),
    ).toBeInTheDocument();
    const disputes = screen.getByRole('region', { name: 'Open disputes: Paystack holds ₦20,000' });
    expect(within(disputes).getByText('SBX-DISPUTED')).toBeInTheDocument();
    expect(within(disputes).getByText(/^Due /)).toBeInTheDocument();
  });
});
