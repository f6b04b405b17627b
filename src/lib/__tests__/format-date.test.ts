import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '@/lib/format-date';

const dayMonthYear = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

describe('formatDisplayDate', () => {
  it('shows a calendar date as that very day', () => {
    expect(formatDisplayDate('2030-05-17')).toBe('17 May 2030');
    expect(formatDisplayDate('2026-01-01')).toBe('1 January 2026');
  });

  it('shows a timestamp as its day in Lagos, from ISO or as PHP writes it', () => {
    expect(formatDisplayDate('2026-03-09T23:30:00Z')).toBe('10 March 2026');
    expect(formatDisplayDate('2026-03-09 12:00:00')).toBe(
      dayMonthYear('Africa/Lagos').format(new Date('2026-03-09T12:00:00')),
    );
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDisplayDate('soon')).toBe('soon');
  });

  it("agrees with Intl's en-GB long dates, 1990-2100", () => {
    const utc = dayMonthYear('UTC');
    const lagos = dayMonthYear('Africa/Lagos');
    const mismatches: string[] = [];
    for (
      let day = Date.UTC(1990, 0, 1);
      day < Date.UTC(2100, 0, 1);
      day += 7 * 24 * 60 * 60 * 1000 + 3600_000
    ) {
      const iso = new Date(day).toISOString();
      const calendarDate = iso.slice(0, 10);
      if (formatDisplayDate(calendarDate) !== utc.format(day))
        mismatches.push(`${calendarDate}: ${formatDisplayDate(calendarDate)}, not ${utc.format(day)}`);
      if (formatDisplayDate(iso) !== lagos.format(day))
        mismatches.push(`${iso}: ${formatDisplayDate(iso)}, not ${lagos.format(day)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
