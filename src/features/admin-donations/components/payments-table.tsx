import { useId, useMemo, useState } from 'react';
import type { RecordedPayment } from '@contract/admin-donations';
import { PAYMENT_PURPOSES } from '@contract/donation';
import { DataTable } from '@/components/ui/data-table/data-table';
import { formatKoboAsNaira, formatUsShortDateTime } from '@/components/ui/data-table/format';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { usePayments } from '@/features/admin-donations/api/get-payments';

const PURPOSE_LABELS: Record<RecordedPayment['purpose'], string> = {
  donation: 'Donation',
  application_fee: 'Application fee',
};
const SOURCE_LABELS: Record<RecordedPayment['source'], string> = { verify: 'Verify', webhook: 'Webhook' };

type PurposeFilter = RecordedPayment['purpose'] | 'all';

const COLUMNS: DataTableColumn<RecordedPayment>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (p) => p.paidAt,
    cell: (p) => <span className="whitespace-nowrap">{formatUsShortDateTime(p.paidAt)}</span>,
  },
  { id: 'reference', header: 'Reference', value: (p) => p.reference, className: 'font-mono text-xs' },
  { id: 'email', header: 'E-mail', value: (p) => p.email },
  {
    id: 'amount',
    header: 'Amount (₦)',
    value: (p) => p.amountKobo / 100,
    cell: (p) => <span className="whitespace-nowrap">{formatKoboAsNaira(p.amountKobo)}</span>,
  },
  { id: 'purpose', header: 'Purpose', value: (p) => PURPOSE_LABELS[p.purpose] },
  { id: 'source', header: 'Source', value: (p) => SOURCE_LABELS[p.source] },
];

/** Every recorded payment with a purpose filter and the running total of what is shown. */
export function PaymentsTable() {
  const payments = usePayments();
  const [purpose, setPurpose] = useState<PurposeFilter>('donation');
  const filterId = useId();

  const rows = useMemo(
    () => (payments.data ?? []).filter((payment) => purpose === 'all' || payment.purpose === purpose),
    [payments.data, purpose],
  );
  const totalKobo = rows.reduce((sum, payment) => sum + payment.amountKobo, 0);

  if (payments.isPending) return <p role="status">Loading...</p>;
  if (payments.isError)
    return (
      <p role="alert" className="text-red-700">
        {payments.error.message}
      </p>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-brand-900" aria-live="polite">
        Total: <span data-testid="payments-total">{formatKoboAsNaira(totalKobo)}</span>{' '}
        <span className="text-sm font-normal text-slate-600">
          ({rows.length} {rows.length === 1 ? 'payment' : 'payments'})
        </span>
      </p>
      <DataTable
        caption="Recorded payments"
        rows={rows}
        columns={COLUMNS}
        getRowKey={(p) => p.id}
        emptyMessage="No payments recorded yet"
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
