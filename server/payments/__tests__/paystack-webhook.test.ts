import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE_KOBO } from '@contract/constants';
import { siteConfigResponseSchema } from '@contract/site';
import { SANDBOX_PAYSTACK_PREFIX, sandboxTransactionCommandEndpoint } from '@contract/paystack';
import { createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { signWebhookBody } from '../webhook-signature';
import { verifyPaymentEndpoint } from '@contract/donation';

const WEBHOOK_URL = '/api/paystack/webhook';

function chargeSuccess(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    event: 'charge.success',
    data: {
      id: 302961,
      domain: 'live',
      status: 'success',
      reference,
      amount: APPLICATION_FEE_KOBO,
      currency: 'NGN',
      paid_at: '2026-11-21T10:00:00.000Z',
      metadata: {
        purpose: 'application_fee',
        custom_fields: [{ display_name: 'Donation Type', variable_name: 'donation_type', value: 'once' }],
      },
      customer: { email: 'closed-the-tab@forum.test' },
      ...overrides,
    },
  };
}

describe.each(await databaseTargets())('the Paystack webhook on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());
  const sandboxKey = () => t.config.paystack.sandboxSecretKey;

  const send = (raw: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
    });
  const rows = (reference: string) =>
    t.app.db.selectFrom('payments').selectAll().where('reference', '=', reference).execute();

  it('records a signed charge.success once, however often Paystack sends it', async () => {
    const raw = JSON.stringify(chargeSuccess(`hook-fee-${target}`));
    const signature = signWebhookBody(raw, sandboxKey());
    for (let i = 0; i < 3; i += 1) expect((await send(raw, signature)).statusCode).toBe(200);
    const recorded = await rows(`hook-fee-${target}`);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      purpose: 'application_fee',
      source: 'webhook',
      amount_kobo: APPLICATION_FEE_KOBO,
    });
  });

  it('lets a verify after the webhook answer success without a second row', async () => {
    const reference = `hook-then-verify-${target}`;
    const raw = JSON.stringify(chargeSuccess(reference));
    await send(raw, signWebhookBody(raw, sandboxKey()));
    const verified = await t.app.inject({
      method: 'POST',
      url: verifyPaymentEndpoint.path,
      payload: { reference, purpose: 'application_fee' },
    });
    expect(verified.json()).toMatchObject({ status: 'success' });
    expect(await rows(reference)).toHaveLength(1);
  });

  it.each([
    ['no signature', () => undefined],
    ['a signature made with another key', (raw: string) => signWebhookBody(raw, 'sk_test_someone_else')],
    ['a signature of another body', (raw: string) => signWebhookBody(`${raw} `, sandboxKey())],
    ['a truncated signature', (raw: string) => signWebhookBody(raw, sandboxKey()).slice(0, 64)],
  ])('answers 401 and records nothing for %s', async (_label, sign) => {
    const reference = `forged-${target}-${Math.random().toString(36).slice(2)}`;
    const raw = JSON.stringify(chargeSuccess(reference));
    const response = await send(raw, sign(raw));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid signature' });
    expect(await rows(reference)).toHaveLength(0);
  });

  it('acknowledges but does not record a charge that is not NGN or not the right fee', async () => {
    for (const [suffix, overrides] of [
      ['usd', { currency: 'USD' }],
      ['short', { amount: APPLICATION_FEE_KOBO - 100 }],
      ['failed', { status: 'failed' }],
    ] as const) {
      const reference = `hook-${suffix}-${target}`;
      const raw = JSON.stringify(chargeSuccess(reference, overrides));
      expect((await send(raw, signWebhookBody(raw, sandboxKey()))).statusCode).toBe(200);
      expect(await rows(reference)).toHaveLength(0);
    }
  });

  it('ignores other events', async () => {
    const raw = JSON.stringify({ event: 'transfer.success', data: { reference: `transfer-${target}` } });
    const response = await send(raw, signWebhookBody(raw, sandboxKey()));
    expect(response.statusCode).toBe(200);
    expect(await rows(`transfer-${target}`)).toHaveLength(0);
  });

  it('tells the browser the site is in sandbox mode without a public key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(siteConfigResponseSchema.parse(response.json())).toEqual({
      paymentMode: 'sandbox',
      paystackPublicKey: null,
      moneyMode: 'sandbox',
    });
  });
});

/** The secret the sandbox used to have, written in the source code: it must open nothing any more. */
const FORMER_FIXED_SANDBOX_KEY = 'sk_test_sandbox_emulator_of_this_server';

describe('a live configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      { PAYSTACK_PUBLIC_KEY: 'pk_test_live_like', PAYSTACK_SECRET_KEY: 'sk_test_live_like' },
    );
  });
  afterAll(async () => t.close());

  it('gives the browser the publishable key and mounts no emulator', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(config.json()).toEqual({
      paymentMode: 'live',
      paystackPublicKey: 'pk_test_live_like',
      moneyMode: 'test',
    });
    const emulator = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/checkout/pay',
      payload: {},
    });
    expect(emulator.statusCode).toBe(404);
  });

  it('mounts neither the emulator\u2019s refunds nor its dispute command: nobody can fake a refund or a dispute', async () => {
    const refund = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PAYSTACK_PREFIX}/refund`,
      headers: { authorization: 'Bearer sk_test_live_like' },
      payload: { transaction: 'any-reference' },
    });
    expect(refund.statusCode).toBe(404);
    expect(refund.json()).toMatchObject({
      message: `No such endpoint: POST ${SANDBOX_PAYSTACK_PREFIX}/refund`,
    });
    const dispute = await t.app.inject({
      method: 'POST',
      url: sandboxTransactionCommandEndpoint.path.replace(':reference', 'any-reference'),
      payload: { action: 'open-dispute' },
    });
    expect(dispute.statusCode).toBe(404);
    expect(dispute.json()).toMatchObject({ message: expect.stringMatching(/^No such endpoint/) as unknown });
  });

  it('checks webhook signatures with the live secret key, not the sandbox one', async () => {
    const raw = JSON.stringify(chargeSuccess('live-hook'));
    const sandboxSigned = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhookBody(raw, FORMER_FIXED_SANDBOX_KEY),
      },
    });
    expect(sandboxSigned.statusCode).toBe(401);
    const liveSigned = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhookBody(raw, 'sk_test_live_like'),
      },
    });
    expect(liveSigned.statusCode).toBe(200);
  });
});
