import { FORUM_NAME } from '@contract/constants';
import type { OutgoingMail } from '../../repositories/outbox-repository';

export interface ApplicationReceivedInput {
  to: string;
  title: string;
  name: string;
  applicationId: number;
}

/** The message an applicant gets when their membership application and documents have been received. */
export function applicationReceivedMail({
  to,
  title,
  name,
  applicationId,
}: ApplicationReceivedInput): OutgoingMail {
  const text = [
    `Dear ${title} ${name},`,
    '',
    `Thank you for applying to become a member of ${FORUM_NAME}.`,
    'We have received your application, your documents and your application fee.',
    'Our team will review your application and get in touch with you soon.',
    '',
    `Application number: ${applicationId}`,
    '',
    FORUM_NAME,
  ].join('\n');
  return { to, subject: `We have received your membership application`, text };
}
