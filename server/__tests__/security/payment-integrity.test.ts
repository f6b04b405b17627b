import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE_KOBO, CURRENCY } from '@contract/constants';
import { nowIso } from '../../lib/clock';
import { signWebhookBody } from '../../payments/webhook-signature';
import { createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { findHalfWrittenState } from './database-integrity';
import { MINIMAL_PDF, PNG_1PX } from '../../testing/fixtures';
import { multipartRequest } from './malformed-requests';
import { VALID_APPLICATION_FIELDS } from './route-samples';
import { verifyPaymentEndpoint } from '@contract/donation';
import { submitMembershipApplicationEndpoint } from '@contract/membership-application';

const VERIFY_URL = verifyPaymentEndpoint.path;
const APPLY_URL = submitMembershipApplicationEndpoint.path;
const WEBHOOK_URL = '/api/paystack/webhook';

describe.each(await databaseTargets())('payment integrity on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    // Sandbox mode: verify asks the emulator mounted on this very server, so it must listen.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  /** A transaction the sandbox emulator will report, as if a visitor had paid in the pop-up. */
  async function sandboxPaid(
    amountKobo: number,
    options: { currency?: string; purpose?: string; status?: 'success' | 'failed' } = {},
  ) {
    const reference = `SEC-${randomBytes(6).toString('hex')}`;
    const now = nowIso();
    await t.app.db
      .insertInto('sandbox_transactions')
      .values({
        reference,
        access_code: randomBytes(8).toString('hex'),
        email: 'donor@example.org',
        amount_kobo: amountKobo,
        currency: options.currency ?? CURRENCY,
        status: options.status ?? 'success',
        metadata: JSON.stringify({ purpose: options.purpose ?? 'donation' }),
        paid_at: now,
        created_at: now,
      })
      .execute();
    return reference;
  }

  const paymentsFor = (reference: string) =>
    t.app.db.selectFrom('payments').selectAll().where('reference', '=', reference).execute();
  const verify = (body: object, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: VERIFY_URL, payload: body, remoteAddress: ip });

  function application(paymentReference: string, fields: Record<string, string> = {}) {
    return multipartRequest([
      ...Object.entries({ ...VALID_APPLICATION_FIELDS, paymentReference, ...fields }).map(
        ([name, value]) => ({
          name,
          value,
        }),
      ),
      { name: 'image', value: PNG_1PX, filename: 'photo.png', type: 'image/png' },
      { name: 'certificateFile', value: MINIMAL_PDF, filename: 'cert.pdf', type: 'application/pdf' },
    ]);
  }

  it('records exactly one payment when one reference is verified 100 times at once', async () => {
    const reference = await sandboxPaid(500_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        verify({ reference, purpose: 'donation', amount: 5000 }, `10.9.${i}.1`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(answers.every((a) => a.json<{ status: string }>().status === 'success')).toBe(true);
    expect(await paymentsFor(reference)).toHaveLength(1);
    const receipts = await t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('text_body', 'like', `%${reference}%`)
      .execute();
    expect(receipts.length).toBeLessThanOrEqual(1);
  });

  it('refuses a verify whose amount differs from what was paid, and records nothing', async () => {
    const reference = await sandboxPaid(100_000);
    const answer = await verify({ reference, purpose: 'donation', amount: 5000 });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toMatchObject({ status: 'failed', success: false });
    expect(await paymentsFor(reference)).toHaveLength(0);
  });

  it('refuses a payment made in another currency', async () => {
    const reference = await sandboxPaid(500_000, { currency: 'USD' });
    const answer = await verify({ reference, purpose: 'donation', amount: 5000 });
    expect(answer.statusCode).toBe(402);
    expect(await paymentsFor(reference)).toHaveLength(0);
  });

  it('refuses an application fee of the wrong amount, and a failed charge', async () => {
    const cheapFee = await sandboxPaid(100, { purpose: 'application_fee' });
    expect((await verify({ reference: cheapFee, purpose: 'application_fee' })).statusCode).toBe(402);
    const declined = await sandboxPaid(APPLICATION_FEE_KOBO, {
      purpose: 'application_fee',
      status: 'failed',
    });
    expect((await verify({ reference: declined, purpose: 'application_fee' })).statusCode).toBe(402);
    expect([...(await paymentsFor(cheapFee)), ...(await paymentsFor(declined))]).toHaveLength(0);
  });

  it('does not let a donation be reused as an application fee', async () => {
    const reference = await sandboxPaid(APPLICATION_FEE_KOBO);
    expect((await verify({ reference, purpose: 'donation' })).statusCode).toBe(200);
    expect((await verify({ reference, purpose: 'application_fee' })).statusCode).toBe(409);
    const answer = await t.app.inject({ method: 'POST', url: APPLY_URL, ...application(reference) });
    expect(answer.statusCode).toBe(402);
  });

  it('accepts exactly one of several different applications sent at once with the same fee', async () => {
    const reference = await sandboxPaid(APPLICATION_FEE_KOBO, { purpose: 'application_fee' });
    expect((await verify({ reference, purpose: 'application_fee' })).statusCode).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        t.app.inject({
          method: 'POST',
          url: APPLY_URL,
          // Four different applicants: the same application sent again would be answered as the first.
          ...application(reference, { email: `applicant${i}@forum.test` }),
          remoteAddress: `10.8.0.${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const membershipApplications = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('payment_reference', '=', reference)
      .execute();
    expect(membershipApplications).toHaveLength(1);
    expect((await paymentsFor(reference))[0]?.used_by_membership_application_id).toBe(
      membershipApplications[0]?.id,
    );
    expect(await findHalfWrittenState(t.app.db, t.config.uploadsDir)).toEqual([]);
  });

  it('records a webhook once however often it is replayed, and refuses a bad signature', async () => {
    const reference = `WH-${randomBytes(6).toString('hex')}`;
    const event = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 77,
        status: 'success',
        reference,
        amount: 250_000,
        currency: CURRENCY,
        paid_at: nowIso(),
        customer: { email: 'w@example.org' },
        metadata: { purpose: 'donation' },
      },
    });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: WEBHOOK_URL,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: event,
      });
    const forged = await send(signWebhookBody(event, 'sk_test_not_our_key'));
    expect(forged.statusCode).toBe(401);
    expect(await paymentsFor(reference)).toHaveLength(0);

    const signature = signWebhookBody(event, t.config.paystack.sandboxSecretKey);
    const replays = await Promise.all(Array.from({ length: 10 }, () => send(signature)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await paymentsFor(reference)).toHaveLength(1);
    // A replay long after (Paystack retries for hours) is still one payment.
    expect((await send(signature)).statusCode).toBe(200);
    expect(await paymentsFor(reference)).toHaveLength(1);
  });
});
