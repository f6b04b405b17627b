import { collectPersonalData } from '../../services/personal-data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWN_PAGE_PATH } from '@contract/constants';
import {
  NEWS_AND_APPEALS_FIELD,
  OWN_PAGE_MESSAGES,
  OWN_PAGE_PATHS,
  ownPageMailPreferencesFormSchema,
  ownPageQueryKey,
  ownPageSignInFormSchema,
  type OwnPageView,
} from '@contract/own-page';
import { z } from '@contract/zod';
import { sessionCookie } from '../../lib/cookies';
import { acceptFormBodies, formFieldsOf, formTextsOf } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { OwnPageLinkLimiter } from '../../lib/own-page-link-limits';
import { rateLimitStoreOf } from '../../lib/rate-limiters';
import { fingerprintOf, replayOrClaimIdempotencyKey } from '../../plugins/app/idempotency';
import { paystackClientFor, PaystackUnavailableError } from '../../payments/paystack-client';
import { createMonthlyGiftsRepository } from '../../repositories/monthly-gifts-repository';
import { createOwnPageRepository } from '../../repositories/own-page-repository';
import { recordNewsAndAppealsChoice } from '../../services/mail-preferences';
import { checkMemberRequest, fileMemberRequest } from '../../services/member-requests';
import {
  checkOwnPageLink,
  endOwnPageSession,
  giftsOfYear,
  listOwnGifts,
  openOwnPageSession,
  OWN_PAGE_COOKIE,
  OWN_PAGE_SESSION_SECONDS,
  ownPageView,
  sendOwnPageLink,
  sessionEmailOf,
  type LinkProblem,
} from '../../services/own-page';
import { sendVisitorPage } from './visitor-page';

/** The SPA's title and description of the page (src/app/routes/own-page.tsx). */
const OWN_PAGE_HEAD = {
  title: 'Your page',
  description:
    'Your gifts, statements, monthly giving and member requests, opened by a link sent to your e-mail.',
} as const;

const LINK_PROBLEM_MESSAGES: Record<LinkProblem, string> = {
  expired: OWN_PAGE_MESSAGES.linkExpired,
  used: OWN_PAGE_MESSAGES.linkUsed,
  invalid: OWN_PAGE_MESSAGES.linkInvalid,
};

type Notice = { tone: 'success' | 'error'; message: string } | null;

const signedOut = (notice: Notice = null, email = '', emailError: string | null = null) =>
  ({ state: 'signed-out', notice, email, emailError }) satisfies OwnPageView;

/**
 * The notices of a form that did what it asked: the form's answer sends the browser (303) to the page with the
 * notice's name (`?done=`), so a reload or going back shows the notice again and sends nothing again.
 */
const DONE_NOTICES = [
  'linkSent',
  'signedOut',
  'monthlyCancelled',
  'newsAndAppealsOn',
  'newsAndAppealsOff',
  'memberRequestFiled',
] as const satisfies ReadonlyArray<keyof typeof OWN_PAGE_MESSAGES>;
type DoneNotice = (typeof DONE_NOTICES)[number];

const doneNoticeOf = (name: string | undefined): Notice => {
  const done = DONE_NOTICES.find((notice) => notice === name);
  return done ? { tone: 'success', message: OWN_PAGE_MESSAGES[done] } : null;
};

const MEMBER_REQUEST_FIELDS = ['type', 'duration', 'amount', 'description'] as const;

/** The PDF library loads with the first receipt or statement asked for, not at start. */
const loadGiftDocuments = () => import('../../documents/gift-documents');

/**
 * A person's own page at /me, opened by a link mailed to their address, and everything on it: the sign-in
 * form, the link's landing, sign out, each gift's PDF receipt, the yearly statement, cancelling a monthly gift
 * or changing its card at Paystack, their yes or no to news and appeals, and the member request form with the
 * member's name and ULID filled in from their record. Plain forms and links: everything works without the app.
 * The session is a cookie of its own (HttpOnly, SameSite=Lax, Secure in production), for one e-mail address,
 * and opens nothing of the admin area; a form posted from another site comes without it and changes nothing.
 * Every page is for one visitor: never cached, never indexed.
 */
const ownPageRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const limiter = new OwnPageLinkLimiter(app.config.ownPageLinkLimits, rateLimitStoreOf(app));
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  const sendPage = (reply: FastifyReply, status: number, view: OwnPageView) =>
    sendVisitorPage(reply.header('X-Robots-Tag', 'noindex, nofollow'), status, {
      // Rendered at the address the browser shows (a form's, under /me), which the app's router renders too.
      address: reply.request.url,
      pathname: OWN_PAGE_PATH,
      about: OWN_PAGE_HEAD,
      noIndex: true,
      queryKey: ownPageQueryKey,
      data: view,
    });

  /** The signed-in person's page with a notice at its top. */
  const sendNotice = async (
    reply: FastifyReply,
    email: string,
    status: number,
    notice: NonNullable<Notice>,
  ) => sendPage(reply, status, await ownPageView(app, email, { notice }));

  const sendDone = (reply: FastifyReply, done: DoneNotice) =>
    reply.redirect(`${OWN_PAGE_PATH}?${new URLSearchParams({ done })}`, 303);

  /** The sign-in page saying why a link does not open the page: 400 when it is not one, 410 when it is spent. */
  const sendLinkProblem = (reply: FastifyReply, problem: LinkProblem) =>
    sendPage(
      reply,
      problem === 'invalid' ? 400 : 410,
      signedOut({ tone: 'error', message: LINK_PROBLEM_MESSAGES[problem] }),
    );

  /** The signed-in address, or the sign-in page sent (401) and undefined. */
  async function signedInEmail(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const email = await sessionEmailOf(app, request);
    if (!email)
      await sendPage(reply, 401, signedOut({ tone: 'error', message: OWN_PAGE_MESSAGES.sessionEnded }));
    return email;
  }

  app.get(
    OWN_PAGE_PATH,
    { schema: { querystring: z.object({ done: z.optional(z.string()) }) } },
    async (request, reply) => {
      const email = await sessionEmailOf(app, request);
      const notice = doneNoticeOf(request.query.done);
      return sendPage(reply, 200, email ? await ownPageView(app, email, { notice }) : signedOut(notice));
    },
  );

  // The answer is the same, and as quick, whether or not the forum holds anything for the address: the lookup
  // and the mail happen after it has gone.
  app.post(OWN_PAGE_PATHS.signIn, async (request, reply) => {
    const typed = formTextsOf(request.body, ['email']).email;
    const parsed = ownPageSignInFormSchema.safeParse({ email: typed });
    if (!parsed.success)
      return sendPage(reply, 422, signedOut(null, typed, parsed.error.issues[0]?.message ?? null));
    const email = parsed.data.email.toLowerCase();
    const verdict = await limiter.take(request.ip, email);
    if (verdict === 'client')
      return sendPage(
        reply,
        429,
        signedOut({ tone: 'error', message: OWN_PAGE_MESSAGES.tooManyRequests }, typed),
      );
    if (verdict === 'address')
      request.log.warn('own-page link asked for too often for one address; none sent');
    else {
      const work = sendOwnPageLink(app, email).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not make an own-page link'),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
    }
    return sendDone(reply, 'linkSent');
  });

  const tokenQuery = z.object({ token: z.optional(z.string()) });

  app.get(OWN_PAGE_PATHS.open, { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const problem = await checkOwnPageLink(app, token);
    if (problem) return sendLinkProblem(reply, problem);
    return sendPage(reply, 200, { state: 'confirm-link', token });
  });

  app.post(OWN_PAGE_PATHS.open, async (request, reply) => {
    const { token } = formTextsOf(request.body, ['token']);
    const opened = await openOwnPageSession(app, token);
    if ('problem' in opened) return sendLinkProblem(reply, opened.problem);
    return reply
      .header(
        'Set-Cookie',
        sessionCookie(OWN_PAGE_COOKIE, opened.sessionToken, {
          maxAgeSeconds: OWN_PAGE_SESSION_SECONDS,
          secure: app.config.secureCookies,
        }),
      )
      .redirect(OWN_PAGE_PATH, 303);
  });

  app.post(OWN_PAGE_PATHS.signOut, async (request, reply) => {
    await endOwnPageSession(app, request);
    void reply.header(
      'Set-Cookie',
      sessionCookie(OWN_PAGE_COOKIE, '', { maxAgeSeconds: 0, secure: app.config.secureCookies }),
    );
    return sendDone(reply, 'signedOut');
  });

  const sendPdf = (reply: FastifyReply, fileName: string, pdf: Uint8Array) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdf));

  // The person's own copy of what the forum holds under their address, and nothing under another.
  app.get(OWN_PAGE_PATHS.myData, async (request, reply) => {
    const email = await signedInEmail(request, reply);
    if (!email) return reply;
    const data = await collectPersonalData(app.db, email);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="my-data.json"')
      .header('Cache-Control', 'no-store')
      .send(`${JSON.stringify(data, null, 2)}\n`);
  });

  app.get(
    '/me/gifts/:reference/receipt.pdf',
    { schema: { params: z.object({ reference: z.string() }) } },
    async (request, reply) => {
      const email = await signedInEmail(request, reply);
      if (!email) return reply;
      const gift = (await listOwnGifts(app, email)).find((own) => own.reference === request.params.reference);
      if (!gift)
        return reply.code(404).send({ success: false, message: 'No gift of yours has this reference' });
      const { giftReceiptPdf } = await loadGiftDocuments();
      const pdf = await giftReceiptPdf({ forum: app.config.forumDetails, email, gift });
      return sendPdf(reply, `receipt-${gift.reference.replace(/[^\w-]/g, '_')}.pdf`, pdf);
    },
  );

  app.get(
    '/me/statements/:year.pdf',
    { schema: { params: z.object({ year: z.string() }) } },
    async (request, reply) => {
      const email = await signedInEmail(request, reply);
      if (!email) return reply;
      const year = /^\d{4}$/.test(request.params.year) ? Number(request.params.year) : NaN;
      const { gifts, totalKobo } = Number.isNaN(year)
        ? { gifts: [], totalKobo: 0 }
        : giftsOfYear(await listOwnGifts(app, email), year);
      if (gifts.length === 0)
        return sendNotice(reply, email, 404, {
          tone: 'error',
          message: OWN_PAGE_MESSAGES.noGiftsInYear(year || 0),
        });
      const statement = await createOwnPageRepository(app.db).issueStatement({
        email,
        year,
        giftCount: gifts.length,
        totalKobo,
      });
      const { yearlyStatementPdf } = await loadGiftDocuments();
      const pdf = await yearlyStatementPdf({
        forum: app.config.forumDetails,
        email,
        year,
        statementNumber: statement.statement_number,
        gifts,
        totalKobo,
      });
      return sendPdf(reply, `statement-${year}-${statement.statement_number}.pdf`, pdf);
    },
  );

  const codeParams = z.object({ code: z.string() });

  app.post('/me/monthly/:code/cancel', { schema: { params: codeParams } }, async (request, reply) => {
    const email = await signedInEmail(request, reply);
    if (!email) return reply;
    const gift = await createOwnPageRepository(app.db).findMonthlyGift(email, request.params.code);
    if (!gift || !gift.email_token)
      return sendNotice(reply, email, 404, { tone: 'error', message: OWN_PAGE_MESSAGES.monthlyNotFound });
    if (gift.status !== 'cancelled') {
      try {
        await paystackClientFor(app).disableSubscription(gift.subscription_code, gift.email_token);
      } catch (error) {
        if (!(error instanceof PaystackUnavailableError)) throw error;
        request.log.warn({ err: error }, 'Paystack did not disable a subscription');
        return sendNotice(reply, email, 503, {
          tone: 'error',
          message: OWN_PAGE_MESSAGES.paystackUnavailable,
        });
      }
      // Paystack's subscription.disable webhook records it too; whichever comes first counts, once.
      await createMonthlyGiftsRepository(app.db).cancelOnce(gift.subscription_code);
    }
    return sendDone(reply, 'monthlyCancelled');
  });

  app.post('/me/monthly/:code/card', { schema: { params: codeParams } }, async (request, reply) => {
    const email = await signedInEmail(request, reply);
    if (!email) return reply;
    const gift = await createOwnPageRepository(app.db).findMonthlyGift(email, request.params.code);
    if (!gift || gift.status === 'cancelled')
      return sendNotice(reply, email, 404, { tone: 'error', message: OWN_PAGE_MESSAGES.monthlyNotFound });
    try {
      return reply.redirect(await paystackClientFor(app).manageLink(gift.subscription_code), 303);
    } catch (error) {
      if (!(error instanceof PaystackUnavailableError)) throw error;
      request.log.warn({ err: error }, 'Paystack gave no manage link');
      return sendNotice(reply, email, 503, { tone: 'error', message: OWN_PAGE_MESSAGES.paystackUnavailable });
    }
  });

  // A yes or no to news and appeals, recorded as consent to updates is everywhere: every mail that honours that
  // consent follows the person's latest word. Receipts go whatever it is.
  app.post(
    OWN_PAGE_PATHS.mailPreferences,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const email = await signedInEmail(request, reply);
      if (!email) return reply;
      const sent = formFieldsOf(request.body);
      const parsed = ownPageMailPreferencesFormSchema.safeParse({
        [NEWS_AND_APPEALS_FIELD]: sent[NEWS_AND_APPEALS_FIELD],
      });
      if (!parsed.success)
        return sendPage(
          reply,
          422,
          await ownPageView(app, email, {
            mailPreferencesError: parsed.error.issues[0]?.message ?? OWN_PAGE_MESSAGES.newsAndAppealsRequired,
          }),
        );
      const wanted = parsed.data[NEWS_AND_APPEALS_FIELD] === 'yes';
      await recordNewsAndAppealsChoice(app.db, email, wanted, 'own page');
      return sendDone(reply, wanted ? 'newsAndAppealsOn' : 'newsAndAppealsOff');
    },
  );

  // The member's name and ULID come from their record, whatever the form sent: they are locked on the page.
  app.post(
    OWN_PAGE_PATHS.memberRequest,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const email = await signedInEmail(request, reply);
      if (!email) return reply;
      const member = await createOwnPageRepository(app.db).findMember(email);
      if (!member)
        return reply.code(403).send({ success: false, message: 'No member record carries your address' });
      const values = formTextsOf(request.body, MEMBER_REQUEST_FIELDS);
      // The form carries its key: sent twice (a double tap, a retry), it files one request and gets the first
      // answer. The address is part of what the key stands for, so nobody else's answer is ever replayed.
      const fingerprint = fingerprintOf({ email, ...values });
      if (await replayOrClaimIdempotencyKey(request, reply, fingerprint, { keyField: 'idempotencyKey' }))
        return reply;
      const checked = checkMemberRequest(member, values);
      const refused = async (errors: Record<string, string>) =>
        sendPage(reply, 422, await ownPageView(app, email, { memberRequestForm: { values, errors } }));
      if ('errors' in checked) return refused(checked.errors);
      try {
        await fileMemberRequest(app, checked.body, request.log);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        return refused({ ulid: error.message });
      }
      return sendDone(reply, 'memberRequestFiled');
    },
  );
};

export default ownPageRoutes;
