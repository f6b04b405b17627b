import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listDonorsEndpoint, type Donor } from '@contract/admin-donors';
import { DonorsScreen } from '@/features/admin-donors/components/donors-screen';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const DONORS: Donor[] = [
  {
    email: 'once@example.ng',
    status: 'once',
    monthlyAmountKobo: null,
    giftCount: 2,
    totalGivenKobo: 150_000_00,
    lastGiftAt: '2026-03-01T10:00:00.000Z',
    lastGiftKobo: 100_000_00,
  },
  {
    email: 'monthly@example.ng',
    status: 'active',
    monthlyAmountKobo: 5_000_00,
    giftCount: 3,
    totalGivenKobo: 15_000_00,
    lastGiftAt: '2026-03-05T10:00:00.000Z',
    lastGiftKobo: 5_000_00,
  },
  {
    email: 'failed@example.ng',
    status: 'attention',
    monthlyAmountKobo: 2_500_00,
    giftCount: 1,
    totalGivenKobo: 2_500_00,
    lastGiftAt: '2026-02-05T10:00:00.000Z',
    lastGiftKobo: 2_500_00,
  },
];

function serveDonors() {
  server.use(
    respondTo(listDonorsEndpoint, {
      success: true,
      data: {
        donors: DONORS,
        monthlyRecurringKobo: 7_500_00,
        failedRenewals: [
          {
            invoiceCode: 'INV_1',
            email: 'failed@example.ng',
            amountKobo: 2_500_00,
            reason: 'Insufficient funds',
            failedAt: '2026-03-05T09:00:00.000Z',
          },
        ],
      },
    }),
  );
}

describe('DonorsScreen', () => {
  it('lists one-off and monthly donors with status, total given and last gift, and the monthly income', async () => {
    serveDonors();
    renderRoute(<DonorsScreen />);
    const table = await screen.findByRole('table', { name: 'Donors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'monthly@example.ng',
      'once@example.ng',
      'failed@example.ng',
    ]);
    expect(rows[0]).toHaveTextContent('Monthly');
    expect(rows[0]).toHaveTextContent('₦15,000');
    expect(rows[1]).toHaveTextContent('One-off');
    expect(rows[1]).toHaveTextContent('₦150,000');
    expect(rows[2]).toHaveTextContent('Monthly: renewal failed');
    expect(screen.getByTestId('monthly-recurring-income')).toHaveTextContent('₦7,500');
  });

  it('shows the failed renewals to the admin', async () => {
    serveDonors();
    renderRoute(<DonorsScreen />);
    const failed = await screen.findByRole('region', { name: 'Failed renewals' });
    expect(failed).toHaveTextContent('failed@example.ng');
    expect(failed).toHaveTextContent('Insufficient funds');
    expect(failed).toHaveTextContent('₦2,500');
  });

  it('searches donors and offers the CSV export', async () => {
    serveDonors();
    const user = userEvent.setup();
    renderRoute(<DonorsScreen />);
    const table = await screen.findByRole('table', { name: 'Donors' });
    await user.type(screen.getByRole('searchbox'), 'once@');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });
});
