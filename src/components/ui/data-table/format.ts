import { KOBO_PER_NAIRA } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';
import { madeOnFirstUse } from '@contract/made-on-first-use';

const usShortDateTime = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }),
);

/** ₦12,500 from an amount in kobo. */
export function formatKoboAsNaira(kobo: number): string {
  return formatNaira(kobo / KOBO_PER_NAIRA);
}

/** The admin date: US short date with hour and minute ('11/21/26, 8:30 PM'); the raw text if unreadable. */
export function formatUsShortDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : usShortDateTime().format(time);
}
