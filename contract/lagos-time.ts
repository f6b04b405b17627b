/** Lagos time, for the SPA and the server alike: every calendar date and month of the forum is Lagos's. */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Lagos keeps West Africa Time, UTC+1, all year: no daylight saving since the zone took it in 1919 (the tz
 * database's Africa/Lagos). A fixed offset spares an Intl time-zone formatter, whose making loads the zone's
 * data, on every page that asks for today's date in Lagos (the home page does, while it hydrates);
 * contract/__tests__/lagos-time.test.ts checks it against the platform's zone data.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The wall clock in Lagos at an instant, as a Date whose UTC fields read it (getUTCFullYear and so on). */
export function lagosWallClock(instant: Date | number): Date {
  return new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS);
}

/** The calendar date in Lagos at `now`, `days` later, as YYYY-MM-DD. */
export function lagosDate(now: Date | number = Date.now(), days = 0): string {
  const clock = lagosWallClock(new Date(now).getTime() + days * DAY_MS);
  return `${pad(clock.getUTCFullYear(), 4)}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** The first instant of the calendar month in Lagos that `now` falls in, as an ISO string. */
export function startOfLagosMonthIso(now: Date | number = Date.now()): string {
  const clock = lagosWallClock(now);
  return new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), 1) - LAGOS_OFFSET_MS).toISOString();
}
