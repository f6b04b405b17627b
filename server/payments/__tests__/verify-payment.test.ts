import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE_KOBO, KOBO_PER_NAIRA, MIN_DONATION_NAIRA } from '@contract/constants';
import { verifyPaymentResponseSchema, verifyPaymentEndpoint } from '@contract/donation';
import { createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { PAYMENT_REFUSALS } from '../payment-acceptance';
import {
  insertSandboxTransaction,
  listenOnFreePort,
  PAYMENT_EVENT_ORDERS,
  payInSandbox,
  payWithEventsIn,
  sendChargeSuccess,
  verifyFee,
} from './payment-fixtures';

const VERIFY_URL = verifyPaymentEndpoint.path;

describe.each(await databaseTargets())('payment verification through the sandbox on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await listenOnFreePort(t.app);
  });
  afterAll(async () => t.close());

  const verify = (payload: object) => t.app.inject({ method: 'POST', url: VERIFY_URL, payload });
  const paymentRows = (reference: string) =>
    t.app.db.selectFrom('payments').selectAll().where('reference', '=', reference).execute();

  const receiptsTo = (email: string) =>
    t.app.db.selectFrom('outbox').selectAll().where('recipient', '=', email).execute();

  it('records a donation paid in the pop-up, with its receipt, when the donor closes the tab before verifying', async () => {
    const reference = await payInSandbox(t.app, {
      email: 'closed-the-tab@forum.test',
      amountKobo: 20_000 * KOBO_PER_NAIRA,
      purpose: 'donation',
    });
    expect(await paymentRows(reference)).toMatchObject([{ amount_kobo: 2_000_000, source: 'webhook' }]);
    expect(await receiptsTo('closed-the-tab@forum.test')).toHaveLength(1);
  });

  // Paystack's `charge.success` and the browser's verify call race: each order gives the donor the same answer,
  // one ledger row and one receipt.
  describe.each(PAYMENT_EVENT_ORDERS)('with the webhook and the verify call in the order %s', (order) => {
    const pay = (payment: { email?: string; amountKobo: number; purpose: 'donation' | 'application_fee' }) =>
      payWithEventsIn(t.app, order, payment);

    it('accepts a paid donation of the amount asked for, records it once and queues a receipt', async () => {
      const email = `donor-${order.replace(' ', '-')}@forum.test`;
      const { reference, afterVerify } = await pay({
        email,
        amountKobo: 250_000 * KOBO_PER_NAIRA,
        purpose: 'donation',
      });
      const response = await verify({ reference, purpose: 'donation', amount: 250_000 });
      expect(response.statusCode).toBe(200);
      expect(verifyPaymentResponseSchema.parse(response.json()).status).toBe('success');
      await afterVerify();
      const rows = await paymentRows(reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        purpose: 'donation',
        amount_kobo: 25_000_000,
        currency: 'NGN',
        source: order === 'webhook first' ? 'webhook' : 'verify',
        email,
      });
      const receipts = await receiptsTo(email);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.text_body).toContain(reference);
    });

    it('records once and mails one receipt however often the verify call and the webhook come', async () => {
      const email = `again-${order.replace(' ', '-')}@forum.test`;
      const { reference, afterVerify } = await pay({
        email,
        amountKobo: 50_000 * KOBO_PER_NAIRA,
        purpose: 'donation',
      });
      for (let i = 0; i < 3; i += 1) {
        const response = await verify({ reference, purpose: 'donation', amount: 50_000 });
        expect(response.json()).toMatchObject({ status: 'success' });
        await afterVerify();
        await sendChargeSuccess(t.app, reference);
      }
      expect(await paymentRows(reference)).toHaveLength(1);
      expect(await receiptsTo(email)).toHaveLength(1);
    });

    it('leaves the caches alone when a verify or a webhook of a recorded reference changes nothing', async () => {
      const first = t.app.responseCache.generation;
      const { reference, afterVerify } = await pay({
        amountKobo: 50_000 * KOBO_PER_NAIRA,
        purpose: 'donation',
      });
      await verify({ reference, purpose: 'donation', amount: 50_000 });
      await afterVerify();
      // Recording the payment cleared the caches.
      const recorded = t.app.responseCache.generation;
      expect(recorded).toBeGreaterThan(first);
      for (let i = 0; i < 5; i += 1) {
        const response = await verify({ reference, purpose: 'donation', amount: 50_000 });
        expect(response.json()).toMatchObject({ status: 'success' });
        await sendChargeSuccess(t.app, reference);
      }
      expect(t.app.responseCache.generation).toBe(recorded);
    });

    it('refuses the donor a donation whose paid amount differs from the amount asked for', async () => {
      const { reference, afterVerify } = await pay({
        amountKobo: 100_000 * KOBO_PER_NAIRA,
        purpose: 'donation',
      });
      const response = await verify({ reference, purpose: 'donation', amount: 1_000_000 });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        status: 'failed',
        message: PAYMENT_REFUSALS.wrongDonationAmount,
      });
      await afterVerify();
      // The ledger holds what Paystack says was paid, from its webhook; the verify call recorded nothing.
      const rows = await paymentRows(reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amount_kobo: 100_000 * KOBO_PER_NAIRA, source: 'webhook' });
    });
  });

  it('records one payment when 50 verifies of one reference and its webhook arrive together', async () => {
    const reference = `together-${target}`;
    await insertSandboxTransaction(t.app, {
      reference,
      amountKobo: APPLICATION_FEE_KOBO,
      status: 'success',
      metadata: { purpose: 'application_fee' },
    });
    const [responses] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, () => verifyFee(t.app, reference))),
      sendChargeSuccess(t.app, reference),
    ]);
    expect(responses.map((r) => r.json<{ status: string }>().status)).toEqual(Array(50).fill('success'));
    const rows = await paymentRows(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'application_fee',
      amount_kobo: APPLICATION_FEE_KOBO,
      used_by_membership_application_id: null,
    });
  });

  it('accepts the application fee only at exactly ₦50,000', async () => {
    const short = await payInSandbox(t.app, {
      amountKobo: APPLICATION_FEE_KOBO - KOBO_PER_NAIRA,
      purpose: 'application_fee',
    });
    const over = await payInSandbox(t.app, {
      amountKobo: APPLICATION_FEE_KOBO + KOBO_PER_NAIRA,
      purpose: 'application_fee',
    });
    for (const reference of [short, over]) {
      const response = await verifyFee(t.app, reference);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ status: 'failed', message: PAYMENT_REFUSALS.wrongFeeAmount });
      expect(await paymentRows(reference)).toHaveLength(0);
    }
  });

  it(`refuses a donation below ₦${MIN_DONATION_NAIRA}`, async () => {
    const reference = await payInSandbox(t.app, {
      amountKobo: MIN_DONATION_NAIRA * KOBO_PER_NAIRA - 1,
      purpose: 'donation',
    });
    const response = await verify({ reference });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ status: 'failed', message: PAYMENT_REFUSALS.donationTooSmall });
  });

  it('refuses a payment in another currency', async () => {
    await insertSandboxTransaction(t.app, {
      reference: `usd-${target}`,
      amountKobo: APPLICATION_FEE_KOBO,
      currency: 'USD',
      status: 'success',
    });
    const response = await verifyFee(t.app, `usd-${target}`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ status: 'failed', message: PAYMENT_REFUSALS.wrongCurrency });
    expect(await paymentRows(`usd-${target}`)).toHaveLength(0);
  });

  it.each(['failed', 'abandoned'] as const)(
    'refuses a transaction whose Paystack status is %s',
    async (status) => {
      const reference = `${status}-${target}`;
      await insertSandboxTransaction(t.app, { reference, amountKobo: APPLICATION_FEE_KOBO, status });
      const response = await verifyFee(t.app, reference);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ status: 'failed', message: PAYMENT_REFUSALS.notSuccessful });
      expect(await paymentRows(reference)).toHaveLength(0);
    },
  );

  it('refuses an unknown reference', async () => {
    const response = await verify({ reference: 'never-paid-anywhere' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ status: 'failed', message: PAYMENT_REFUSALS.unknownReference });
  });

  it('refuses to count a recorded donation as an application fee', async () => {
    const reference = await payInSandbox(t.app, { amountKobo: APPLICATION_FEE_KOBO, purpose: 'donation' });
    expect((await verify({ reference, purpose: 'donation', amount: 50_000 })).statusCode).toBe(200);
    const asFee = await verifyFee(t.app, reference);
    expect(asFee.statusCode).toBe(409);
    expect(asFee.json()).toMatchObject({ status: 'failed', message: PAYMENT_REFUSALS.otherPurpose });
  });

  it.each([
    [{}, 'Payment reference is required'],
    [{ reference: '' }, 'Payment reference is required'],
    [{ reference: 'bad ref/../x' }, 'Payment reference has invalid characters'],
    [{ reference: 'ok', purpose: 'gift' }, 'Purpose must be donation or application_fee'],
    [{ reference: 'ok', amount: -5 }, 'Amount must be positive'],
  ])('answers 400 with a clear message to the bad body %j', async (payload, message) => {
    const response = await verify(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });
});

describe('payment verification when Paystack cannot be reached', () => {
  it('answers 502 failed (the browser retries) and records nothing', async () => {
    const t = await createTestApp('sqlite', {
      paystack: {
        mode: 'live',
        moneyMode: 'test',
        sandboxSecretKey: '',
        publicKey: 'pk_test_x',
        secretKey: 'sk_test_x',
        apiBase: 'http://127.0.0.1:9/unreachable',
      },
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: VERIFY_URL,
        payload: { reference: 'some-ref' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        status: 'failed',
        message: PAYMENT_REFUSALS.providerUnavailable,
      });
      expect(await t.app.db.selectFrom('payments').selectAll().execute()).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
