import type { Ledger } from '@contract/ledger';

/** Kobo as naira with two decimals, no separators: what a spreadsheet reads as a number. */
const naira = (kobo: number) => (kobo / 100).toFixed(2);

/** A CSV cell: quoted when needed, and a leading =, +, - or @ neutralised so no spreadsheet runs it as a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The columns in order, each with its heading. */
const COLUMNS = {
  table: 'table',
  when: 'month or date',
  fund: 'fund',
  description: 'description',
  amount: 'amount (NGN)',
  gifts: 'gifts',
  once: 'one-off (NGN)',
  monthly: 'monthly (NGN)',
  refunds: 'refunds (NGN)',
  refundsCount: 'refunds',
  net: 'net (NGN)',
} as const;

type Column = keyof typeof COLUMNS;

/** One CSV line; a column the row leaves out is an empty cell. */
const line = (row: Partial<Record<Column, string | number>>) =>
  (Object.keys(COLUMNS) as Column[]).map((column) => cell(row[column] ?? '')).join(',');

/**
 * The public ledger as CSV, the same figures as the page: one row per line of the page's tables, each starting
 * with the table it belongs to (money in with refunds and net, money in by fund, disputed money held, money out,
 * balances).
 */
export function ledgerCsv(ledger: Ledger): string {
  const rows = [
    COLUMNS,
    ...ledger.moneyIn.flatMap((month) => [
      {
        table: 'money in',
        when: month.month,
        fund: 'all',
        amount: naira(month.totalKobo),
        gifts: month.count,
        once: naira(month.once.totalKobo),
        monthly: naira(month.monthly.totalKobo),
        refunds: naira(month.refundsKobo),
        refundsCount: month.refundsCount,
        net: naira(month.netKobo),
      },
      ...month.byProgram.map((slice) => ({
        table: 'money in by fund',
        when: month.month,
        fund: slice.title,
        amount: naira(slice.totalKobo),
        gifts: slice.count,
        refunds: naira(slice.refundsKobo),
        net: naira(slice.netKobo),
      })),
    ]),
    ...ledger.disputed.byProgram.map((slice) => ({
      table: 'disputed (held)',
      fund: slice.title,
      description: 'held by Paystack',
      amount: naira(slice.heldKobo),
      gifts: slice.count,
    })),
    ...ledger.moneyOut.map((item) => ({
      table: 'money out',
      when: item.paidOn,
      fund: item.programTitle ?? 'General fund',
      description: item.description,
      amount: naira(item.amountKobo),
    })),
    ...ledger.balances.flatMap(({ title: fund, raisedKobo, spentKobo, balanceKobo }) => [
      { table: 'raised', fund, description: 'raised, net of refunds', amount: naira(raisedKobo) },
      { table: 'spent', fund, description: 'spent', amount: naira(spentKobo) },
      { table: 'balance', fund, description: 'balance', amount: naira(balanceKobo) },
    ]),
  ];
  return `${rows.map(line).join('\r\n')}\r\n`;
}
