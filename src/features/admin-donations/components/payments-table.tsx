import { useId, useMemo, useState } from 'react';
import type { RecordedPayment } from '@contract/admin-donations';
import { PAYMENT_PURPOSES } from '@contract/donation';
import { DataTable, dateTimeColumn, nairaColumn } from '@/components/ui/data-table/data-table';
import { formatKoboAsNaira, formatUsShortDateTime } from '@/components/ui/data-table/format';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { Button } from '@/components/ui/button/button';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { ApiError } from '@/lib/api-client';
import { useApiKind } from '@/lib/api-capabilities';
import { toast } from 'sonner';
import type { RefundBody } from '@contract/refunds';
import { usePayments } from '@/features/admin-donations/api/get-payments';
import { useRefundPayment } from '@/features/admin-donations/api/refund-payment';
import { RefundDialog } from '@/features/admin-donations/components/refund-dialog';

const PURPOSE_LABELS: Record<RecordedPayment['purpose'], string> = {
  donation: 'Donation',
  application_fee: 'Application fee',
};
const SOURCE_LABELS: Record<RecordedPayment['source'], string> = { verify: 'Verify', webhook: 'Webhook' };

type PurposeFilter = RecordedPayment['purpose'] | 'all';

/** What the total and the empty table count under each filter. */
const FILTER_COUNTS: Record<PurposeFilter, string> = {
  all: 'payments',
  donation: 'donations',
  application_fee: 'application fees',
};

const COLUMNS: DataTableColumn<RecordedPayment>[] = [
  dateTimeColumn('date', 'Date', (p) => p.paidAt),
  { id: 'reference', header: 'Reference', value: (p) => p.reference, className: 'font-mono text-xs' },
  { id: 'email', header: 'E-mail', value: (p) => p.email },
  nairaColumn('amount', 'Amount (₦)', (p) => p.amountKobo),
  { id: 'purpose', header: 'Purpose', value: (p) => PURPOSE_LABELS[p.purpose] },
  { id: 'source', header: 'Source', value: (p) => SOURCE_LABELS[p.source] },
];

const DISPUTE_LABELS = { open: 'Disputed', won: 'Dispute won', lost: 'Dispute lost' } as const;

/** What went back on a payment: refunded, pending, a failed refund's message, and its dispute. */
function MoneyBackCell({ payment }: { payment: RecordedPayment }) {
  const back = payment.moneyBack;
  if (!back) return null;
  return (
    <div className="flex flex-col gap-1 text-xs">
      {back.dispute ? (
        <span
          className={
            back.dispute.status === 'open'
              ? 'w-fit rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800'
              : 'w-fit rounded bg-slate-100 px-2 py-0.5 text-slate-800'
          }
        >
          {DISPUTE_LABELS[back.dispute.status]}
          {back.dispute.status === 'open' && back.dispute.dueAt
            ? `, answer by ${formatUsShortDateTime(back.dispute.dueAt)}`
            : ''}
        </span>
      ) : null}
      {back.refundedKobo > 0 ? <span>Refunded {formatKoboAsNaira(back.refundedKobo)}</span> : null}
      {back.refundPendingKobo > 0 ? (
        <span>Refund pending {formatKoboAsNaira(back.refundPendingKobo)}</span>
      ) : null}
      {back.refundFailure ? <span className="text-red-700">Refund failed: {back.refundFailure}</span> : null}
    </div>
  );
}

const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The refund could not be made.';

/** Every recorded payment with a purpose filter and the running total of what is shown; each paid one can be refunded. */
export function PaymentsTable() {
  const payments = usePayments();
  const apiKind = useApiKind();
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState<RecordedPayment | null>(null);
  const columns = useMemo<DataTableColumn<RecordedPayment>[]>(
    () =>
      apiKind === 'ours'
        ? [
            ...COLUMNS,
            {
              id: 'moneyBack',
              header: 'Refunds and disputes',
              value: (p) =>
                [
                  p.moneyBack?.dispute ? DISPUTE_LABELS[p.moneyBack.dispute.status] : '',
                  p.moneyBack?.refundedKobo ? `Refunded ${p.moneyBack.refundedKobo / 100}` : '',
                ]
                  .filter(Boolean)
                  .join('; '),
              cell: (p) => <MoneyBackCell payment={p} />,
            },
            {
              id: 'actions',
              header: 'Actions',
              cell: (p) =>
                p.moneyBack && p.moneyBack.refundableKobo > 0 ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Refund ${p.reference}`}
                    onClick={() => setRefunding(p)}
                  >
                    Refund
                  </Button>
                ) : null,
            },
          ]
        : COLUMNS,
    [apiKind],
  );

  const onRefund = async (body: RefundBody, idempotencyKey: string) => {
    if (!refunding) return null;
    try {
      const response = await refund.mutateAsync({
        reference: refunding.reference,
        body,
        idempotencyKey,
      });
      toast.success(response.message);
      setRefunding(null);
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  };
  const [purpose, setPurpose] = useState<PurposeFilter>('donation');
  const filterId = useId();

  const rows = useMemo(
    () => (payments.data ?? []).filter((payment) => purpose === 'all' || payment.purpose === purpose),
    [payments.data, purpose],
  );
  const totalKobo = rows.reduce((sum, payment) => sum + payment.amountKobo, 0);

  if (payments.isPending || payments.isError) return <QueryStatus error={payments.error} />;

  return (
    <div className="flex flex-col gap-4">
      <RefundDialog
        payment={refunding}
        isRefunding={refund.isPending}
        onRefund={onRefund}
        onClose={() => setRefunding(null)}
      />
      <p className="text-lg font-semibold text-brand-900" aria-live="polite">
        Total of {FILTER_COUNTS[purpose]}:{' '}
        <span data-testid="payments-total">{formatKoboAsNaira(totalKobo)}</span>{' '}
        <span className="text-sm font-normal text-slate-600">
          ({rows.length} {rows.length === 1 ? 'payment' : 'payments'})
        </span>
      </p>
      <DataTable
        caption="Recorded payments"
        rows={rows}
        columns={columns}
        getRowKey={(p) => p.id}
        emptyMessage={`No ${FILTER_COUNTS[purpose]} recorded yet`}
        exportFileName={`payments-${purpose}.csv`}
        initialSort={{ columnId: 'date', direction: 'descending' }}
        toolbar={
          <div className="flex flex-col gap-1.5">
            <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
              Purpose
            </label>
            <select
              id={filterId}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value as PurposeFilter)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            >
              <option value="all">All payments</option>
              {PAYMENT_PURPOSES.map((value) => (
                <option key={value} value={value}>
                  {PURPOSE_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </div>
  );
}
