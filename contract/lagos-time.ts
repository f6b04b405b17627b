/** Lagos time, for the SPA and the server alike: every calendar date and month of the forum is Lagos's. */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const DAY_MS = 24 * 60 * 60 * 1000;

const lagosParts = new Intl.DateTimeFormat('en-US', {
  timeZone: LAGOS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock reading in Lagos at an instant. */
function lagosClock(instant: number) {
  const parts = Object.fromEntries(
    lagosParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const offsetMs =
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) -
    Math.floor(instant / 1000) * 1000;
  return { ...parts, offsetMs };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar date in Lagos at `now`, `days` later, as YYYY-MM-DD. */
export function lagosDate(now: Date | number = Date.now(), days = 0): string {
  const { year, month, day } = lagosClock(new Date(now).getTime() + days * DAY_MS);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The first instant of the calendar month in Lagos that `now` falls in, as an ISO string. */
export function startOfLagosMonthIso(now: Date | number = Date.now()): string {
  const { year, month, offsetMs } = lagosClock(new Date(now).getTime());
  return new Date(Date.UTC(year, month - 1, 1) - offsetMs).toISOString();
}
