import { describe, expect, it } from 'vitest';
import { toCsv, toCsvCell } from '@/components/ui/data-table/csv';

describe('toCsvCell', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(toCsvCell('Adaeze "Ada" Okafor')).toBe('"Adaeze ""Ada"" Okafor"');
    expect(toCsvCell('Bodija, Ibadan\nOyo')).toBe('"Bodija, Ibadan\nOyo"');
  });

  it.each(['=HYPERLINK("http://x")', '+2348030000000', '-1+1', '@SUM(A1)', '\tTab'])(
    'neutralises %j so a spreadsheet does not run it as a formula',
    (text) => {
      expect(toCsvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
    },
  );

  it('keeps numbers (negative ones too) as numbers and empty values empty', () => {
    expect(toCsvCell(-250)).toBe('"-250"');
    expect(toCsvCell(null)).toBe('""');
    expect(toCsvCell(undefined)).toBe('""');
  });
});

describe('toCsv', () => {
  it('writes the header then one CRLF-separated line per row', () => {
    expect(
      toCsv(
        ['Name', 'Amount'],
        [
          ['Sola', 5000],
          ['=cmd', 1],
        ],
      ),
    ).toBe('"Name","Amount"\r\n"Sola","5000"\r\n"\'=cmd","1"');
  });
});
