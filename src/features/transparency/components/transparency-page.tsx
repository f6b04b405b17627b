import {
  LEDGER_CSV_PATH,
  type Disbursement,
  type Ledger,
  type MoneyInMonth,
  type ProgramBalance,
} from '@contract/ledger';
import { madeOnFirstUse } from '@contract/made-on-first-use';
import { LoadingDots } from '@/components/ui/loading-dots/loading-dots';
import { buttonClassName } from '@/components/ui/button/button';
import { formatKoboAsNaira as naira } from '@/components/ui/data-table/format';
import { PlainTable, type PlainTableColumn } from '@/components/ui/data-table/plain-table';
import { API_BASE_URL } from '@/config/env';
import { useLedger } from '@/features/transparency/api/get-ledger';
import { useApiKind } from '@/lib/api-capabilities';
import { API_MESSAGES } from '@/config/messages';
import { formatDisplayDate } from '@/lib/format-date';
import { cn } from '@/lib/cn';

const TRANSPARENCY_COPY = {
  heading: 'Where the money goes',
  intro:
    'Every verified gift we receive, every refund, and every payment we make, month by month. Donors are never named: only the amounts are public.',
  loading: 'Loading the ledger',
  failed: 'The ledger could not be loaded. Please try again later.',
  download: 'Download as CSV',
  moneyIn: 'Money in',
  moneyOut: 'Money out',
  balances: 'Raised (net of refunds) and spent, per fund',
  disputed: 'Disputed, held by Paystack',
  disputedIntro:
    'Card holders dispute some gifts with their bank. Paystack holds that money until the dispute is resolved: it is still counted in money in above, and leaves it only if the dispute goes against us.',
  noGifts: 'No gifts recorded yet.',
  noPayments: 'No payments recorded yet.',
} as const;

const monthName = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const formatMonth = (month: string) => monthName().format(new Date(`${month}-01T00:00:00Z`));

const MONEY_IN_COLUMNS: PlainTableColumn<MoneyInMonth>[] = [
  { id: 'month', header: 'Month', isRowHeader: true, value: (month) => formatMonth(month.month) },
  { id: 'gifts', header: 'Gifts', isNumeric: true, value: (month) => month.count },
  { id: 'total', header: 'Total', isNumeric: true, value: (month) => naira(month.totalKobo) },
  { id: 'once', header: 'One-off', isNumeric: true, value: (month) => naira(month.once.totalKobo) },
  { id: 'monthly', header: 'Monthly', isNumeric: true, value: (month) => naira(month.monthly.totalKobo) },
  {
    id: 'refunds',
    header: 'Refunds',
    isNumeric: true,
    value: (month) =>
      `${naira(month.refundsKobo)}${month.refundsCount > 0 ? ` (${month.refundsCount})` : ''}`,
  },
  { id: 'net', header: 'Net', isNumeric: true, value: (month) => naira(month.netKobo) },
  {
    id: 'by-fund',
    header: 'By fund',
    cell: (month) => (
      <ul>
        {month.byProgram.map((slice) => (
          <li key={slice.programId ?? 'general'}>
            {slice.title}: {naira(slice.totalKobo)} ({slice.count})
            {slice.refundsKobo > 0
              ? `, refunds ${naira(slice.refundsKobo)}, net ${naira(slice.netKobo)}`
              : ''}
          </li>
        ))}
      </ul>
    ),
  },
];

const MONEY_OUT_COLUMNS: PlainTableColumn<Disbursement>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (item) => item.paidOn,
    cell: (item) => <time dateTime={item.paidOn}>{formatDisplayDate(item.paidOn)}</time>,
  },
  { id: 'fund', header: 'Fund', value: (item) => item.programTitle ?? 'General fund' },
  { id: 'paid-for', header: 'Paid for', value: (item) => item.description },
  { id: 'amount', header: 'Amount', isNumeric: true, value: (item) => naira(item.amountKobo) },
  {
    id: 'receipt',
    header: 'Receipt',
    cell: (item) =>
      item.receiptUrl ? (
        <a href={item.receiptUrl} className="text-brand-700 underline" target="_blank" rel="noopener">
          Receipt<span className="sr-only"> for {item.description}</span>
        </a>
      ) : (
        'None'
      ),
  },
];

const BALANCE_COLUMNS: PlainTableColumn<ProgramBalance>[] = [
  { id: 'fund', header: 'Fund', isRowHeader: true, value: (balance) => balance.title },
  { id: 'raised', header: 'Raised', isNumeric: true, value: (balance) => naira(balance.raisedKobo) },
  { id: 'spent', header: 'Spent', isNumeric: true, value: (balance) => naira(balance.spentKobo) },
  {
    id: 'balance',
    header: 'Balance',
    isNumeric: true,
    value: (balance) => naira(balance.balanceKobo),
    cellClassName: (balance) => balance.balanceKobo < 0 && 'font-semibold text-red-700',
  },
];

/** /transparency: the public ledger, server-rendered with its figures (readable without JavaScript). */
export function TransparencyPage() {
  // The forum's PHP API keeps no ledger: the page asks only once the API is known to be ours (the served page
  // brings its figures with it), and says so on the PHP API.
  const apiKind = useApiKind();
  const { data, isPending, isError } = useLedger({ enabled: apiKind === 'ours' });
  return (
    <section
      className="mx-auto min-h-[calc(100svh-4rem)] max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
      aria-labelledby="transparency-heading"
    >
      <h1 id="transparency-heading" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {TRANSPARENCY_COPY.heading}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{TRANSPARENCY_COPY.intro}</p>
      {apiKind === 'php' ? (
        <p className="mt-10 text-slate-700">{API_MESSAGES.notOffered}</p>
      ) : isPending ? (
        <LoadingDots label={TRANSPARENCY_COPY.loading} className="py-16" />
      ) : isError ? (
        <p role="alert" className="mt-10 text-slate-700">
          {TRANSPARENCY_COPY.failed}
        </p>
      ) : (
        <LedgerTables ledger={data} />
      )}
    </section>
  );
}

function LedgerTables({ ledger }: { ledger: Ledger }) {
  return (
    <>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label="Totals">
        <Total label="Received" value={naira(ledger.totals.inKobo)} />
        <Total label="Refunded" value={naira(ledger.totals.refundsKobo)} />
        <Total label="Received, net of refunds" value={naira(ledger.totals.netKobo)} />
        <Total label="Paid out" value={naira(ledger.totals.outKobo)} />
        <Total label="Balance" value={naira(ledger.totals.balanceKobo)} />
      </dl>
      <a
        href={`${API_BASE_URL}${LEDGER_CSV_PATH}`}
        download="ledger.csv"
        className={cn(buttonClassName({ variant: 'outline' }), 'mt-6')}
      >
        {TRANSPARENCY_COPY.download}
      </a>

      <h2 className="mt-12 text-2xl font-bold text-brand-900">{TRANSPARENCY_COPY.moneyIn}</h2>
      {ledger.moneyIn.length === 0 ? (
        <p className="mt-3 text-slate-700">{TRANSPARENCY_COPY.noGifts}</p>
      ) : (
        <PlainTable
          caption="Verified gifts, refunds and net by month"
          rows={ledger.moneyIn}
          columns={MONEY_IN_COLUMNS}
          getRowKey={(month) => month.month}
          getRowAttributes={(month) => ({ 'data-month': month.month })}
          minWidthClassName="min-w-[48rem]"
          className="mt-4"
          testId="money-in"
        />
      )}

      {ledger.disputed.count > 0 ? (
        <>
          <h2 className="mt-12 text-2xl font-bold text-brand-900">{TRANSPARENCY_COPY.disputed}</h2>
          <p className="mt-3 max-w-2xl text-slate-700">{TRANSPARENCY_COPY.disputedIntro}</p>
          <ul className="mt-3" data-testid="disputed">
            {ledger.disputed.byProgram.map((slice) => (
              <li key={slice.programId ?? 'general'}>
                {slice.title}: {naira(slice.heldKobo)} ({slice.count})
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2 className="mt-12 text-2xl font-bold text-brand-900">{TRANSPARENCY_COPY.moneyOut}</h2>
      {ledger.moneyOut.length === 0 ? (
        <p className="mt-3 text-slate-700">{TRANSPARENCY_COPY.noPayments}</p>
      ) : (
        <PlainTable
          caption="Payments the forum made"
          rows={ledger.moneyOut}
          columns={MONEY_OUT_COLUMNS}
          getRowKey={(item) => item.id}
          minWidthClassName="min-w-[40rem]"
          className="mt-4"
          testId="money-out"
        />
      )}

      <h2 className="mt-12 text-2xl font-bold text-brand-900">{TRANSPARENCY_COPY.balances}</h2>
      <PlainTable
        caption="Raised, net of refunds, against spent for the general fund and each program"
        rows={ledger.balances}
        columns={BALANCE_COLUMNS}
        getRowKey={(balance) => balance.programId ?? 'general'}
        minWidthClassName="min-w-[32rem]"
        className="mt-4"
        testId="balances"
      />
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-brand-50 p-5">
      <dt className="text-sm font-semibold text-brand-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
    </div>
  );
}
