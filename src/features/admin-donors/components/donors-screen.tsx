import type { Donor, DonorStatus, FailedRenewal } from '@contract/admin-donors';
import { DataTable, nairaColumn } from '@/components/ui/data-table/data-table';
import { formatKoboAsNaira, formatUsShortDateTime } from '@/components/ui/data-table/format';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { QueryStatus } from '@/components/ui/query-status/query-status';
import { cn } from '@/lib/cn';
import { useDonors } from '@/features/admin-donors/api/get-donors';

/** Each donor status's words and its badge's colours. */
const DONOR_STATUSES: Record<DonorStatus, { label: string; colours: string }> = {
  once: { label: 'One-off', colours: 'bg-slate-100 text-slate-800' },
  active: { label: 'Monthly', colours: 'bg-green-100 text-green-900' },
  attention: { label: 'Monthly: renewal failed', colours: 'bg-red-100 text-red-900' },
  cancelled: { label: 'Monthly: cancelled', colours: 'bg-amber-100 text-amber-900' },
};

const COLUMNS: DataTableColumn<Donor>[] = [
  { id: 'email', header: 'E-mail', value: (d) => d.email },
  {
    id: 'status',
    header: 'Status',
    value: (d) => DONOR_STATUSES[d.status].label,
    cell: (d) => (
      <span
        className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', DONOR_STATUSES[d.status].colours)}
      >
        {DONOR_STATUSES[d.status].label}
      </span>
    ),
  },
  {
    id: 'monthly',
    header: 'Monthly (₦)',
    value: (d) => (d.monthlyAmountKobo === null ? '' : d.monthlyAmountKobo / 100),
    cell: (d) => (d.monthlyAmountKobo === null ? '—' : formatKoboAsNaira(d.monthlyAmountKobo)),
  },
  { id: 'gifts', header: 'Gifts', value: (d) => d.giftCount },
  nairaColumn('total', 'Total given (₦)', (d) => d.totalGivenKobo),
  {
    id: 'last',
    header: 'Last gift',
    value: (d) => d.lastGiftAt ?? '',
    cell: (d) =>
      d.lastGiftAt === null ? (
        '—'
      ) : (
        <span className="whitespace-nowrap">
          {formatKoboAsNaira(d.lastGiftKobo ?? 0)} on {formatUsShortDateTime(d.lastGiftAt)}
        </span>
      ),
  },
];

function FailedRenewals({ renewals }: { renewals: readonly FailedRenewal[] }) {
  return (
    <section
      aria-labelledby="failed-renewals-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="failed-renewals-heading" className="mb-3 text-lg font-bold text-brand-900">
        Failed renewals
      </h2>
      {renewals.length === 0 ? (
        <p className="text-slate-600">No monthly renewal has failed.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {renewals.map((renewal) => (
            <li
              key={renewal.invoiceCode}
              className="flex flex-wrap items-center justify-between gap-2 py-2.5"
            >
              <span className="text-slate-800">{renewal.email}</span>
              <span className="font-semibold text-red-800">{formatKoboAsNaira(renewal.amountKobo)}</span>
              <span className="text-sm text-slate-700">{renewal.reason}</span>
              <span className="text-sm text-slate-600">{formatUsShortDateTime(renewal.failedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every donor, one-off and monthly, with monthly recurring income and the renewals Paystack could not charge. */
export function DonorsScreen() {
  const donors = useDonors();

  if (donors.isPending || donors.isError) return <QueryStatus error={donors.error} />;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg font-semibold text-brand-900">
        Monthly recurring income:{' '}
        <span data-testid="monthly-recurring-income">
          {formatKoboAsNaira(donors.data.monthlyRecurringKobo)}
        </span>
      </p>
      <FailedRenewals renewals={donors.data.failedRenewals} />
      <DataTable
        caption="Donors"
        rows={donors.data.donors}
        columns={COLUMNS}
        getRowKey={(d) => d.email}
        emptyMessage="No donors yet"
        exportFileName="donors.csv"
        initialSort={{ columnId: 'last', direction: 'descending' }}
      />
    </div>
  );
}
