import { FORUM_NAME } from '@contract/constants';
import { OWN_PAGE_LINK_VALID_MINUTES } from '@contract/own-page';
import type { OutgoingMail } from '../../repositories/outbox-repository';

/** The e-mail with a single-use link that opens the person's own page. */
export function ownPageLinkMail({ to, link }: { to: string; link: string }): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Someone asked for a link to your page on the ${FORUM_NAME} website, where you see your gifts, statements and member requests.`,
    '',
    'To open your page, follow this link:',
    link,
    '',
    `The link works once, for ${OWN_PAGE_LINK_VALID_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nothing opens without the link.`,
    '',
    FORUM_NAME,
  ].join('\n');
  return { to, subject: 'Your link to your page', text };
}

/** The line every receipt and member e-mail ends with: where the person sees their own records. */
export const seeYourPageLine = (ownPageUrl: string) => `See your page: ${ownPageUrl}`;
