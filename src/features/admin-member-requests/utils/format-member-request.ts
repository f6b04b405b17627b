import type { MemberRequest } from '@contract/member-request';
import { formatNaira } from '@contract/format-naira';

export const NOT_APPLICABLE = '—';

export function formatDuration(days: number | undefined): string {
  if (days === undefined) return NOT_APPLICABLE;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export function formatAmount(amount: number | undefined): string {
  return amount === undefined ? NOT_APPLICABLE : formatNaira(amount);
}

const normalizedName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/**
 * Whether the name typed in the request differs from the name on the member's record (spacing and case
 * aside): a sign the request may have been filed by someone else who knows the ULID. Unknown (no record
 * name sent) is not a difference.
 */
export function nameDiffersFromRecord(memberRequest: Pick<MemberRequest, 'name' | 'member_name'>): boolean {
  if (memberRequest.member_name === undefined || memberRequest.member_name === null) return false;
  return normalizedName(memberRequest.name) !== normalizedName(memberRequest.member_name);
}
