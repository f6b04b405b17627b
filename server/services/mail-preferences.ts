import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_VERSION, UNSUBSCRIBE_PATH } from '@contract/privacy';
import { createConsentsRepository } from '../repositories/consents-repository';
import type { DbExecutor } from '../repositories/executor';
import type { OutgoingMail } from '../repositories/outbox-repository';
import { siteOrigin } from './site-origin';

const normalised = (email: string) => email.trim().toLowerCase();

const signatureOf = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`unsubscribe:${normalised(email)}`)
    .digest('base64url');

/** The unsubscribe link's token: the address and its signature, so the link works with no sign-in. */
export function unsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(normalised(email)).toString('base64url')}.${signatureOf(secret, email)}`;
}

/** The address a token was made for, or null when it was not made by this site (or was altered). */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}

/** The address's latest word on news and appeals (consent to updates), or null when it never gave one. */
export async function newsAndAppealsConsent(
  db: DbExecutor,
  email: string,
): Promise<'given' | 'withdrawn' | null> {
  return (await createConsentsRepository(db).latest(email, 'updates'))?.action ?? null;
}

/**
 * Records a person's yes or no to news and appeals as consent given or withdrawn under the notice in force,
 * with how they said it; a word that is already their latest records nothing more.
 */
export async function recordNewsAndAppealsChoice(
  db: DbExecutor,
  email: string,
  wanted: boolean,
  method: string,
): Promise<void> {
  const action = wanted ? 'given' : 'withdrawn';
  if ((await newsAndAppealsConsent(db, email)) === action) return;
  const noticeVersion = PRIVACY_NOTICE_VERSION;
  await createConsentsRepository(db).record({ email, subject: 'updates', action, noticeVersion, method });
}

/**
 * A mail with the unsubscribe link at its foot: news and appeals, or news of the person's application or
 * requests; null when the address has unsubscribed, unless the mail is a security notice the person must get
 * whatever they chose (a request filed in a member's name).
 */
export async function mailWithUnsubscribeLink(
  app: FastifyInstance,
  db: DbExecutor,
  mail: OutgoingMail,
  { isSecurityNotice = false }: { isSecurityNotice?: boolean } = {},
): Promise<OutgoingMail | null> {
  // The address's latest word on news and appeals being "no" (or an unsubscribe) stops every such mail.
  if (!isSecurityNotice && (await newsAndAppealsConsent(db, mail.to)) === 'withdrawn') return null;
  const link = `${siteOrigin(app)}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(app.config.jwtSecret, mail.to)}`;
  // The footer names only what the link stops: a security notice still comes after it.
  const footer = isSecurityNotice
    ? `To stop the forum's news and appeals, open: ${link}\nNotices like this one, of a request filed in your name, still come.`
    : `To stop the forum's news and appeals, and e-mails like this one, open: ${link}`;
  return { ...mail, text: `${mail.text}\n\n--\n${footer}` };
}
