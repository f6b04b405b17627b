import { LAGOS_TIME_ZONE } from '@contract/lagos-time';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayMonthYearInLagos = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LAGOS_TIME_ZONE,
});

/**
 * A date for people: '17 May 2030'. A calendar date (YYYY-MM-DD) is shown as that very day wherever the
 * visitor is; a timestamp is shown as its day in Lagos. Anything unreadable is shown as it came.
 */
export function formatDisplayDate(value: string): string {
  if (CALENDAR_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : dayMonthYear.format(date);
  }
  const date = new Date(value.includes('T') || value.includes('Z') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? value : dayMonthYearInLagos.format(date);
}
