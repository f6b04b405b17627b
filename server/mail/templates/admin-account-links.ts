import { FORUM_NAME } from '@contract/constants';
import { ADMIN_INVITE_VALID_HOURS, PASSWORD_RESET_VALID_MINUTES } from '@contract/admin-accounts';
import type { OutgoingMail } from '../../repositories/outbox-repository';

/** The e-mail that invites someone to become an admin: a single-use link to set their password. */
export function adminInviteMail({
  to,
  invitedBy,
  link,
}: {
  to: string;
  invitedBy: string;
  link: string;
}): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `${invitedBy} has invited you to help run the ${FORUM_NAME} website as an admin.`,
    '',
    'To accept, open this link and choose your password:',
    link,
    '',
    `The link works once, for ${ADMIN_INVITE_VALID_HOURS} hours. If you were not expecting this invitation, ignore this e-mail.`,
    '',
    FORUM_NAME,
  ].join('\n');
  return { to, subject: `You are invited to be an admin of the ${FORUM_NAME} website`, text };
}

/** The e-mail with a single-use link to set a new admin password ("Forgot password?"). */
export function passwordResetMail({ to, link }: { to: string; link: string }): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Someone asked to reset the password of the admin account ${to} on the ${FORUM_NAME} website.`,
    '',
    'To choose a new password, open this link:',
    link,
    '',
    `The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    '',
    FORUM_NAME,
  ].join('\n');
  return { to, subject: 'Reset your admin password', text };
}
