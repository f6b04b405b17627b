import { lagosWallClock } from '@contract/lagos-time';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// English month names, as Intl's en-GB 'long' month gives them. Written out rather than asked of Intl: making
// a date formatter loads the locale's data, 20-35 ms on the main thread of a cheap phone, on every page that
// shows a date (src/lib/__tests__/format-date.test.ts checks these against Intl).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '17 May 2030' from a Date's UTC fields. */
function dayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A date for people: '17 May 2030'. A calendar date (YYYY-MM-DD) is shown as that very day wherever the
 * visitor is; a timestamp is shown as its day in Lagos. Anything unreadable is shown as it came.
 */
export function formatDisplayDate(value: string): string {
  if (CALENDAR_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : dayMonthYear(date);
  }
  const date = new Date(value.includes('T') || value.includes('Z') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? value : dayMonthYear(lagosWallClock(date));
}
