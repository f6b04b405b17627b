import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY } from '@contract/constants';
import { MEMBER_REQUEST_MESSAGES, updateMemberRequestStatusEndpoint } from '@contract/member-request';
import { monthlyPlanEndpoint } from '@contract/monthly-giving';
import {
  NEWS_AND_APPEALS_FIELD,
  OWN_PAGE_MESSAGES,
  OWN_PAGE_PATHS,
  ownPageQueryKey,
  ownPageViewSchema,
  type OwnPageView,
} from '@contract/own-page';
import { sandboxCheckoutEndpoint, sandboxCheckoutResponseSchema } from '@contract/paystack';
import { PRIVACY_NOTICE_VERSION } from '@contract/privacy';
import { nowIso } from '../lib/clock';
import { hashLinkToken } from '../lib/link-token';
import { WITHHELD_LINK } from '../mail/outbox-dispatcher';
import { listenOnFreePort } from '../payments/__tests__/payment-fixtures';
import { embeddedQueryData, fakePageBuild } from '../testing/fake-page-build';
import { pdfText } from '../testing/pdf-text';
import { createConsentsRepository } from '../repositories/consents-repository';
import { createDisputesRepository } from '../repositories/disputes-repository';
import { createMemberRequestsRepository } from '../repositories/member-requests-repository';
import { createRefundsRepository } from '../repositories/refunds-repository';
import { newsAndAppealsConsent } from '../services/mail-preferences';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { insertTestMember } from '../testing/test-members';
import { insertTestGift } from '../testing/test-payments';
import { verifyPaymentEndpoint } from '@contract/donation';

const SITE = 'https://forum.example.org';
const DONOR = 'ada.donor@forum.test';
const OTHER = 'other.donor@forum.test';
// Yoruba's dotted and accented letters, which the documents print as written.
const FORUM_ADDRESS = '12 Ọ̀kẹ́ Àró Street, Ìkẹjà, Èkó';
const REGISTRATION = 'CAC/IT/123456';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const viewOf = (html: string): OwnPageView =>
  ownPageViewSchema.parse(embeddedQueryData(html, ownPageQueryKey));

describe.each(await databaseTargets())("a person's own page on %s", (target) => {
  let t: TestApp;
  let build: string;
  let client = 0;

  beforeAll(async () => {
    build = fakePageBuild();
    t = await createTestApp(
      target,
      { ownPageLinkLimits: { perAddress: 1000, perClient: 6, windowMs: 15 * 60_000 } },
      {
        STATIC_DIR: build,
        PUBLIC_URL: SITE,
        SMTP_URL: smtp.url,
        FORUM_ADDRESS,
        FORUM_REGISTRATION_NUMBER: REGISTRATION,
      },
    );
    await listenOnFreePort(t.app);
    const program = await t.app.db
      .insertInto('programs')
      .values({
        title: 'Clean Water for Kano',
        description: 'Boreholes',
        date: '2025-01-10',
        image_url: '/x.png',
        image_variants: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gift = (
      reference: string,
      email: string,
      amountKobo: number,
      paidAt: string,
      programId: number | null,
    ) => insertTestGift(t.app.db, { reference, email, amountKobo, paidAt, programId });
    await gift('gift-2025-a', DONOR, 500_000, '2025-03-01T10:00:00.000Z', Number(program.id));
    // Lagos is UTC+1: this gift fell on 1 January 2026 in Lagos, not in 2025.
    await gift('gift-2026-a', DONOR.toUpperCase(), 250_050, '2025-12-31T23:30:00.000Z', null);
    await gift('gift-other', OTHER, 999_900, '2025-06-01T10:00:00.000Z', null);
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  /** Each call comes from its own client unless told, so the per-client limit is met only where meant. */
  const postForm = (
    url: string,
    fields: Record<string, string>,
    options: { cookie?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: options.ip ?? `10.9.${target === 'sqlite' ? 1 : 2}.${(client += 1)}`,
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** A form that did what it asked sends the browser on (303) to the page with its notice: that page. */
  async function followed(answer: Awaited<ReturnType<typeof get>>, cookie?: string) {
    expect(answer.statusCode).toBe(303);
    expect(String(answer.headers.location)).toMatch(/^\/me\?done=\w+$/);
    return get(String(answer.headers.location), cookie);
  }

  const mailedToken = async (email: string) =>
    new URL(await smtp.linkMailedTo(email, 10_000, 'own-page')).searchParams.get('token') ?? '';

  /** Asks for a link and answers its token, as the SMTP server received it (older mails set aside). */
  async function askLink(email: string): Promise<string> {
    smtp.received.length = 0;
    await postForm(OWN_PAGE_PATHS.signIn, { email });
    return mailedToken(email);
  }

  /** Asks for a link, opens it, and answers the session cookie (name=value). */
  async function signIn(email: string): Promise<string> {
    const token = await askLink(email);
    const opened = await postForm(OWN_PAGE_PATHS.open, { token });
    expect(opened.statusCode).toBe(303);
    const setCookie = String(opened.headers['set-cookie']);
    return setCookie.split(';')[0]!;
  }

  describe('the link', () => {
    it('answers a known and an unknown address alike, without waiting for the mail; only the known gets a link', async () => {
      // The SMTP server holds every delivery: an answer that waited for the lookup or the mail would not come.
      const release = smtp.hold();
      const known = await postForm(OWN_PAGE_PATHS.signIn, { email: DONOR });
      const unknown = await postForm(OWN_PAGE_PATHS.signIn, { email: 'nobody@forum.test' });
      release();
      expect(known.headers.location).toBe(unknown.headers.location);
      expect(viewOf((await followed(known)).body)).toEqual({
        state: 'signed-out',
        notice: { tone: 'success', message: OWN_PAGE_MESSAGES.linkSent },
        email: '',
        emailError: null,
      });
      await mailedToken(DONOR);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.filter((mail) => mail.to.includes('nobody@forum.test'))).toEqual([]);
    });

    it('keeps only the hash of the token, and the outbox withholds the link', async () => {
      const token = await askLink(DONOR);
      const rows = await t.app.db.selectFrom('own_page_links').selectAll().execute();
      expect(rows.some((row) => row.token_hash === hashLinkToken(token))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(token);
      const outbox = await t.app.db.selectFrom('outbox').selectAll().where('recipient', '=', DONOR).execute();
      expect(outbox.length).toBeGreaterThan(0);
      for (const mail of outbox) {
        expect(mail.text_body).not.toContain(token);
        expect(mail.text_body).toContain(WITHHELD_LINK);
      }
    });

    it('opens a 7-day HttpOnly SameSite=Lax session once, and says plainly when it is used, altered or expired', async () => {
      const token = await askLink(DONOR);
      // Following the link spends nothing (mail scanners follow links): it shows a button that does.
      const landing = await get(`${OWN_PAGE_PATHS.open}?token=${token}`);
      expect(viewOf(landing.body)).toEqual({ state: 'confirm-link', token });
      const opened = await postForm(OWN_PAGE_PATHS.open, { token });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe('/me');
      const cookie = String(opened.headers['set-cookie']);
      expect(cookie).toMatch(/^forum_me=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);

      const again = await postForm(OWN_PAGE_PATHS.open, { token });
      expect(again.statusCode).toBe(410);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(viewOf(again.body)).toMatchObject({
        state: 'signed-out',
        notice: { message: OWN_PAGE_MESSAGES.linkUsed },
      });
      expect(viewOf((await get(`${OWN_PAGE_PATHS.open}?token=${token}`)).body)).toMatchObject({
        notice: { message: OWN_PAGE_MESSAGES.linkUsed },
      });

      const altered = await postForm(OWN_PAGE_PATHS.open, {
        token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      });
      expect(altered.statusCode).toBe(400);
      expect(viewOf(altered.body)).toMatchObject({ notice: { message: OWN_PAGE_MESSAGES.linkInvalid } });

      const late = await askLink(DONOR);
      await t.app.db
        .updateTable('own_page_links')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashLinkToken(late))
        .execute();
      const expired = await postForm(OWN_PAGE_PATHS.open, { token: late });
      expect(expired.statusCode).toBe(410);
      expect(expired.headers['set-cookie']).toBeUndefined();
      expect(viewOf(expired.body)).toMatchObject({
        state: 'signed-out',
        notice: { message: OWN_PAGE_MESSAGES.linkExpired },
      });
    });

    it('refuses an address that is not one, with the message by the field', async () => {
      const answer = await postForm(OWN_PAGE_PATHS.signIn, { email: 'not an address' });
      expect(answer.statusCode).toBe(422);
      expect(viewOf(answer.body)).toMatchObject({
        email: 'not an address',
        emailError: OWN_PAGE_MESSAGES.emailInvalid,
      });
    });
  });

  describe('the limits', () => {
    it('limits links per address (answering as ever) and per client (saying so)', async () => {
      const limited = await createTestApp(
        target,
        { ownPageLinkLimits: { perAddress: 3, perClient: 6, windowMs: 15 * 60_000 } },
        { STATIC_DIR: build, PUBLIC_URL: SITE, SMTP_URL: smtp.url },
      );
      const postForm = (url: string, fields: Record<string, string>, options: { ip?: string } = {}) =>
        limited.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
          remoteAddress: options.ip ?? `10.9.${target === 'sqlite' ? 1 : 2}.${(client += 1)}`,
        });
      try {
        const address = `limited-${target}@forum.test`;
        await insertTestMember(limited.app.db, 'approved', address);
        const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length;
        for (let i = 0; i < 3; i += 1) await postForm(OWN_PAGE_PATHS.signIn, { email: address });
        await vi.waitFor(() => expect(mailsTo(address)).toBe(3), { timeout: 10_000 });
        const sentBefore = mailsTo(address);
        const fourth = await postForm(OWN_PAGE_PATHS.signIn, { email: address });
        expect(fourth.statusCode).toBe(303);
        expect(fourth.headers.location).toBe('/me?done=linkSent');
        // A link asked for after the fourth is made after it: once that one has arrived, a fourth would have too.
        const later = `later-${target}@forum.test`;
        await insertTestMember(limited.app.db, 'approved', later);
        await postForm(OWN_PAGE_PATHS.signIn, { email: later });
        await vi.waitFor(() => expect(mailsTo(later)).toBe(1), { timeout: 10_000 });
        expect(mailsTo(address)).toBe(sentBefore);

        const ip = `10.77.${target === 'sqlite' ? 1 : 2}.1`;
        for (let i = 0; i < 6; i += 1) {
          const answer = await postForm(OWN_PAGE_PATHS.signIn, { email: `x${i}@forum.test` }, { ip });
          expect(answer.statusCode).toBe(303);
        }
        const refused = await postForm(OWN_PAGE_PATHS.signIn, { email: 'x7@forum.test' }, { ip });
        expect(refused.statusCode).toBe(429);
        expect(viewOf(refused.body)).toMatchObject({
          notice: { message: OWN_PAGE_MESSAGES.tooManyRequests },
        });
      } finally {
        await limited.close();
      }
    });
  });

  describe('the session', () => {
    it("shows only its own address's gifts, gives no admin rights, and ends with sign out", async () => {
      const cookie = await signIn(DONOR);
      const view = viewOf((await get('/me', cookie)).body);
      expect(view).toMatchObject({ state: 'signed-in', email: DONOR });
      if (view.state !== 'signed-in') throw new Error('not signed in');
      expect(view.gifts).toEqual([
        {
          reference: 'gift-2026-a',
          paidAt: '2025-12-31T23:30:00.000Z',
          amountKobo: 250_050,
          program: null,
          donationType: 'once',
          status: 'paid',
          refundedKobo: 0,
        },
        {
          reference: 'gift-2025-a',
          paidAt: '2025-03-01T10:00:00.000Z',
          amountKobo: 500_000,
          program: 'Clean Water for Kano',
          donationType: 'once',
          status: 'paid',
          refundedKobo: 0,
        },
      ]);
      expect(view.statementYears).toEqual(expect.arrayContaining([2026, 2025]));
      expect(JSON.stringify(view)).not.toContain(OTHER);
      expect(ownPageViewSchema.parse((await get('/api/me', cookie)).json())).toEqual({
        ...view,
        formKey: expect.any(String),
      });

      const admin = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });
      expect(admin.statusCode).toBe(401);

      const signedOut = await postForm(OWN_PAGE_PATHS.signOut, {}, { cookie });
      expect(String(signedOut.headers['set-cookie'])).toMatch(
        /^forum_me=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/,
      );
      expect(viewOf((await followed(signedOut)).body)).toMatchObject({
        state: 'signed-out',
        notice: { message: OWN_PAGE_MESSAGES.signedOut },
      });
      // The old cookie, kept by a careless browser, opens nothing.
      expect(viewOf((await get('/me', cookie)).body)).toMatchObject({ state: 'signed-out' });
      expect((await get(OWN_PAGE_PATHS.receipt('gift-2025-a'), cookie)).statusCode).toBe(401);
    });

    it("downloads every record held under its own address as one JSON file, and nothing of another's", async () => {
      expect((await get(OWN_PAGE_PATHS.myData)).statusCode).toBe(401);
      const cookie = await signIn(DONOR);
      const answer = await get(OWN_PAGE_PATHS.myData, cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toContain('attachment');
      const data = JSON.parse(answer.body) as { email: string; gifts: Array<{ reference: string }> };
      expect(data.email).toBe(DONOR);
      expect(data.gifts.map((gift) => gift.reference).sort()).toEqual(['gift-2025-a', 'gift-2026-a']);
      expect(answer.body).not.toContain(OTHER);
      expect(answer.body).not.toContain('gift-other');
    });

    it('ends after 7 days', async () => {
      const cookie = await signIn(DONOR);
      await t.app.db
        .updateTable('own_page_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashLinkToken(cookie.split('=')[1]!))
        .execute();
      expect(viewOf((await get('/me', cookie)).body)).toMatchObject({ state: 'signed-out' });
    });
  });

  describe('the PDFs', () => {
    it("prints a gift's receipt, and none of another address's gift", async () => {
      const cookie = await signIn(DONOR);
      const receipt = await get(OWN_PAGE_PATHS.receipt('gift-2025-a'), cookie);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(receipt.rawPayload);
      for (const part of [
        'Helping Hands Humanitarian Forum',
        FORUM_ADDRESS,
        `Registration number: ${REGISTRATION}`,
        '₦5,000.00',
        'Clean Water for Kano',
        'gift-2025-a',
        '2025-03-01',
        DONOR,
      ])
        expect(text).toContain(part);
      expect((await get(OWN_PAGE_PATHS.receipt('gift-other'), cookie)).statusCode).toBe(404);
    });

    it("states a year's gifts in Lagos's calendar with the total and a number kept for that total", async () => {
      const cookie = await signIn(DONOR);
      const first = await get(OWN_PAGE_PATHS.statement(2025), cookie);
      expect(first.statusCode).toBe(200);
      const text = await pdfText(first.rawPayload);
      expect(text).toContain('Statement of gifts for 2025');
      expect(text).toContain('Total given in 2025: ₦5,000.00 (1 gift)');
      expect(text).not.toContain('gift-2026-a');
      expect(text).not.toContain('₦9,999.00');
      const number = /Statement number: (ST-2025-[0-9A-F]{8})/.exec(text)?.[1];
      expect(number).toBeDefined();
      const stored = await t.app.db
        .selectFrom('gift_statements')
        .selectAll()
        .where('statement_number', '=', number!)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ email: DONOR, year: 2025, gift_count: 1, total_kobo: 500_000 });
      const again = await pdfText((await get(OWN_PAGE_PATHS.statement(2025), cookie)).rawPayload);
      expect(again).toContain(`Statement number: ${number}`);

      // Two downloads of a first statement at once: one number for the year, both answered.
      const [left, right] = await Promise.all([
        get(OWN_PAGE_PATHS.statement(2026), cookie),
        get(OWN_PAGE_PATHS.statement(2026), cookie),
      ]);
      expect([left.statusCode, right.statusCode]).toEqual([200, 200]);
      const numbers = await Promise.all(
        [left, right].map(
          async (answer) => /Statement number: (\S+)/.exec(await pdfText(answer.rawPayload))?.[1],
        ),
      );
      expect(numbers[0]).toBe(numbers[1]);
      const next = await pdfText((await get(OWN_PAGE_PATHS.statement(2026), cookie)).rawPayload);
      expect(next).toContain('Total given in 2026: ₦2,500.50 (1 gift)');
      expect(next).not.toContain(number);
    });

    it('shows money that went back: a gift refunded in part, one disputed; the statement totals what was kept', async () => {
      const before = await pdfText(
        (await get(OWN_PAGE_PATHS.statement(2025), await signIn(DONOR))).rawPayload,
      );
      expect(before).toContain('Total given in 2025: ₦5,000.00 (1 gift)');
      await createRefundsRepository(t.app.db).applyEvent({
        providerRefundId: 'own-page-refund-1',
        reference: 'gift-2025-a',
        amountKobo: 200_000,
        currency: CURRENCY,
        status: 'processed',
        message: null,
      });
      await createDisputesRepository(t.app.db).recordOpen(
        {
          providerDisputeId: 'own-page-dispute-1',
          reference: 'gift-2026-a',
          amountKobo: 250_050,
          currency: CURRENCY,
          dueAt: null,
        },
        false,
      );
      const cookie = await signIn(DONOR);
      const view = viewOf((await get('/me', cookie)).body);
      if (view.state !== 'signed-in') throw new Error('not signed in');
      expect(
        view.gifts.map(({ reference, status, refundedKobo }) => ({ reference, status, refundedKobo })),
      ).toEqual([
        { reference: 'gift-2026-a', status: 'disputed', refundedKobo: 0 },
        { reference: 'gift-2025-a', status: 'refunded-in-part', refundedKobo: 200_000 },
      ]);
      const receipt = await pdfText((await get(OWN_PAGE_PATHS.receipt('gift-2025-a'), cookie)).rawPayload);
      expect(receipt).toContain('Amount: ₦5,000.00 Refunded: ₦2,000.00 Kept by the forum: ₦3,000.00');
      expect(receipt).toContain('Status: Refunded in part');
      const disputed = await pdfText((await get(OWN_PAGE_PATHS.receipt('gift-2026-a'), cookie)).rawPayload);
      expect(disputed).not.toContain('Refunded');

      // The refund is a line under its gift, so the amounts add up to the total.
      const text = (await pdfText((await get(OWN_PAGE_PATHS.statement(2025), cookie)).rawPayload)).replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain(
        '2025-03-01 ₦5,000.00 Clean Water for Kano Once gift-2025-a −₦2,000.00 Refunded gift-2025-a',
      );
      expect(text).toContain('Total given in 2025: ₦3,000.00 (1 gift)');

      // A number names one total: the new total has its own, and the old number still names the old total.
      const numberOf = (statement: string) => /Statement number: (\S+)/.exec(statement)?.[1] ?? '';
      const statements = t.app.db.selectFrom('gift_statements').select(['year', 'gift_count', 'total_kobo']);
      expect(numberOf(text)).not.toBe(numberOf(before));
      expect(
        await statements
          .where('statement_number', 'in', [numberOf(before), numberOf(text)])
          .orderBy('id')
          .execute(),
      ).toEqual([
        { year: 2025, gift_count: 1, total_kobo: 500_000 },
        { year: 2025, gift_count: 1, total_kobo: 300_000 },
      ]);
      const again = await pdfText((await get(OWN_PAGE_PATHS.statement(2025), cookie)).rawPayload);
      expect(numberOf(again)).toBe(numberOf(text));
    });

    it('ends a name too long for its column with an ellipsis', async () => {
      const { yearlyStatementPdf } = await import('../documents/gift-documents');
      const gift = {
        reference: 'gift-long-name',
        paidAt: '2026-05-01T10:00:00.000Z',
        amountKobo: 10_000_000,
        program: 'Free Medical Outreach, Moniya',
        donationType: 'once' as const,
        status: 'paid' as const,
        refundedKobo: 0,
      };
      const pdf = await yearlyStatementPdf({
        forum: { address: undefined, registrationNumber: undefined },
        email: DONOR,
        year: 2026,
        statementNumber: 'ST-2026-00000000',
        gifts: [gift],
        totalKobo: gift.amountKobo,
      });
      expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toMatch(
        /₦100,000\.00 Free Medical Outreach, M\w*… Once gift-long-name/,
      );
    });

    it('says so for a year with no gifts instead of sending an empty statement', async () => {
      const cookie = await signIn(DONOR);
      const none = await get(OWN_PAGE_PATHS.statement(2019), cookie);
      expect(none.statusCode).toBe(404);
      expect(none.headers['content-type']).toMatch(/^text\/html/);
      expect(viewOf(none.body)).toMatchObject({
        notice: { tone: 'error', message: OWN_PAGE_MESSAGES.noGiftsInYear(2019) },
      });
    });
  });

  describe('monthly gifts', () => {
    const monthlyDonor = `monthly-${target}@forum.test`;

    async function giveMonthly(): Promise<string> {
      const plan = monthlyPlanEndpoint.response.parse(
        (
          await t.app.inject({ method: 'POST', url: monthlyPlanEndpoint.path, payload: { amount: 5000 } })
        ).json(),
      );
      const paid = await t.app.inject({
        method: 'POST',
        url: sandboxCheckoutEndpoint.path,
        payload: { email: monthlyDonor, amount: 500_000, currency: CURRENCY, plan: plan.data.planCode },
      });
      const { reference } = sandboxCheckoutResponseSchema.parse(paid.json()).data;
      const verified = await t.app.inject({
        method: 'POST',
        url: verifyPaymentEndpoint.path,
        payload: { reference, purpose: 'donation', amount: 5000, donationType: 'monthly' },
      });
      expect(verified.json()).toMatchObject({ status: 'success' });
      const gift = await t.app.db
        .selectFrom('monthly_gifts')
        .selectAll()
        .where('email', '=', monthlyDonor)
        .where('status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      return gift.subscription_code;
    }

    it("sends the donor to Paystack's manage link, where the card is changed", async () => {
      const code = await giveMonthly();
      const receipt = await t.app.db
        .selectFrom('outbox')
        .select('text_body')
        .where('recipient', '=', monthlyDonor)
        .executeTakeFirstOrThrow();
      expect(receipt.text_body).toContain(`See your page: ${SITE}/me`);
      const cookie = await signIn(monthlyDonor);
      const view = viewOf((await get('/me', cookie)).body);
      expect(view).toMatchObject({
        monthlyGifts: [{ subscriptionCode: code, status: 'active', cancellable: true }],
      });
      const card = await postForm(OWN_PAGE_PATHS.changeCard(code), {}, { cookie });
      expect(card.statusCode).toBe(303);
      expect(card.headers.location).toMatch(
        new RegExp(`/sandbox/paystack/manage/${code}\\?subscription_token=`),
      );
      const managePage = new URL(String(card.headers.location));
      const manage = await t.app.inject({ method: 'GET', url: managePage.pathname + managePage.search });
      expect(manage.body).toContain('from the card ending in 4081');
      const changed = await t.app.inject({
        method: 'POST',
        url: `${managePage.pathname}/card`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token: managePage.searchParams.get('subscription_token')!,
        }).toString(),
      });
      expect(changed.statusCode).toBe(303);
      const after = await t.app.inject({ method: 'GET', url: String(changed.headers.location) });
      expect(after.body).toContain('from the card ending in 1111');
    });

    it('cancels through Paystack with the e-mail token, and only the signed-in donor can', async () => {
      const code = (
        await t.app.db
          .selectFrom('monthly_gifts')
          .select('subscription_code')
          .where('email', '=', monthlyDonor)
          .executeTakeFirstOrThrow()
      ).subscription_code;
      const stranger = await signIn(DONOR);
      const refused = await postForm(OWN_PAGE_PATHS.cancelMonthly(code), {}, { cookie: stranger });
      expect(refused.statusCode).toBe(404);
      expect(
        (
          await t.app.db
            .selectFrom('sandbox_subscriptions')
            .select('status')
            .where('subscription_code', '=', code)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('active');

      const cookie = await signIn(monthlyDonor);
      const cancelled = await postForm(OWN_PAGE_PATHS.cancelMonthly(code), {}, { cookie });
      expect(viewOf((await followed(cancelled, cookie)).body)).toMatchObject({
        notice: { tone: 'success', message: OWN_PAGE_MESSAGES.monthlyCancelled },
        monthlyGifts: [{ subscriptionCode: code, status: 'cancelled', cancellable: false }],
      });
      expect(
        (
          await t.app.db
            .selectFrom('sandbox_subscriptions')
            .select('status')
            .where('subscription_code', '=', code)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('cancelled');
      expect(
        (
          await t.app.db
            .selectFrom('monthly_gifts')
            .select('status')
            .where('subscription_code', '=', code)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('cancelled');
    });
  });

  describe('e-mail preferences', () => {
    const consentsOf = (email: string) =>
      t.app.db
        .selectFrom('consents')
        .select(['subject', 'action', 'method', 'notice_version'])
        .where('email', '=', email)
        .orderBy('id')
        .execute();
    const newsAndAppealsOf = (html: string) => {
      const view = viewOf(html);
      if (view.state !== 'signed-in') throw new Error('not signed in');
      return view.newsAndAppeals;
    };
    const choose = (choice: string | undefined, cookie?: string) =>
      postForm(
        OWN_PAGE_PATHS.mailPreferences,
        choice === undefined ? {} : { [NEWS_AND_APPEALS_FIELD]: choice },
        { cookie },
      );

    it("shows the person's latest word on news and appeals, records each change as consent, and no one else's", async () => {
      const person = `prefs-${target}-${Date.now()}@forum.test`;
      const neighbour = `prefs-neighbour-${target}-${Date.now()}@forum.test`;
      await insertTestMember(t.app.db, 'approved', person);
      await insertTestMember(t.app.db, 'approved', neighbour);
      const consents = createConsentsRepository(t.app.db);
      const byDonationForm = {
        subject: 'updates',
        action: 'given',
        noticeVersion: PRIVACY_NOTICE_VERSION,
      } as const;
      await consents.record({ ...byDonationForm, email: person, method: 'donation form' });
      await consents.record({ ...byDonationForm, email: neighbour, method: 'donation form' });
      const cookie = await signIn(person);
      expect(newsAndAppealsOf((await get('/me', cookie)).body)).toBe('given');

      const off = await choose('no', cookie);
      expect(viewOf((await followed(off, cookie)).body)).toMatchObject({
        notice: { tone: 'success', message: OWN_PAGE_MESSAGES.newsAndAppealsOff },
        newsAndAppeals: 'withdrawn',
        mailPreferencesError: null,
      });
      expect(newsAndAppealsOf((await get('/me', cookie)).body)).toBe('withdrawn');
      // Said again (a reload, a double tap): nothing more recorded.
      await choose('no', cookie);
      const on = await choose('yes', cookie);
      expect(viewOf((await followed(on, cookie)).body)).toMatchObject({
        notice: { tone: 'success', message: OWN_PAGE_MESSAGES.newsAndAppealsOn },
        newsAndAppeals: 'given',
      });
      const ownPage = { subject: 'updates', method: 'own page', notice_version: PRIVACY_NOTICE_VERSION };
      expect(await consentsOf(person)).toEqual([
        {
          subject: 'updates',
          action: 'given',
          method: 'donation form',
          notice_version: PRIVACY_NOTICE_VERSION,
        },
        { ...ownPage, action: 'withdrawn' },
        { ...ownPage, action: 'given' },
      ]);
      await choose('no', cookie);
      expect(newsAndAppealsOf((await get('/me', cookie)).body)).toBe('withdrawn');

      // The neighbour's word stands, and their page shows it.
      expect(await consentsOf(neighbour)).toEqual([
        {
          subject: 'updates',
          action: 'given',
          method: 'donation form',
          notice_version: PRIVACY_NOTICE_VERSION,
        },
      ]);
      expect(newsAndAppealsOf((await get('/me', await signIn(neighbour))).body)).toBe('given');
    });

    it('shows no word as none, refuses a form without a choice by the field, and changes nothing without a session', async () => {
      const person = `prefs-none-${target}-${Date.now()}@forum.test`;
      await insertTestMember(t.app.db, 'approved', person);
      const cookie = await signIn(person);
      expect(newsAndAppealsOf((await get('/me', cookie)).body)).toBeNull();
      for (const choice of [undefined, '', 'maybe']) {
        const refused = await choose(choice, cookie);
        expect(refused.statusCode).toBe(422);
        expect(viewOf(refused.body)).toMatchObject({
          newsAndAppeals: null,
          mailPreferencesError: OWN_PAGE_MESSAGES.newsAndAppealsRequired,
        });
      }
      // Another site's form, posted without the session cookie (SameSite=Lax keeps it back), opens nothing.
      const forged = await choose('yes');
      expect(forged.statusCode).toBe(401);
      expect(viewOf(forged.body)).toMatchObject({ state: 'signed-out' });
      expect(await consentsOf(person)).toEqual([]);
    });

    it("decides the mail that honours the consent by the latest word, each person's by their own", async () => {
      const person = `prefs-mail-${target}-${Date.now()}@forum.test`;
      const neighbour = `prefs-mail-neighbour-${target}-${Date.now()}@forum.test`;
      const member = await insertTestMember(t.app.db, 'approved', person);
      const other = await insertTestMember(t.app.db, 'approved', neighbour);
      const headers = await adminAuthHeader(t.app);
      /** Files a request for the member, has the admin approve it, and answers the mails it queued to them. */
      const decideOne = async (of: typeof member) => {
        const request = await createMemberRequestsRepository(t.app.db).createPending(
          { name: of.name, ulid: of.ulid, type: 'leave', duration: 2, description: 'Rest' },
          Number(of.id),
        );
        const decided = await t.app.inject({
          method: 'POST',
          url: updateMemberRequestStatusEndpoint.path,
          headers,
          payload: { id: request.id, status: 'approved' },
        });
        expect(decided.statusCode).toBe(200);
        const mails = await t.app.db
          .selectFrom('outbox')
          .select('subject')
          .where('recipient', '=', of.email)
          .where('subject', '=', 'Your leave application has been approved')
          .execute();
        return mails.length;
      };
      const cookie = await signIn(person);
      expect(await decideOne(member)).toBe(1);
      await choose('no', cookie);
      expect(await decideOne(member)).toBe(1);
      expect(await decideOne(other)).toBe(1);
      await choose('yes', cookie);
      expect(await decideOne(member)).toBe(2);
      expect(await newsAndAppealsConsent(t.app.db, person)).toBe('given');
    });
  });

  describe('a member', () => {
    it('sees their card and files a request with their own name and ULID, whatever the form sent, then sees it decided', async () => {
      const memberEmail = `Member.${target}@Forum.test`;
      const member = await insertTestMember(t.app.db, 'approved', memberEmail);
      const namesake = await insertTestMember(t.app.db, 'approved', `namesake-${target}@forum.test`);
      const cookie = await signIn(memberEmail.toLowerCase());
      const view = viewOf((await get('/me', cookie)).body);
      expect(view).toMatchObject({ member: { ulid: member.ulid, name: member.name }, memberRequests: [] });

      const missing = await postForm(
        OWN_PAGE_PATHS.memberRequest,
        { type: 'leave', duration: '', description: 'Rest' },
        { cookie },
      );
      expect(missing.statusCode).toBe(422);
      expect(viewOf(missing.body)).toMatchObject({
        memberRequestForm: { errors: { duration: 'Duration is required for leave' } },
      });
      // With no type, every other field's message too, as on the public form.
      const untyped = await postForm(OWN_PAGE_PATHS.memberRequest, { type: '', description: '' }, { cookie });
      expect(untyped.statusCode).toBe(422);
      expect(viewOf(untyped.body)).toMatchObject({
        memberRequestForm: {
          errors: {
            type: MEMBER_REQUEST_MESSAGES.typeRequired,
            description: MEMBER_REQUEST_MESSAGES.descriptionRequired,
          },
        },
      });

      const fields = {
        name: 'Someone Else',
        ulid: namesake.ulid,
        type: 'leave',
        duration: '5',
        description: 'Family visit',
        idempotencyKey: view.state === 'signed-in' ? view.formKey : '',
      };
      const filed = await postForm(OWN_PAGE_PATHS.memberRequest, fields, { cookie });
      // Sent again (a double tap): the first answer, and nothing filed twice.
      const again = await postForm(OWN_PAGE_PATHS.memberRequest, fields, { cookie });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(filed.headers.location);
      // The page it sends the browser to, reloaded: the notice again, and nothing filed again.
      await followed(filed, cookie);
      const after = viewOf((await followed(filed, cookie)).body);
      expect(after).toMatchObject({
        notice: { message: OWN_PAGE_MESSAGES.memberRequestFiled },
        memberRequests: [{ type: 'leave', duration: 5, status: 'pending', description: 'Family visit' }],
      });
      const [stored, ...twice] = await t.app.db
        .selectFrom('member_requests')
        .selectAll()
        .where('description', '=', 'Family visit')
        .execute();
      expect(twice).toEqual([]);
      if (!stored) throw new Error('no request filed');
      expect(stored).toMatchObject({ member_id: member.id, ulid: member.ulid, name: member.name });

      const decided = await t.app.inject({
        method: 'POST',
        url: updateMemberRequestStatusEndpoint.path,
        headers: await adminAuthHeader(t.app),
        payload: { id: stored.id, status: 'approved' },
      });
      expect(decided.statusCode).toBe(200);
      const memberMails = await t.app.db
        .selectFrom('outbox')
        .select('text_body')
        .where('recipient', '=', memberEmail)
        .execute();
      // The notice of the request filed, and of its decision.
      expect(memberMails).toHaveLength(2);
      for (const mail of memberMails) expect(mail.text_body).toContain(`See your page: ${SITE}/me`);
      expect(viewOf((await get('/me', cookie)).body)).toMatchObject({
        memberRequests: [{ id: Number(stored.id), status: 'approved' }],
      });
    });

    it('cannot file a member request without a member record', async () => {
      const cookie = await signIn(DONOR);
      const refused = await postForm(
        OWN_PAGE_PATHS.memberRequest,
        { type: 'leave', duration: '2', description: 'x' },
        { cookie },
      );
      expect(refused.statusCode).toBe(403);
    });
  });
});
