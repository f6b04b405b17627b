import { FORUM_NAME } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';
import { seeYourPageLine } from './own-page-link';
import type { MemberRequestRow } from '../../db/schema';

export interface MemberRequestFiledMailInput {
  to: string;
  /** The name on the member's record (not the one typed in the form). */
  memberName: string;
  memberRequest: Pick<MemberRequestRow, 'id' | 'name' | 'type' | 'duration' | 'amount' | 'created_at'>;
  /** The member's own page, where every request and its status are. */
  ownPageUrl: string;
}

const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 'a leave request for 5 days' or 'a raise request for ₦50,000'. */
function describeFiledRequest(memberRequest: MemberRequestFiledMailInput['memberRequest']): string {
  if (memberRequest.type === 'leave') {
    const days = memberRequest.duration ?? 0;
    return `a leave request for ${days} day${days === 1 ? '' : 's'}`;
  }
  return `a raise request for ${naira.format(memberRequest.amount ?? 0)}`;
}

/**
 * The e-mail a member gets each time a request is filed with their ULID: a ULID is all it takes to file one,
 * so the member hears of every request and can say so when it was not them.
 */
export function memberRequestFiledMail({
  to,
  memberName,
  memberRequest,
  ownPageUrl,
}: MemberRequestFiledMailInput): OutgoingMail {
  const what = describeFiledRequest(memberRequest);
  const text = [
    `Dear ${memberName},`,
    '',
    `${what.charAt(0).toUpperCase()}${what.slice(1)} was filed with your member ID on ${memberRequest.created_at.slice(0, 10)}, in the name "${memberRequest.name}".`,
    'If this was not you, reply to this e-mail and the forum will look into it.',
    '',
    `Reference: request #${memberRequest.id}`,
    seeYourPageLine(ownPageUrl),
    '',
    FORUM_NAME,
  ].join('\n');
  return {
    to,
    subject: `${memberRequest.type === 'leave' ? 'A leave' : 'A raise'} request was filed with your member ID`,
    text,
  };
}
