import { FORUM_NAME } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';
import { describeMemberRequest } from './amounts';
import { seeYourPageLine } from './own-page-link';
import type { MemberRequestRow } from '../../db/schema';

export interface MemberRequestDecisionMailInput {
  to: string;
  memberName: string;
  memberRequest: Pick<MemberRequestRow, 'id' | 'type' | 'duration' | 'amount' | 'description' | 'created_at'>;
  decision: 'approved' | 'rejected';
  /** The member's own page, where every request and its status are. */
  ownPageUrl: string;
}

/** The e-mail that tells a member how their leave or raise request was decided. */
export function memberRequestDecisionMail({
  to,
  memberName,
  memberRequest,
  decision,
  ownPageUrl,
}: MemberRequestDecisionMailInput): OutgoingMail {
  const what = describeMemberRequest(memberRequest, 'application');
  const submittedOn = memberRequest.created_at.slice(0, 10);
  const subject = `Your ${memberRequest.type} application has been ${decision}`;
  const outcome =
    decision === 'approved'
      ? `We are glad to tell you that your ${what}, submitted on ${submittedOn}, has been approved.`
      : `We are sorry to tell you that your ${what}, submitted on ${submittedOn}, has been rejected.`;
  const text = [
    `Dear ${memberName},`,
    '',
    outcome,
    '',
    `Your description: "${memberRequest.description}"`,
    `Reference: request #${memberRequest.id}`,
    seeYourPageLine(ownPageUrl),
    '',
    decision === 'approved'
      ? 'No further action is needed from you.'
      : 'If you have questions about this decision, please reply to this e-mail or contact the forum office.',
    '',
    `${FORUM_NAME}`,
  ].join('\n');
  return { to, subject, text };
}
