import { saveBlob } from '@/lib/save-blob';

/** Characters a spreadsheet reads as the start of a formula; a cell starting with one is prefixed with '. */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** One CSV cell: neutralised against formula injection, quoted, inner quotes doubled. */
export function toCsvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)))
    text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document (header row first, CRLF line ends as RFC 4180 has them). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(toCsvCell).join(',')).join('\r\n');
}

/** Hands the browser a CSV file to save. The byte-order mark lets Excel read naira signs and accents. */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
