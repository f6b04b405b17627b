import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CURRENCY } from '@contract/constants';
import {
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  privacyNoticeSettingsSchema,
  UNSUBSCRIBE_PATH,
} from '@contract/privacy';
import { sandboxCheckoutEndpoint, sandboxCheckoutResponseSchema } from '@contract/paystack';
import { MINIMAL_PDF, PNG_1PX } from '../testing/fixtures';
import { embeddedQueryData, fakePageBuild } from '../testing/fake-page-build';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import {
  APPLICANT,
  listenOnFreePort,
  paidApplicationFee,
  submitApplication,
} from '../payments/__tests__/payment-fixtures';
import { escapeHtml } from '../pages/page-html';
import { unsubscribeToken } from '../services/mail-preferences';
import { verifyPaymentEndpoint } from '@contract/donation';
import { submitMemberRequestEndpoint, updateMemberRequestStatusEndpoint } from '@contract/member-request';
import { insertTestMember } from '../testing/test-members';
import { startSmtpSink } from '../testing/smtp-sink';

const SITE = 'https://forum.example.org';

describe.each(await databaseTargets())(
  'personal data: notice, consent, unsubscribe, access log on %s',
  (target) => {
    let t: TestApp;
    let build: string;
    beforeAll(async () => {
      build = fakePageBuild();
      t = await createTestApp(
        target,
        {},
        {
          STATIC_DIR: build,
          PUBLIC_URL: SITE,
          RETENTION_DECIDED_DOCUMENTS_DAYS: '45',
          PRIVACY_CONTACT_EMAIL: 'privacy@forum.example.org',
        },
      );
      await listenOnFreePort(t.app);
    });
    afterAll(async () => {
      await t.close();
      rmSync(build, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await t.app.db.deleteFrom('consents').execute();
      await t.app.db.deleteFrom('outbox').execute();
      // Each test applies afresh: an address with an application under review cannot apply again.
      await t.app.db.updateTable('membership_applications').set({ status: 'withdrawn' }).execute();
    });

    const apply = async (reference: string, fields: Record<string, string> = {}) =>
      submitApplication(t.app, {
        fields: { ...APPLICANT, paymentReference: reference, ...fields },
        image: { name: 'passport.png', content: PNG_1PX },
        certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
      });
    const consents = () => t.app.db.selectFrom('consents').selectAll().orderBy('id').execute();

    it('renders /privacy on the server with the retention periods and contact from the settings', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/privacy' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const settings = privacyNoticeSettingsSchema.parse(embeddedQueryData(page.body, ['privacy', 'notice']));
      expect(settings).toEqual({
        version: PRIVACY_NOTICE_VERSION,
        controllerName: null,
        contactEmail: 'privacy@forum.example.org',
        retention: { decidedDocumentsDays: 45, draftDays: 30, donorDataYears: 6 },
      });
      const api = await t.app.inject({ method: 'GET', url: '/api/privacy/notice' });
      expect(api.json()).toEqual({ success: true, data: settings });
    });

    it('refuses an application without the ticked declaration (400) and stores nothing', async () => {
      const reference = await paidApplicationFee(t.app);
      for (const consent of [undefined, 'false', 'on', '']) {
        const fields: Record<string, string> = { ...APPLICANT, paymentReference: reference };
        if (consent === undefined) delete fields.consent;
        else fields.consent = consent;
        const response = await submitApplication(t.app, {
          fields,
          image: { name: 'passport.png', content: PNG_1PX },
          certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message: PRIVACY_MESSAGES.consentRequired });
      }
      const stored = await t.app.db
        .selectFrom('membership_applications')
        .select('id')
        .where('payment_reference', '=', reference)
        .execute();
      expect(stored).toEqual([]);
      expect(await consents()).toEqual([]);
    });

    it('records the consent with the application: who, what, notice version, when and how', async () => {
      const reference = await paidApplicationFee(t.app);
      const before = new Date().toISOString();
      expect((await apply(reference)).statusCode).toBe(201);
      const application = await t.app.db
        .selectFrom('membership_applications')
        .select('id')
        .where('payment_reference', '=', reference)
        .executeTakeFirstOrThrow();
      const recorded = await consents();
      expect(recorded).toEqual([
        expect.objectContaining({
          email: APPLICANT.email,
          subject: 'application_documents',
          action: 'given',
          notice_version: PRIVACY_NOTICE_VERSION,
          method: 'membership application form',
          reference: String(application.id),
        }),
      ]);
      expect(recorded[0]!.created_at >= before).toBe(true);
    });

    /** A donation paid in the emulator with the given custom fields, then verified as the browser does. */
    async function donate(email: string, customFields: Array<Record<string, string>>) {
      const checkout = await t.app.inject({
        method: 'POST',
        url: sandboxCheckoutEndpoint.path,
        payload: {
          email,
          amount: 500_000,
          currency: CURRENCY,
          metadata: { purpose: 'donation', custom_fields: customFields },
        },
      });
      const { reference } = sandboxCheckoutResponseSchema.parse(checkout.json()).data;
      const verified = await t.app.inject({
        method: 'POST',
        url: verifyPaymentEndpoint.path,
        payload: { reference, purpose: 'donation' },
      });
      expect(verified.statusCode).toBe(200);
      return reference;
    }

    it("records 'Keep me updated' only when ticked, once, and takes the gift either way", async () => {
      const ticked = await donate('keen@forum.test', [
        { display_name: 'Keep me updated', variable_name: 'keep_updated', value: 'yes' },
      ]);
      const unticked = await donate('quiet@forum.test', []);
      // Verified again: recorded once.
      await t.app.inject({
        method: 'POST',
        url: verifyPaymentEndpoint.path,
        payload: { reference: ticked, purpose: 'donation' },
      });
      const payments = await t.app.db
        .selectFrom('payments')
        .select(['reference', 'status'])
        .where('reference', 'in', [ticked, unticked])
        .execute();
      expect(payments).toHaveLength(2);
      expect(await consents()).toEqual([
        expect.objectContaining({
          email: 'keen@forum.test',
          subject: 'updates',
          action: 'given',
          notice_version: PRIVACY_NOTICE_VERSION,
          method: 'donation form',
          reference: ticked,
        }),
      ]);
    });

    it('puts an unsubscribe link in mail that is not a receipt, and none in a receipt', async () => {
      const reference = await paidApplicationFee(t.app);
      expect((await apply(reference)).statusCode).toBe(201);
      await donate(APPLICANT.email, []);
      const mails = await t.app.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', APPLICANT.email)
        .execute();
      const received = mails.find((mail) => mail.subject.includes('membership application'));
      const receipt = mails.find((mail) => mail.subject.startsWith('Thank you for your donation'));
      expect(received?.text_body).toContain(
        `${SITE}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(t.config.jwtSecret, APPLICANT.email)}`,
      );
      expect(receipt).toBeDefined();
      expect(receipt?.text_body).not.toContain(UNSUBSCRIBE_PATH);
    });

    it("puts the link in a member's request notice and decision mail too, and keeps the notice after an unsubscribe", async () => {
      const member = await insertTestMember(t.app.db, 'approved', 'member-mail@forum.test');
      const link = `${SITE}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(t.config.jwtSecret, member.email)}`;
      const fileLeave = () =>
        t.app.inject({
          method: 'POST',
          url: submitMemberRequestEndpoint.path,
          payload: { name: member.name, ulid: member.ulid, type: 'leave', duration: 3, description: 'Rest' },
        });
      expect((await fileLeave()).statusCode).toBe(200);
      const request = await t.app.db
        .selectFrom('member_requests')
        .select('id')
        .where('ulid', '=', member.ulid)
        .executeTakeFirstOrThrow();
      const decided = await t.app.inject({
        method: 'POST',
        url: updateMemberRequestStatusEndpoint.path,
        headers: await adminAuthHeader(t.app),
        payload: { id: request.id, status: 'approved' },
      });
      expect(decided.statusCode).toBe(200);
      const mailTo = () =>
        t.app.db
          .selectFrom('outbox')
          .select(['subject', 'text_body'])
          .where('recipient', '=', member.email)
          .orderBy('id')
          .execute();
      const [filed, decision] = await mailTo();
      // Each footer names only what the link stops: the notice of a request filed in their name still comes.
      const footer = (text = '') => text.split('\n--\n').at(-1);
      expect(filed?.subject).toBe('A leave request was filed with your member ID');
      expect(footer(filed?.text_body)).toBe(
        `To stop the forum's news and appeals, open: ${link}\nNotices like this one, of a request filed in your name, still come.`,
      );
      expect(decision?.subject).toMatch(/^Your leave/);
      expect(footer(decision?.text_body)).toBe(
        `To stop the forum's news and appeals, and e-mails like this one, open: ${link}`,
      );

      // Unsubscribed: the decision mail stops, the notice of a request filed in their name still comes.
      const unsubscribed = await t.app.inject({
        method: 'POST',
        url: link.slice(SITE.length),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode).toBe(200);
      await t.app.db.deleteFrom('outbox').execute();
      expect((await fileLeave()).statusCode).toBe(200);
      expect((await mailTo()).map((mail) => mail.subject)).toEqual([
        'A leave request was filed with your member ID',
      ]);
    });

    it('sends the link as List-Unsubscribe headers for a one-click unsubscribe, and none with a receipt', async () => {
      const smtp = await startSmtpSink();
      const mailing = await createTestApp(target, {}, { PUBLIC_URL: SITE, SMTP_URL: smtp.url });
      try {
        await listenOnFreePort(mailing.app);
        const reference = await paidApplicationFee(mailing.app);
        const applied = await submitApplication(mailing.app, {
          fields: { ...APPLICANT, paymentReference: reference },
          image: { name: 'passport.png', content: PNG_1PX },
          certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
        });
        expect(applied.statusCode).toBe(201);
        const checkout = await mailing.app.inject({
          method: 'POST',
          url: sandboxCheckoutEndpoint.path,
          payload: {
            email: APPLICANT.email,
            amount: 500_000,
            currency: CURRENCY,
            metadata: { purpose: 'donation' },
          },
        });
        const gift = sandboxCheckoutResponseSchema.parse(checkout.json()).data.reference;
        const verified = await mailing.app.inject({
          method: 'POST',
          url: verifyPaymentEndpoint.path,
          payload: { reference: gift, purpose: 'donation' },
        });
        expect(verified.statusCode).toBe(200);
        await mailing.app.mailer.flush();
        // Long header lines are folded onto the next line by the sender.
        const sent = smtp.received.map((mail) => mail.text.replace(/\r?\n[ \t]+/g, ' '));
        const received = sent.find((text) =>
          text.includes('Subject: We have received your membership application'),
        );
        // The receipt's subject carries the naira sign, so it is encoded: found by the gift's reference instead.
        const receipt = sent.find((text) => text.includes(gift));
        const link = `${SITE}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(mailing.config.jwtSecret, APPLICANT.email)}`;
        expect(received).toContain(`List-Unsubscribe: <${link}>`);
        expect(received).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        expect(receipt).toBeDefined();
        expect(receipt).not.toContain('List-Unsubscribe');
      } finally {
        await mailing.close();
        await smtp.close();
      }
    });

    it('withdraws by the button of the page the link opens, with no sign-in, records it once, and sends no more such mail', async () => {
      const token = unsubscribeToken(t.config.jwtSecret, APPLICANT.email);
      const link = `${UNSUBSCRIBE_PATH}?token=${token}`;
      // Opening the link (as a mail scanner does, ahead of the person) only asks.
      for (let visit = 0; visit < 2; visit += 1) {
        const page = await t.app.inject({ method: 'GET', url: link });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(escapeHtml(PRIVACY_MESSAGES.unsubscribeConfirm));
        expect(page.body).toContain(APPLICANT.email);
        expect(page.body).toContain(
          'no more news and appeals from the forum, nor other e-mails that carry this link',
        );
        expect(page.body).toContain(
          `<form method="post" action="${link}"><button type="submit">Unsubscribe</button></form>`,
        );
        expect(page.body).not.toContain(PRIVACY_MESSAGES.unsubscribed);
      }
      expect(await consents()).toEqual([]);
      // The button: a plain form's POST to the link, with nothing in its body.
      const pressed = await t.app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(pressed.statusCode).toBe(200);
      expect(pressed.body).toContain(PRIVACY_MESSAGES.unsubscribed);
      expect(pressed.body).not.toContain('<form');
      // Sent again by a mail program's one-click POST: nothing more recorded.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${UNSUBSCRIBE_PATH}?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(await consents()).toEqual([
        expect.objectContaining({
          email: APPLICANT.email,
          subject: 'updates',
          action: 'withdrawn',
          method: 'unsubscribe link',
          notice_version: PRIVACY_NOTICE_VERSION,
        }),
      ]);

      const reference = await paidApplicationFee(t.app);
      expect((await apply(reference, { name: 'Okafor, Chinedu E.' })).statusCode).toBe(201);
      const mails = await t.app.db
        .selectFrom('outbox')
        .select('subject')
        .where('recipient', '=', APPLICANT.email)
        .execute();
      expect(mails.filter((mail) => mail.subject.includes('membership application'))).toEqual([]);
    });

    it("withdraws at once by a mail program's one-click POST to the link (RFC 8058)", async () => {
      const token = unsubscribeToken(t.config.jwtSecret, APPLICANT.email);
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${UNSUBSCRIBE_PATH}?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.body).toContain(PRIVACY_MESSAGES.unsubscribed);
      expect(await consents()).toEqual([
        expect.objectContaining({ email: APPLICANT.email, action: 'withdrawn', method: 'unsubscribe link' }),
      ]);
    });

    it('refuses a link whose token was altered or made for another address', async () => {
      const token = unsubscribeToken(t.config.jwtSecret, 'someone@forum.test');
      const forged = `${Buffer.from('victim@forum.test').toString('base64url')}.${token.split('.')[1]}`;
      for (const url of [
        `${UNSUBSCRIBE_PATH}?token=${forged}`,
        UNSUBSCRIBE_PATH,
        `${UNSUBSCRIBE_PATH}?token=x`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain(PRIVACY_MESSAGES.unsubscribeInvalid);
      }
      expect(await consents()).toEqual([]);
    });

    it("records every admin view and download of an applicant's document: which admin, which document, when", async () => {
      const reference = await paidApplicationFee(t.app);
      expect((await apply(reference, { name: 'Okafor, Chinedu Emeka II' })).statusCode).toBe(201);
      const application = await t.app.db
        .selectFrom('membership_applications')
        .select('id')
        .where('payment_reference', '=', reference)
        .executeTakeFirstOrThrow();
      const headers = await adminAuthHeader(t.app);
      const admin = await t.app.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', 'admin@forum.test')
        .executeTakeFirstOrThrow();
      const photo = await t.app.inject({
        method: 'GET',
        url: `/api/admin/membership-applications/${application.id}/photo`,
        headers,
      });
      expect(photo.statusCode).toBe(200);
      const certificate = await t.app.inject({
        method: 'GET',
        url: `/api/admin/membership-applications/${application.id}/certificate`,
        headers,
      });
      expect(certificate.statusCode).toBe(200);
      // Refused without a token: nothing opened, nothing recorded.
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/membership-applications/${application.id}/photo`,
      });
      const log = await t.app.db
        .selectFrom('document_access_log')
        .selectAll()
        .where('membership_application_id', '=', application.id)
        .orderBy('id')
        .execute();
      expect(log).toEqual([
        expect.objectContaining({
          admin_id: admin.id,
          admin_email: 'admin@forum.test',
          document: 'photo',
          action: 'view',
        }),
        expect.objectContaining({
          admin_id: admin.id,
          admin_email: 'admin@forum.test',
          document: 'certificate',
          action: 'download',
        }),
      ]);
      expect(Number.isNaN(Date.parse(log[0]!.created_at))).toBe(false);
    });
  },
);
