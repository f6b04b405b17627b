import { FORUM_NAME } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';

interface DecidedApplication {
  to: string;
  title: string;
  name: string;
  applicationId: number;
}

// An applicant hears the decision on the application they paid for whatever they chose about news and
// appeals: these notices are queued as they are, without the unsubscribe gate.

/** The e-mail an accepted applicant gets, with the member ID they quote on every member request. */
export function membershipWelcomeMail({
  to,
  name,
  ulid,
}: {
  to: string;
  name: string;
  ulid: string;
}): OutgoingMail {
  const text = [
    `Dear ${name},`,
    '',
    `Your membership application to ${FORUM_NAME} has been accepted.`,
    `Your member ID is ${ulid}. Please quote it on every member request.`,
  ].join('\n');
  return { to, subject: `Welcome to ${FORUM_NAME}`, text };
}

/** The e-mail a declined applicant gets, so the decision on what they paid for never goes unsaid. */
export function membershipRejectedMail({ to, title, name, applicationId }: DecidedApplication): OutgoingMail {
  const text = [
    `Dear ${title} ${name},`,
    '',
    `Thank you for applying to become a member of ${FORUM_NAME}, and for the time you gave to your application.`,
    'Our team has reviewed it carefully, and we are sorry that we cannot accept it at this time.',
    'If you have questions about this decision, please reply to this e-mail or contact the forum office.',
    '',
    `Application number: ${applicationId}`,
    '',
    FORUM_NAME,
  ].join('\n');
  return { to, subject: 'About your membership application', text };
}
