import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listPaymentsEndpoint, type RecordedPayment } from '@contract/admin-donations';
import { overRefundMessage, REFUND_MESSAGES, refundPaymentEndpoint } from '@contract/refunds';
import { PaymentsTable } from '@/features/admin-donations/components/payments-table';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

type MoneyBack = RecordedPayment['moneyBack'];

/** Nothing refunded or disputed yet: the whole gift can go back. */
const untouched = (overrides: Partial<MoneyBack> = {}): MoneyBack => ({
  refundedKobo: 0,
  refundPendingKobo: 0,
  refundableKobo: 500_000_00,
  refundFailure: null,
  dispute: null,
  ...overrides,
});

const gift = (overrides: Partial<RecordedPayment> = {}): RecordedPayment => ({
  id: 1,
  reference: 'REF-GIFT',
  email: 'giver@example.ng',
  amountKobo: 500_000_00,
  currency: 'NGN',
  purpose: 'donation',
  source: 'verify',
  paidAt: '2026-03-01T10:00:00.000Z',
  moneyBack: {
    refundedKobo: 100_000_00,
    refundPendingKobo: 0,
    refundableKobo: 400_000_00,
    refundFailure: null,
    dispute: null,
  },
  ...overrides,
});

describe('the Refund action on the Donations screen', () => {
  it('asks for an amount no larger than what is left and a reason, confirms, then sends it', async () => {
    const sent: unknown[] = [];
    server.use(
      respondTo(listPaymentsEndpoint, { success: true, data: [gift()] }),
      handleEndpoint(refundPaymentEndpoint, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Refund of ₦450,000 started.' });
      }),
    );
    const { user } = renderRoute(<PaymentsTable />);
    await screen.findByText('Refunded ₦100,000', {}, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Refund REF-GIFT' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    expect(amount).toHaveValue(400_000);

    await user.clear(amount);
    await user.type(amount, '400001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(overRefundMessage(400_000_00));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      REFUND_MESSAGES.reasonRequired,
    );
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '350000');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Typed one zero too many');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/Refund/, { selector: 'p' })).toHaveFocus();
    expect(dialog).toHaveTextContent('₦350,000');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await expect.poll(() => sent).toEqual([{ amountNaira: 350_000, reason: 'Typed one zero too many' }]);
  });

  it('marks a disputed payment and offers no refund while the dispute is open', async () => {
    server.use(
      respondTo(listPaymentsEndpoint, {
        success: true,
        data: [
          gift({
            moneyBack: untouched({
              refundableKobo: 0,
              dispute: { status: 'open', amountKobo: 500_000_00, dueAt: '2026-03-05T10:00:00.000Z' },
            }),
          }),
        ],
      }),
    );
    renderRoute(<PaymentsTable />);
    expect(await screen.findByText(/^Disputed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund REF-GIFT' })).not.toBeInTheDocument();
  });

  it('shows Paystack\u2019s message for a refund that failed, and offers the refund again', async () => {
    server.use(
      respondTo(listPaymentsEndpoint, {
        success: true,
        data: [
          gift({
            moneyBack: untouched({ refundFailure: 'The bank account is closed' }),
          }),
        ],
      }),
    );
    renderRoute(<PaymentsTable />);
    expect(await screen.findByText('Refund failed: The bank account is closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund REF-GIFT' })).toBeInTheDocument();
  });
});
