import { KOBO_PER_NAIRA } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';
import type { MemberRequestRow } from '../../db/schema';

const nairaAndKobo = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 2,
});

/** A payment as receipts and refund notices print it, kobo and all: '₦5,000.00'. */
export const paymentAmount = (kobo: number) => nairaAndKobo.format(kobo / KOBO_PER_NAIRA);

/** A member request as the member's e-mails name it: 'leave request for 5 days', 'raise application for ₦50,000'. */
export function describeMemberRequest(
  memberRequest: Pick<MemberRequestRow, 'type' | 'duration' | 'amount'>,
  noun: 'request' | 'application',
): string {
  if (memberRequest.type === 'leave') {
    const days = memberRequest.duration ?? 0;
    return `leave ${noun} for ${days} day${days === 1 ? '' : 's'}`;
  }
  return `raise ${noun} for ${formatNaira(memberRequest.amount ?? 0)}`;
}
