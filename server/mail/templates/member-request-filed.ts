import { FORUM_NAME } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';
import { describeMemberRequest } from './amounts';
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
  const what = describeMemberRequest(memberRequest, 'request');
  const text = [
    `Dear ${memberName},`,
    '',
    `A ${what} was filed with your member ID on ${memberRequest.created_at.slice(0, 10)}, in the name "${memberRequest.name}".`,
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
