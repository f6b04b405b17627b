import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantStandingEndpoint,
  applyAgainRefusal,
  MEMBERSHIP_APPLICATION_MESSAGES as M,
  UNUSED_FEE_NOTE,
} from '@contract/membership-application';
import { MEMBERSHIP_APPLICATION_SERVER_MESSAGES as S } from '@contract/membership-application-documents';
import { reviewMembershipApplicationEndpoint } from '@contract/admin-membership-application-review';
import { refundPaymentEndpoint } from '@contract/refunds';
import { createDisputesRepository } from '../../repositories/disputes-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';
import { MINIMAL_PDF, PNG_1PX } from '../../testing/fixtures';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { insertTestMember } from '../../testing/test-members';
import {
  APPLICANT,
  listenOnFreePort,
  paidApplicationFee,
  privateFiles,
  submitApplication,
} from './payment-fixtures';

describe.each(await databaseTargets())('applying again with one e-mail address on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
    await listenOnFreePort(t.app);
  });
  afterAll(async () => t.close());

  const apply = async (reference: string, fields: Record<string, string>) =>
    submitApplication(t.app, {
      fields: { ...APPLICANT, paymentReference: reference, ...fields },
      image: { name: 'passport.png', content: PNG_1PX },
      certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
    });
  const feeOf = (reference: string) =>
    t.app.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const refundFee = async (reference: string, reason: string) =>
    t.app.inject({
      method: 'POST',
      url: refundPaymentEndpoint.path.replace(':reference', reference),
      headers: await adminAuthHeader(t.app),
      payload: { amountNaira: 50_000, reason },
    });
  /** The standing the app asks before the fee, with the phone number typed in the application. */
  const standingOf = async (email: string, phone: string = APPLICANT.phone) =>
    t.app.inject({ method: 'POST', url: applicantStandingEndpoint.path, payload: { email, phone } });

  it('refuses a second application from an address under review with 409, keeping the first and its fee for a refund', async () => {
    const email = 'under-review@forum.test';
    const first = await paidApplicationFee(t.app);
    expect((await apply(first, { email })).statusCode).toBe(201);
    expect((await standingOf(email.toUpperCase(), '08031234567')).json()).toEqual({
      success: true,
      standing: 'pending',
    });

    const second = await paidApplicationFee(t.app);
    const again = await apply(second, { email: email.toUpperCase(), name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: `${applyAgainRefusal('pending', email.toUpperCase())} ${UNUSED_FEE_NOTE}`,
    });
    const stored = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email)
      .execute();
    expect(stored).toMatchObject([{ name: APPLICANT.name, status: 'pending', payment_reference: first }]);
    expect((await feeOf(second)).used_by_membership_application_id).toBeNull();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', second)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'refuse', entity: 'payment' });
    expect(audit.summary).toContain('to be refunded');
    expect((await refundFee(second, 'A second application for one address')).statusCode).toBe(200);
  });

  it('stores one of two first applications sent at once from one address, refusing the other as the second', async () => {
    const emails = ['at-once@forum.test', 'AT-ONCE@forum.test'];
    const fees = [await paidApplicationFee(t.app), await paidApplicationFee(t.app)];
    const files = (await privateFiles(t)).length;
    const answers = await Promise.all(fees.map((fee, i) => apply(fee, { email: emails[i]! })));
    const loser = answers.findIndex((answer) => answer.statusCode === 409);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers[loser]!.json()).toEqual({
      success: false,
      message: `${applyAgainRefusal('pending', emails[loser]!)} ${UNUSED_FEE_NOTE}`,
    });
    const stored = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', emails[0]!)
      .execute();
    expect(stored).toMatchObject([{ status: 'pending', payment_reference: fees[1 - loser] }]);
    expect((await feeOf(fees[loser]!)).used_by_membership_application_id).toBeNull();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', fees[loser]!)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'refuse', entity: 'payment' });
    expect(audit.summary).toContain('to be refunded');
    expect((await privateFiles(t)).length).toBe(files + 2);
  });

  it("tells a member's and an applicant's standing only to a caller who also gives the phone number on record", async () => {
    const applicant = 'phone-pending@forum.test';
    const member = 'phone-member@forum.test';
    expect((await apply(await paidApplicationFee(t.app), { email: applicant })).statusCode).toBe(201);
    expect((await apply(await paidApplicationFee(t.app), { email: member })).statusCode).toBe(201);
    const { id } = await t.app.db
      .selectFrom('membership_applications')
      .select('id')
      .where('email', '=', member)
      .executeTakeFirstOrThrow();
    const accepted = await t.app.inject({
      method: 'PUT',
      url: reviewMembershipApplicationEndpoint.path.replace(':id', String(id)),
      headers: await adminAuthHeader(t.app),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    for (const [email, standing] of [
      [applicant, 'pending'],
      [member, 'member'],
    ] as const) {
      expect((await standingOf(email, '2348031234567')).json()).toEqual({ success: true, standing });
      expect((await standingOf(email.toUpperCase(), '0803 123 4567')).json()).toEqual({
        success: true,
        standing,
      });
      expect((await standingOf(email, '+234 803 123 4568')).json()).toEqual({
        success: true,
        standing: 'free',
      });
      const emailAlone = await t.app.inject({
        method: 'POST',
        url: applicantStandingEndpoint.path,
        payload: { email },
      });
      expect(emailAlone.statusCode).toBe(400);
      expect(emailAlone.json()).toEqual({ success: false, message: M.phoneRequired });
    }
  });

  it("refuses with 409 the address of a member an admin added, whose phone number is not on record: 'free' before the fee", async () => {
    const { email } = await insertTestMember(t.app.db, 'approved', 'member@forum.test');
    expect((await standingOf(email)).json()).toEqual({ success: true, standing: 'free' });
    const response = await apply(await paidApplicationFee(t.app), { email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining(applyAgainRefusal('member', email)),
    });
  });

  it('lets a rejected applicant apply again', async () => {
    const email = 'rejected@forum.test';
    expect((await standingOf(email)).json()).toEqual({ success: true, standing: 'free' });
    expect((await apply(await paidApplicationFee(t.app), { email })).statusCode).toBe(201);
    const [rejected] = await t.app.db
      .selectFrom('membership_applications')
      .select('id')
      .where('email', '=', email)
      .execute();
    await createMembershipApplicationsRepository(t.app.db).decideIfPending(rejected!.id, 'rejected');
    expect((await standingOf(email)).json()).toEqual({ success: true, standing: 'free' });
    expect((await apply(await paidApplicationFee(t.app), { email })).statusCode).toBe(201);
  });

  it('refuses with 409 a fee an admin refunded before it was used, and stores nothing', async () => {
    const email = 'refunded-fee@forum.test';
    const reference = await paidApplicationFee(t.app);
    expect((await refundFee(reference, 'Paid twice by mistake')).statusCode).toBe(200);
    const response = await apply(reference, { email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: S.feeRefunded });
    expect((await feeOf(reference)).used_by_membership_application_id).toBeNull();
    expect((await standingOf(email)).json()).toEqual({ success: true, standing: 'free' });
  });

  it('refuses with 409 a fee under a dispute the forum has not won', async () => {
    const reference = await paidApplicationFee(t.app);
    const dispute = { reference, amountKobo: 5_000_000, currency: 'NGN', dueAt: null };
    await createDisputesRepository(t.app.db).recordOpen(
      { ...dispute, providerDisputeId: `d-${reference}` },
      false,
    );
    const response = await apply(reference, { email: 'disputed-fee@forum.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: S.feeRefunded });
  });

  it('answers 400 with its message to a standing asked for an address that is not one', async () => {
    const response = await standingOf('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: M.emailInvalid });
  });
});
