import type { Ledger } from '@contract/ledger';

/** Kobo as naira with two decimals, no separators: what a spreadsheet reads as a number. */
const naira = (kobo: number) => (kobo / 100).toFixed(2);

/** A CSV cell: quoted when needed, and a leading =, +, - or @ neutralised so no spreadsheet runs it as a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: ReadonlyArray<string | number>) => values.map(cell).join(',');

/**
 * The public ledger as CSV, the same figures as the page: one row per line of the page's tables, each starting
 * with the table it belongs to (money in with refunds and net, money in by fund, disputed money held, money out,
 * balances).
 */
export function ledgerCsv(ledger: Ledger): string {
  const rows: string[] = [
    line([
      'table',
      'month or date',
      'fund',
      'description',
      'amount (NGN)',
      'gifts',
      'one-off (NGN)',
      'monthly (NGN)',
      'refunds (NGN)',
      'refunds',
      'net (NGN)',
    ]),
  ];
  for (const month of ledger.moneyIn) {
    rows.push(
      line([
        'money in',
        month.month,
        'all',
        '',
        naira(month.totalKobo),
        month.count,
        naira(month.once.totalKobo),
        naira(month.monthly.totalKobo),
        naira(month.refundsKobo),
        month.refundsCount,
        naira(month.netKobo),
      ]),
    );
    for (const slice of month.byProgram) {
      rows.push(
        line([
          'money in by fund',
          month.month,
          slice.title,
          '',
          naira(slice.totalKobo),
          slice.count,
          '',
          '',
          naira(slice.refundsKobo),
          '',
          naira(slice.netKobo),
        ]),
      );
    }
  }
  for (const slice of ledger.disputed.byProgram) {
    rows.push(
      line([
        'disputed (held)',
        '',
        slice.title,
        'held by Paystack',
        naira(slice.heldKobo),
        slice.count,
        '',
        '',
        '',
        '',
        '',
      ]),
    );
  }
  for (const item of ledger.moneyOut) {
    rows.push(
      line([
        'money out',
        item.paidOn,
        item.programTitle ?? 'General fund',
        item.description,
        naira(item.amountKobo),
        '',
        '',
        '',
        '',
        '',
        '',
      ]),
    );
  }
  for (const balance of ledger.balances) {
    rows.push(
      line([
        'raised',
        '',
        balance.title,
        'raised, net of refunds',
        naira(balance.raisedKobo),
        '',
        '',
        '',
        '',
        '',
        '',
      ]),
      line(['spent', '', balance.title, 'spent', naira(balance.spentKobo), '', '', '', '', '', '']),
      line(['balance', '', balance.title, 'balance', naira(balance.balanceKobo), '', '', '', '', '', '']),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
