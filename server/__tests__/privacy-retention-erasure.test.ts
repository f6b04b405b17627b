import { createOwnPageRepository } from '../repositories/own-page-repository';
import { createMembershipApplicationsRepository } from '../repositories/membership-applications-repository';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY } from '@contract/constants';
import { getDashboardResponseSchema } from '@contract/admin-dashboard';
import { personalDataSchema, PRIVACY_MESSAGES } from '@contract/privacy';
import { sandboxCheckoutEndpoint, sandboxCheckoutResponseSchema } from '@contract/paystack';
import { MINIMAL_PDF, PNG_1PX } from '../testing/fixtures';
import { adminAuthHeader, createTestApp, TEST_ADMIN, type TestApp, uploadTargets } from '../testing/test-app';
import {
  APPLICANT,
  listenOnFreePort,
  paidApplicationFee,
  submitApplication,
} from '../payments/__tests__/payment-fixtures';
import { runRetentionIfDue } from '../plugins/app/retention-schedule';
import { runRetention } from '../services/retention';
import { verifyPaymentEndpoint } from '@contract/donation';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIODS = { decidedDocumentsDays: 90, draftDays: 30, donorDataYears: 6 };

describe.each(await uploadTargets())('retention, export and erasure on $label', ({ database, storage }) => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(database, {}, {}, storage);
    await listenOnFreePort(t.app);
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const table of [
      'membership_applications',
      'payments',
      'consents',
      'outbox',
      'audit_log',
      'members',
      'member_requests',
      'document_access_log',
      'job_runs',
      'sandbox_transactions',
    ] as const)
      await t.app.db.deleteFrom(table).execute();
  });

  /** An application through the real route, as `email`; answers its id and its two stored files. */
  async function applyAs(email: string, name: string = APPLICANT.name) {
    const reference = await paidApplicationFee(t.app);
    const response = await submitApplication(t.app, {
      fields: { ...APPLICANT, email, name, paymentReference: reference },
      image: { name: 'passport.png', content: PNG_1PX },
      certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
    });
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('payment_reference', '=', reference)
      .executeTakeFirstOrThrow();
    return { id: row.id, files: [row.image_path!, row.certificate_path!], reference };
  }

  const decide = async (id: number, status: 'accepted' | 'rejected') => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/membership-applications/${id}/status`,
      headers,
      payload: { status },
    });
    expect(response.statusCode).toBe(200);
  };

  const decidedAt = async (id: number) =>
    new Date(
      (
        await t.app.db
          .selectFrom('membership_applications')
          .select('decided_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).decided_at!,
    );

  const stored = (path: string) => t.app.files.exists('private', path);

  async function donate(email: string, amountKobo: number, customFields: object[] = []) {
    const checkout = await t.app.inject({
      method: 'POST',
      url: sandboxCheckoutEndpoint.path,
      payload: {
        email,
        amount: amountKobo,
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

  it('deletes the documents of an application withdrawn by its fee refund once its period has run out', async () => {
    const withdrawn = await applyAs('withdrawn@forum.test');
    expect(await createMembershipApplicationsRepository(t.app.db).withdrawIfPending(withdrawn.id)).toBe(true);
    const decided = await decidedAt(withdrawn.id);

    const early = await runRetention(t.app.db, t.app.files, PERIODS, {
      now: new Date(decided.getTime() + 89 * DAY_MS),
    });
    expect(early.documents).toEqual([]);
    const due = await runRetention(t.app.db, t.app.files, PERIODS, {
      now: new Date(decided.getTime() + 90 * DAY_MS + 1000),
    });
    expect(due.documents).toEqual([{ membershipApplicationId: withdrawn.id, files: withdrawn.files }]);
    for (const path of withdrawn.files) expect(await stored(path)).toBe(false);
  });

  it('deletes exactly the documents whose period has run out (files from the store, then their fields), once', async () => {
    const rejected = await applyAs('rejected@forum.test');
    const accepted = await applyAs('accepted@forum.test');
    const pending = await applyAs('pending@forum.test');
    await decide(rejected.id, 'rejected');
    await decide(accepted.id, 'accepted');
    const decided = await decidedAt(rejected.id);

    const early = await runRetention(t.app.db, t.app.files, PERIODS, {
      now: new Date(decided.getTime() + 89 * DAY_MS),
    });
    expect(early.documents).toEqual([]);
    for (const path of [...rejected.files, ...accepted.files, ...pending.files])
      expect(await stored(path)).toBe(true);

    const dryRun = await runRetention(t.app.db, t.app.files, PERIODS, {
      now: new Date(decided.getTime() + 90 * DAY_MS + 1000),
      dryRun: true,
    });
    expect(dryRun.documents).toEqual([{ membershipApplicationId: rejected.id, files: rejected.files }]);
    for (const path of rejected.files) expect(await stored(path)).toBe(true);

    const due = await runRetention(t.app.db, t.app.files, PERIODS, {
      now: new Date(decided.getTime() + 90 * DAY_MS + 1000),
    });
    expect(due.documents).toEqual([{ membershipApplicationId: rejected.id, files: rejected.files }]);
    for (const path of rejected.files) expect(await stored(path)).toBe(false);
    for (const path of [...accepted.files, ...pending.files]) expect(await stored(path)).toBe(true);
    const row = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('id', '=', rejected.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ image_path: null, certificate_path: null, image_original_name: null });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.retention')
      .orderBy('id')
      .execute();
    // One line per real run (the early one found nothing), never for a dry run.
    expect(audit.map((line) => line.summary)).toEqual([
      expect.stringContaining('0 application(s) with 0 document file(s)'),
      expect.stringContaining('1 application(s) with 2 document file(s)'),
    ]);

    const again = await runRetention(t.app.db, t.app.files, PERIODS, {
      now: new Date(decided.getTime() + 91 * DAY_MS),
    });
    expect(again.documents).toEqual([]);
  });

  it('anonymises donors after the donor period, keeping every amount, date and reference (totals unchanged)', async () => {
    const reference = await donate('old-donor@forum.test', 700_000);
    await donate('recent-donor@forum.test', 300_000);
    const dashboard = async () =>
      getDashboardResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })).json(),
      ).data.donationsAllTimeKobo;
    const ledger = async () => (await t.app.inject({ method: 'GET', url: '/api/transparency' })).json();
    const totalBefore = await dashboard();
    const ledgerBefore = await ledger();
    // The old gift was made seven years ago.
    const sevenYearsAgo = new Date(Date.now() - 7 * 366 * DAY_MS).toISOString();
    await t.app.db
      .updateTable('payments')
      .set({ created_at: sevenYearsAgo })
      .where('reference', '=', reference)
      .execute();
    const report = await runRetention(t.app.db, t.app.files, PERIODS);
    expect(report.donors).toBe(1);
    const payments = await t.app.db.selectFrom('payments').selectAll().orderBy('id').execute();
    expect(payments.map((payment) => payment.email)).toEqual([
      expect.stringMatching(/^erased-[0-9a-f]{16}@erased\.invalid$/),
      'recent-donor@forum.test',
    ]);
    expect(payments[0]).toMatchObject({ reference, amount_kobo: 700_000, created_at: sevenYearsAgo });
    expect(await dashboard()).toBe(totalBefore);
    expect(await ledger()).toEqual(ledgerBefore);
    expect((await runRetention(t.app.db, t.app.files, PERIODS)).donors).toBe(0);
  });

  it('runs the daily job once per day however many processes ask', async () => {
    const now = new Date();
    const together = await Promise.all([runRetentionIfDue(t.app, now), runRetentionIfDue(t.app, now)]);
    expect(together.filter(Boolean)).toHaveLength(1);
    expect(await runRetentionIfDue(t.app, now)).toBe(false);
    expect(await runRetentionIfDue(t.app, new Date(now.getTime() + DAY_MS))).toBe(true);
    const runs = await t.app.db.selectFrom('job_runs').selectAll().execute();
    expect(runs).toHaveLength(2);
    expect(runs.every((run) => run.finished_at !== null)).toBe(true);
  });

  it('runs the day again at the next check when a run fails (the store not answering)', async () => {
    const rejected = await applyAs('refused-twice@forum.test');
    await decide(rejected.id, 'rejected');
    const later = new Date((await decidedAt(rejected.id)).getTime() + 91 * DAY_MS);
    const remove = vi.spyOn(t.app.files, 'remove').mockRejectedValueOnce(new Error('store down'));
    try {
      await expect(runRetentionIfDue(t.app, later)).rejects.toThrow('store down');
      expect(await t.app.db.selectFrom('job_runs').selectAll().execute()).toEqual([]);
      expect(await runRetentionIfDue(t.app, later)).toBe(true);
    } finally {
      remove.mockRestore();
    }
    for (const file of rejected.files) expect(await stored(file)).toBe(false);
    const runs = await t.app.db.selectFrom('job_runs').selectAll().execute();
    expect(runs).toEqual([expect.objectContaining({ summary: expect.stringContaining('1 application(s)') })]);
  });

  it("finds and exports everything held under an e-mail address, with the person's files, and nothing of anyone else's", async () => {
    const email = 'ada@forum.test';
    const application = await applyAs(email, 'Ada Obi');
    await applyAs('other@forum.test', 'Other Person');
    const gift = await donate('Ada@Forum.test', 250_000, [
      { display_name: 'Keep me updated', variable_name: 'keep_updated', value: 'yes' },
    ]);
    await donate('other@forum.test', 990_000);
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/membership-applications/${application.id}/photo`,
      headers,
    });

    const found = personalDataSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/privacy?email=${email}`, headers })).json().data,
    );
    expect(found.gifts.map((row) => row.reference)).toEqual([gift]);
    expect(found.membershipApplications.map((row) => row.id)).toEqual([application.id]);
    expect(found.consents.map((row) => row.subject).sort()).toEqual(['application_documents', 'updates']);
    expect(found.outbox.length).toBeGreaterThanOrEqual(2);
    expect(found.documentAccess).toEqual([expect.objectContaining({ document: 'photo', action: 'view' })]);
    expect(found.erasureRefusals).toEqual([PRIVACY_MESSAGES.pendingApplication]);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/privacy/export?email=${email}`,
      headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const archive = unzipSync(new Uint8Array(exported.rawPayload));
    const json = strFromU8(archive['personal-data.json']!);
    expect(personalDataSchema.parse(JSON.parse(json))).toEqual(found);
    expect(json).not.toContain('other@forum.test');
    expect(json).not.toContain('Other Person');
    const files = Object.keys(archive).filter((name) => name.startsWith('files/') && !name.endsWith('/'));
    expect(files).toHaveLength(2);
    expect(Buffer.from(archive[files.find((name) => name.includes('photo'))!]!)).toEqual(PNG_1PX);
    expect(Buffer.from(archive[files.find((name) => name.includes('certificate'))!]!)).toEqual(MINIMAL_PDF);
    const exports = await t.app.db
      .selectFrom('audit_log')
      .select(['admin_email', 'summary'])
      .where('action', '=', 'privacy.export')
      .execute();
    expect(exports).toEqual([
      { admin_email: TEST_ADMIN.email, summary: `exported the data held under ${email}` },
    ]);

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/privacy/export?email=${email}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses erasure with the reason while a record must stay, then erases keeping the ledger totals', async () => {
    const email = 'bola@forum.test';
    const application = await applyAs(email, 'Bola Ade');
    await donate(email, 1_200_000);
    await donate('someone-else@forum.test', 800_000);
    const erase = (confirmEmail = email) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/privacy/erase',
        headers,
        payload: { email, confirmEmail },
      });

    const refused = await erase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: PRIVACY_MESSAGES.pendingApplication });
    expect(await stored(application.files[0]!)).toBe(true);

    await decide(application.id, 'accepted');
    const unconfirmed = await erase('someone@else.test');
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(PRIVACY_MESSAGES.confirmRequired);

    const dashboard = async () =>
      getDashboardResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })).json(),
      ).data;
    const ledger = async () => (await t.app.inject({ method: 'GET', url: '/api/transparency' })).json();
    const before = await dashboard();
    const ledgerBefore = await ledger();

    await createOwnPageRepository(t.app.db).createLink({
      email,
      tokenHash: 'a-link-mailed-to-bola',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const erased = await erase();
    expect(erased.statusCode).toBe(200);
    const links = await t.app.db
      .selectFrom('own_page_links')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(links).toEqual([]);
    expect(erased.json()).toMatchObject({
      success: true,
      message: PRIVACY_MESSAGES.erased,
      erased: { gifts: 1, membershipApplications: 1, members: 1, files: 2 },
    });
    for (const path of application.files) expect(await stored(path)).toBe(false);
    const after = await dashboard();
    expect(after.donationsAllTimeKobo).toBe(before.donationsAllTimeKobo);
    expect(after.donationsThisMonthKobo).toBe(before.donationsThisMonthKobo);
    expect(await ledger()).toEqual(ledgerBefore);

    const left = personalDataSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/privacy?email=${email}`, headers })).json().data,
    );
    expect([left.gifts, left.membershipApplications, left.members, left.consents, left.outbox]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    const payment = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('amount_kobo', '=', 1_200_000)
      .executeTakeFirstOrThrow();
    expect(payment.email).toMatch(/@erased\.invalid$/);
    const member = await t.app.db.selectFrom('members').selectAll().executeTakeFirstOrThrow();
    expect(member).toMatchObject({ name: 'Erased', place_of_residence: '', status: 'suspended' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.erase')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).not.toContain(email);
    // What admins did to the person's records stays logged, without naming them.
    const summaries = (await t.app.db.selectFrom('audit_log').select('summary').execute()).map(
      (row) => row.summary,
    );
    expect(summaries.join('\n')).not.toContain('Bola Ade');
    expect(summaries.join('\n')).not.toContain(email);
  });
});
