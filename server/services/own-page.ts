import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  OWN_PAGE_LINK_VALID_MINUTES,
  OWN_PAGE_PATHS,
  OWN_PAGE_SESSION_DAYS,
  type OwnPageGift,
  type OwnPageView,
} from '@contract/own-page';
import { lagosDate } from '@contract/lagos-time';
import { readCookie } from '../lib/cookies';
import { hashLinkToken, newLinkToken } from '../lib/link-token';
import { ownPageLinkMail } from '../mail/templates/own-page-link';
import { createOwnPageRepository, type DonorGiftRow } from '../repositories/own-page-repository';
import { giftStatusOf, keptAmountKobo } from './gift-status';
import { newsAndAppealsConsent } from './mail-preferences';
import { moneyBackByReference } from '../payments/refunds';
import type { PaymentMoneyBack } from '@contract/refunds';
import { siteOrigin } from './site-origin';

/** The cookie that holds an own-page session: its own name, never read by the admin area. */
export const OWN_PAGE_COOKIE = 'forum_me';

export const OWN_PAGE_SESSION_SECONDS = OWN_PAGE_SESSION_DAYS * 24 * 3600;

export type LinkProblem = 'expired' | 'used' | 'invalid';

/** The address of the own-page session the request's cookie holds, if it is live. */
export async function sessionEmailOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | undefined> {
  const token = readCookie(request.headers.cookie, OWN_PAGE_COOKIE);
  if (!token) return undefined;
  return (await createOwnPageRepository(app.db).findLiveSession(hashLinkToken(token)))?.email;
}

/**
 * Mails a single-use link to the address when the forum holds anything for it (a gift, a monthly gift, a
 * member record); an address it knows nothing about gets nothing.
 */
export async function sendOwnPageLink(app: FastifyInstance, email: string): Promise<void> {
  const repository = createOwnPageRepository(app.db);
  if (!(await repository.holdsAnythingFor(email))) return;
  const { token, hash } = newLinkToken();
  await repository.createLink({
    email,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + OWN_PAGE_LINK_VALID_MINUTES * 60_000).toISOString(),
  });
  const link = `${siteOrigin(app)}${OWN_PAGE_PATHS.open}?token=${encodeURIComponent(token)}`;
  await app.mailer.sendLinkMail(ownPageLinkMail({ to: email, link }), link);
}

/** Whether a link's token would open the page now, and if not, why (without spending it). */
export async function checkOwnPageLink(
  app: FastifyInstance,
  token: string,
): Promise<LinkProblem | undefined> {
  const link = token ? await createOwnPageRepository(app.db).findLink(hashLinkToken(token)) : undefined;
  if (!link) return 'invalid';
  if (link.used_at) return 'used';
  if (link.expires_at <= new Date().toISOString()) return 'expired';
  return undefined;
}

/**
 * Spends a link and opens a session for its address: the session's token (for the cookie), or why the link
 * opens nothing. Both happen in one transaction.
 */
export async function openOwnPageSession(
  app: FastifyInstance,
  token: string,
): Promise<{ sessionToken: string } | { problem: LinkProblem }> {
  const opened = await app.db.transaction().execute(async (trx) => {
    const repository = createOwnPageRepository(trx);
    const link = token ? await repository.consumeLink(hashLinkToken(token)) : undefined;
    if (!link) return undefined;
    const session = newLinkToken();
    await repository.createSession({
      email: link.email,
      tokenHash: session.hash,
      expiresAt: new Date(Date.now() + OWN_PAGE_SESSION_SECONDS * 1000).toISOString(),
    });
    return { sessionToken: session.token };
  });
  return opened ?? { problem: (await checkOwnPageLink(app, token)) ?? 'invalid' };
}

export async function endOwnPageSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = readCookie(request.headers.cookie, OWN_PAGE_COOKIE);
  if (token) await createOwnPageRepository(app.db).endSession(hashLinkToken(token));
}

const giftOf = (row: DonorGiftRow, moneyBack: PaymentMoneyBack | undefined): OwnPageGift => ({
  reference: row.reference,
  paidAt: row.paid_at ?? row.created_at,
  amountKobo: Number(row.amount_kobo),
  program: row.program_title,
  donationType: row.donation_type ?? 'once',
  status: giftStatusOf(Number(row.amount_kobo), moneyBack),
  refundedKobo: moneyBack?.refundedKobo ?? 0,
});

/** The address's gifts as the page shows them, newest first, each with what went back to the donor. */
export async function listOwnGifts(app: FastifyInstance, email: string): Promise<OwnPageGift[]> {
  const rows = await createOwnPageRepository(app.db).listGifts(email);
  const moneyBack = await moneyBackByReference(
    app.db,
    rows.map((row) => ({ reference: row.reference, amountKobo: Number(row.amount_kobo) })),
  );
  return rows.map((row) => giftOf(row, moneyBack.get(row.reference)));
}

/** The calendar year (Lagos) a gift falls in. */
const giftYear = (gift: OwnPageGift) => Number(lagosDate(new Date(gift.paidAt)).slice(0, 4));

/** The gifts of one year and what they add up to. */
export function giftsOfYear(gifts: readonly OwnPageGift[], year: number) {
  const ofYear = gifts.filter((gift) => giftYear(gift) === year);
  return { gifts: ofYear, totalKobo: ofYear.reduce((sum, gift) => sum + keptAmountKobo(gift), 0) };
}

/** What the page shows to the person signed in with `email`: only records that carry that address. */
export async function ownPageView(
  app: FastifyInstance,
  email: string,
  extra: Partial<
    Pick<
      Extract<OwnPageView, { state: 'signed-in' }>,
      'notice' | 'memberRequestForm' | 'mailPreferencesError'
    >
  > = {},
): Promise<OwnPageView> {
  const repository = createOwnPageRepository(app.db);
  const gifts = await listOwnGifts(app, email);
  const thisYear = Number(lagosDate().slice(0, 4));
  const years = [...new Set([thisYear, ...gifts.map(giftYear)])].sort((a, b) => b - a);
  const monthlyGifts = (await repository.listMonthlyGifts(email)).map((gift) => ({
    subscriptionCode: gift.subscription_code,
    amountKobo: Number(gift.amount_kobo),
    status: gift.status,
    nextPaymentDate: gift.next_payment_date,
    cancellable: gift.status !== 'cancelled' && gift.email_token !== null,
  }));
  const member = (await repository.findMember(email)) ?? null;
  const memberRequests = member
    ? (await repository.listMemberRequests(Number(member.id))).map((row) => ({
        id: Number(row.id),
        type: row.type,
        duration: row.duration === null ? null : Number(row.duration),
        amount: row.amount === null ? null : Number(row.amount),
        description: row.description,
        status: row.status,
        createdAt: row.created_at,
        decidedAt: row.decided_at,
      }))
    : [];
  return {
    state: 'signed-in',
    email,
    gifts,
    statementYears: years,
    monthlyGifts,
    member,
    memberRequests,
    formKey: randomUUID(),
    newsAndAppeals: await newsAndAppealsConsent(app.db, email),
    notice: extra.notice ?? null,
    memberRequestForm: extra.memberRequestForm ?? null,
    mailPreferencesError: extra.mailPreferencesError ?? null,
  };
}
