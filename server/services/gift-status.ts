import type { PaymentMoneyBack } from '@contract/refunds';
import type { GiftStatus } from '@contract/own-page';

/**
 * How a verified gift stands: disputed while a dispute is open (Paystack holds the money), refunded in full or
 * in part once money went back (a refund processed, or a dispute lost), else paid.
 */
export function giftStatusOf(amountKobo: number, moneyBack: PaymentMoneyBack | undefined): GiftStatus {
  if (moneyBack?.dispute?.status === 'open') return 'disputed';
  const refundedKobo = moneyBack?.refundedKobo ?? 0;
  if (refundedKobo > 0 && refundedKobo >= amountKobo) return 'refunded';
  if (refundedKobo > 0) return 'refunded-in-part';
  return 'paid';
}

/** What a gift adds to a year's total: what the forum kept (money held in a dispute counts until decided). */
export function keptAmountKobo(gift: { amountKobo: number; refundedKobo: number }): number {
  return Math.max(0, gift.amountKobo - gift.refundedKobo);
}
