import { MIN_DONATION_NAIRA } from '@contract/constants';

/** Naira typed or picked, or null when it cannot be paid (empty, zero, negative, below the minimum, not a number). */
export function payableDonationAmount(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const amount = Number(trimmed);
  if (!Number.isFinite(amount) || amount < MIN_DONATION_NAIRA) return null;
  // Paystack counts in kobo: anything finer than a kobo is rounded away.
  return Math.round(amount * 100) / 100;
}
