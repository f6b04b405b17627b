import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPaymentsEndpoint, type RecordedPayment } from '@contract/admin-donations';
import { PaymentsTable } from '@/features/admin-donations/components/payments-table';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const payment = (id: number, purpose: RecordedPayment['purpose'], naira: number): RecordedPayment => ({
  id,
  reference: `REF-${id}`,
  email: `payer${id}@example.ng`,
  amountKobo: naira * 100,
  currency: 'NGN',
  purpose,
  source: id % 2 ? 'verify' : 'webhook',
  paidAt: `2026-03-0${id}T10:00:00.000Z`,
});

describe('PaymentsTable', () => {
  it('totals the donations shown, and all payments when the filter says so', async () => {
    server.use(
      respondTo(listPaymentsEndpoint, {
        success: true,
        data: [
          payment(1, 'donation', 50_000),
          payment(2, 'donation', 100_000),
          payment(3, 'application_fee', 50_000),
        ],
      }),
    );
    const { user } = renderRoute(<PaymentsTable />);
    expect(await screen.findByTestId('payments-total')).toHaveTextContent('₦150,000');
    expect(screen.queryByText('REF-3')).not.toBeInTheDocument();
    expect(screen.getByText('Webhook')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Purpose'), 'all');
    expect(screen.getByTestId('payments-total')).toHaveTextContent('₦200,000');
    expect(screen.getByText('REF-3')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Application fee' })).toBeInTheDocument();
  });

  it('says the Donation filter counts donations only when only application fees were paid', async () => {
    server.use(
      respondTo(listPaymentsEndpoint, {
        success: true,
        data: [payment(1, 'application_fee', 50_000), payment(2, 'application_fee', 50_000)],
      }),
    );
    const { user } = renderRoute(<PaymentsTable />);
    expect(await screen.findByText('No donations recorded yet')).toBeInTheDocument();
    expect(screen.getByText(/^Total of donations:/)).toHaveTextContent('Total of donations: ₦0 (0 payments)');

    await user.selectOptions(screen.getByLabelText('Purpose'), 'application_fee');
    expect(screen.getByText(/^Total of application fees:/)).toHaveTextContent('₦100,000 (2 payments)');
  });
});
