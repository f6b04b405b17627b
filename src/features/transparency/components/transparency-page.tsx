import { KOBO_PER_NAIRA } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';
import { LEDGER_CSV_PATH, type Ledger } from '@contract/ledger';
import { madeOnFirstUse } from '@contract/made-on-first-use';
import { LoadingDots } from '@/components/ui/loading-dots/loading-dots';
import { buttonClassName } from '@/components/ui/button/button';
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

const naira = (kobo: number) => formatNaira(kobo / KOBO_PER_NAIRA);

const monthName = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const formatMonth = (month: string) => monthName().format(new Date(`${month}-01T00:00:00Z`));

const cellClass = 'border-b border-slate-200 px-3 py-2 text-left align-top';
const numberClass = cn(cellClass, 'text-right tabular-nums');
const headClass = 'border-b-2 border-brand-200 px-3 py-2 text-left font-semibold text-brand-900';

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
      {apiKind === 'spec' ? (
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-sm" data-testid="money-in">
            <caption className="sr-only">Verified gifts, refunds and net by month</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  Month
                </th>
                <th scope="col" className={headClass}>
                  Gifts
                </th>
                <th scope="col" className={headClass}>
                  Total
                </th>
                <th scope="col" className={headClass}>
                  One-off
                </th>
                <th scope="col" className={headClass}>
                  Monthly
                </th>
                <th scope="col" className={headClass}>
                  Refunds
                </th>
                <th scope="col" className={headClass}>
                  Net
                </th>
                <th scope="col" className={headClass}>
                  By fund
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.moneyIn.map((month) => (
                <tr key={month.month} data-month={month.month}>
                  <th scope="row" className={cellClass}>
                    {formatMonth(month.month)}
                  </th>
                  <td className={numberClass}>{month.count}</td>
                  <td className={numberClass}>{naira(month.totalKobo)}</td>
                  <td className={numberClass}>{naira(month.once.totalKobo)}</td>
                  <td className={numberClass}>{naira(month.monthly.totalKobo)}</td>
                  <td className={numberClass}>
                    {naira(month.refundsKobo)}
                    {month.refundsCount > 0 ? ` (${month.refundsCount})` : ''}
                  </td>
                  <td className={numberClass}>{naira(month.netKobo)}</td>
                  <td className={cellClass}>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="money-out">
            <caption className="sr-only">Payments the forum made</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  Date
                </th>
                <th scope="col" className={headClass}>
                  Fund
                </th>
                <th scope="col" className={headClass}>
                  Paid for
                </th>
                <th scope="col" className={headClass}>
                  Amount
                </th>
                <th scope="col" className={headClass}>
                  Receipt
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.moneyOut.map((item) => (
                <tr key={item.id}>
                  <td className={cellClass}>
                    <time dateTime={item.paidOn}>{formatDisplayDate(item.paidOn)}</time>
                  </td>
                  <td className={cellClass}>{item.programTitle ?? 'General fund'}</td>
                  <td className={cellClass}>{item.description}</td>
                  <td className={numberClass}>{naira(item.amountKobo)}</td>
                  <td className={cellClass}>
                    {item.receiptUrl ? (
                      <a
                        href={item.receiptUrl}
                        className="text-brand-700 underline"
                        target="_blank"
                        rel="noopener"
                      >
                        Receipt<span className="sr-only"> for {item.description}</span>
                      </a>
                    ) : (
                      'None'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className="mt-12 text-2xl font-bold text-brand-900">{TRANSPARENCY_COPY.balances}</h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm" data-testid="balances">
          <caption className="sr-only">
            Raised, net of refunds, against spent for the general fund and each program
          </caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                Fund
              </th>
              <th scope="col" className={headClass}>
                Raised
              </th>
              <th scope="col" className={headClass}>
                Spent
              </th>
              <th scope="col" className={headClass}>
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.balances.map((balance) => (
              <tr key={balance.programId ?? 'general'}>
                <th scope="row" className={cellClass}>
                  {balance.title}
                </th>
                <td className={numberClass}>{naira(balance.raisedKobo)}</td>
                <td className={numberClass}>{naira(balance.spentKobo)}</td>
                <td className={cn(numberClass, balance.balanceKobo < 0 && 'font-semibold text-red-700')}>
                  {naira(balance.balanceKobo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
