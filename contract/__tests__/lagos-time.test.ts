import { describe, expect, it } from 'vitest';
import { lagosDate, startOfLagosMonthIso } from '@contract/lagos-time';

describe('lagosDate', () => {
  it('is the next calendar day from 23:00 UTC, when it is already past midnight in Lagos', () => {
    expect(lagosDate(Date.parse('2026-03-09T22:59:59Z'))).toBe('2026-03-09');
    expect(lagosDate(new Date('2026-03-09T23:00:00Z'))).toBe('2026-03-10');
  });

  it('rolls over the year at Lagos midnight', () => {
    expect(lagosDate(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('counts days from the Lagos date', () => {
    expect(lagosDate(Date.UTC(2026, 10, 21, 23, 30), 0)).toBe('2026-11-22');
    expect(lagosDate(Date.UTC(2026, 10, 21, 12), 12)).toBe('2026-12-03');
  });
});

describe('startOfLagosMonthIso', () => {
  it('starts the month at midnight Lagos time (23:00 UTC the day before)', () => {
    expect(startOfLagosMonthIso(Date.parse('2026-03-15T12:00:00Z'))).toBe('2026-02-28T23:00:00.000Z');
  });

  it('counts 23:30 UTC on the last day of a month as the next month in Lagos', () => {
    expect(startOfLagosMonthIso(Date.parse('2026-03-31T23:30:00Z'))).toBe('2026-03-31T23:00:00.000Z');
  });
});

describe('the fixed UTC+1 offset', () => {
  const lagosParts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  it("agrees with the platform's Africa/Lagos at every hour either side of midnight, 1970-2100", () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(1970, 0, 1); day < Date.UTC(2100, 0, 1); day += 13 * 24 * 60 * 60 * 1000) {
      for (const hour of [0, 22, 23]) {
        const instant = day + hour * 60 * 60 * 1000;
        const expected = lagosParts.format(instant);
        if (lagosDate(instant) !== expected)
          mismatches.push(`${new Date(instant).toISOString()}: ${lagosDate(instant)}, not ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
