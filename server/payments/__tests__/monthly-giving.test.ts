import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDonorsEndpoint } from '@contract/admin-donors';
import { getDashboardEndpoint } from '@contract/admin-dashboard';
import { CURRENCY } from '@contract/constants';
import { monthlyPlanEndpoint } from '@contract/monthly-giving';
import {
  PAYSTACK_WEBHOOK_PATH,
  sandboxCheckoutEndpoint,
  sandboxCheckoutResponseSchema,
} from '@contract/paystack';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { NEW_PLANS_PER_DAY, NEW_PLANS_SPENT_MESSAGE } from '../monthly-giving';
import { chargeEventData } from '../paystack-emulator-shapes';
import { signWebhookBody } from '../webhook-signature';
import { listenOnFreePort } from './payment-fixtures';
import { verifyPaymentEndpoint } from '@contract/donation';

const MONTHLY_NAIRA = 5000;
const MONTHLY_KOBO = MONTHLY_NAIRA * 100;

describe.each(await databaseTargets())('monthly giving on %s', (target) => {
  let t: TestApp;
  let planCode: string;
  let subscriptionCode: string;
  const donor = `monthly-${target}@forum.test`;

  beforeAll(async () => {
    t = await createTestApp(target);
    await listenOnFreePort(t.app);
  });
  afterAll(async () => t.close());

  const sign = (raw: string) => signWebhookBody(raw, t.config.paystack.sandboxSecretKey);
  /** Sends one event exactly as Paystack does, twice: a replay must change nothing. */
  const sendTwice = async (event: string, data: unknown) => {
    const raw = JSON.stringify({ event, data });
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: PAYSTACK_WEBHOOK_PATH,
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(raw) },
      });
      expect(response.statusCode).toBe(200);
    }
  };
  const monthlyPayments = () =>
    t.app.db.selectFrom('payments').selectAll().where('donation_type', '=', 'monthly').execute();
  const receipts = () =>
    t.app.db.selectFrom('outbox').selectAll().where('recipient', '=', donor).orderBy('id').execute();
  const gift = () =>
    t.app.db.selectFrom('monthly_gifts').selectAll().where('email', '=', donor).executeTakeFirstOrThrow();
  const donors = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: listDonorsEndpoint.path,
      headers: await adminAuthHeader(t.app),
    });
    return listDonorsEndpoint.response.parse(response.json()).data;
  };
  const nextMonth = (outcome: 'success' | 'failed') =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/test/subscriptions/${subscriptionCode}/next-month`,
      payload: { outcome },
    });

  it('makes one plan per amount with Paystack and reuses it', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: monthlyPlanEndpoint.path, payload: { amount: MONTHLY_NAIRA } });
    const first = monthlyPlanEndpoint.response.parse((await ask()).json());
    const second = monthlyPlanEndpoint.response.parse((await ask()).json());
    expect(first.data.planCode).toMatch(/^PLN_/);
    expect(second.data.planCode).toBe(first.data.planCode);
    expect(await t.app.db.selectFrom('sandbox_plans').selectAll().execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('donation_plans').selectAll().execute()).toMatchObject([
      { amount_kobo: MONTHLY_KOBO, plan_code: first.data.planCode },
    ]);
    planCode = first.data.planCode;
  });

  it('records the first month as monthly, with a receipt that links to the manage page', async () => {
    const paid = await t.app.inject({
      method: 'POST',
      url: sandboxCheckoutEndpoint.path,
      payload: { email: donor, amount: MONTHLY_KOBO, currency: CURRENCY, plan: planCode },
    });
    const { reference } = sandboxCheckoutResponseSchema.parse(paid.json()).data;
    // The emulator has sent subscription.create; the gift is known before the browser verifies.
    subscriptionCode = (await gift()).subscription_code;
    expect(subscriptionCode).toMatch(/^SUB_/);
    const verified = await t.app.inject({
      method: 'POST',
      url: verifyPaymentEndpoint.path,
      payload: { reference, purpose: 'donation', amount: MONTHLY_NAIRA, donationType: 'monthly' },
    });
    expect(verified.json()).toMatchObject({ status: 'success' });
    expect(await monthlyPayments()).toMatchObject([
      { reference, donation_type: 'monthly', subscription_code: subscriptionCode, amount_kobo: MONTHLY_KOBO },
    ]);
    const [receipt] = await receipts();
    expect(receipt?.text_body).toContain(
      `Manage your monthly gift: http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/sandbox/paystack/manage/${subscriptionCode}?subscription_token=`,
    );
  });

  it('records subscription.create once, replayed twice', async () => {
    const stored = await gift();
    await sendTwice('subscription.create', {
      subscription_code: stored.subscription_code,
      status: 'active',
      amount: MONTHLY_KOBO,
      email_token: stored.email_token,
      plan: { plan_code: planCode, amount: MONTHLY_KOBO },
      customer: { email: donor },
    });
    expect(await t.app.db.selectFrom('monthly_gifts').selectAll().execute()).toHaveLength(1);
  });

  it('records each later month once, whether Paystack sends charge.success once or twice', async () => {
    for (let month = 2; month <= 3; month += 1) {
      const fired = await nextMonth('success');
      expect(fired.statusCode).toBe(200);
      const reference = (fired.json() as { data: { reference: string } }).data.reference;
      const transaction = await t.app.db
        .selectFrom('sandbox_transactions')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const plan = await t.app.db.selectFrom('sandbox_plans').selectAll().executeTakeFirstOrThrow();
      await sendTwice('charge.success', chargeEventData(transaction, plan));
      expect(await monthlyPayments()).toHaveLength(month);
      expect(await receipts()).toHaveLength(month);
    }
    const receiptsSent = await receipts();
    for (const receipt of receiptsSent) expect(receipt.text_body).toContain('Manage your monthly gift: http');
    const [summary] = (await donors()).donors.filter((d) => d.email === donor);
    expect(summary).toMatchObject({ status: 'active', giftCount: 3, totalGivenKobo: 3 * MONTHLY_KOBO });
  });

  it('refuses a plan charge whose amount is not the plan amount, and one on a plan it did not make', async () => {
    const base = {
      id: 9001,
      status: 'success',
      currency: CURRENCY,
      paid_at: '2026-11-21T10:00:00.000Z',
      customer: { email: donor },
    };
    await sendTwice('charge.success', {
      ...base,
      reference: `wrong-amount-${target}`,
      amount: MONTHLY_KOBO + 100,
      plan: { plan_code: planCode },
    });
    await sendTwice('charge.success', {
      ...base,
      reference: `unknown-plan-${target}`,
      amount: MONTHLY_KOBO,
      plan: { plan_code: 'PLN_notours' },
    });
    await sendTwice('subscription.create', {
      subscription_code: 'SUB_wrongamount',
      status: 'active',
      amount: MONTHLY_KOBO * 2,
      plan: { plan_code: planCode },
      customer: { email: donor },
    });
    expect(await monthlyPayments()).toHaveLength(3);
    expect(await t.app.db.selectFrom('monthly_gifts').selectAll().execute()).toHaveLength(1);
  });

  it('refuses every subscription event with a bad signature', async () => {
    for (const event of ['subscription.create', 'invoice.payment_failed', 'subscription.disable']) {
      const raw = JSON.stringify({ event, data: { subscription_code: subscriptionCode } });
      const response = await t.app.inject({
        method: 'POST',
        url: PAYSTACK_WEBHOOK_PATH,
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await gift()).status).toBe('active');
  });

  it('records a failed renewal once and shows it to the admin', async () => {
    const fired = await nextMonth('failed');
    const invoiceCode = (fired.json() as { data: { reference: string } }).data.reference;
    const stored = await gift();
    await sendTwice('invoice.payment_failed', {
      invoice_code: invoiceCode,
      amount: MONTHLY_KOBO,
      description: 'Insufficient funds',
      subscription: { subscription_code: stored.subscription_code },
      customer: { email: donor },
    });
    const overview = await donors();
    expect(overview.failedRenewals).toEqual([
      expect.objectContaining({
        invoiceCode,
        email: donor,
        amountKobo: MONTHLY_KOBO,
        reason: 'Insufficient funds',
      }),
    ]);
    expect(overview.donors.find((d) => d.email === donor)?.status).toBe('attention');
    const dashboard = await t.app.inject({
      method: 'GET',
      url: getDashboardEndpoint.path,
      headers: await adminAuthHeader(t.app),
    });
    expect(getDashboardEndpoint.response.parse(dashboard.json()).data).toMatchObject({
      monthlyRecurringKobo: MONTHLY_KOBO,
      monthlyGiftsNeedingAttention: 1,
    });
  });

  it('ends the gift on subscription.disable, replayed twice, and income stops counting it', async () => {
    const stored = await gift();
    await sendTwice('subscription.disable', {
      subscription_code: stored.subscription_code,
      status: 'complete',
      amount: MONTHLY_KOBO,
      plan: { plan_code: planCode },
      customer: { email: donor },
    });
    const cancelled = await gift();
    expect(cancelled.status).toBe('cancelled');
    const overview = await donors();
    expect(overview.monthlyRecurringKobo).toBe(0);
    expect(overview.donors.find((d) => d.email === donor)).toMatchObject({
      status: 'cancelled',
      giftCount: 3,
    });
  });

  it('cancels through the emulated manage page, which fires subscription.disable', async () => {
    const plan = await t.app.inject({
      method: 'POST',
      url: monthlyPlanEndpoint.path,
      payload: { amount: 2500 },
    });
    const code = monthlyPlanEndpoint.response.parse(plan.json()).data.planCode;
    const email = `cancel-${target}@forum.test`;
    await t.app.inject({
      method: 'POST',
      url: sandboxCheckoutEndpoint.path,
      payload: { email, amount: 250_000, currency: CURRENCY, plan: code },
    });
    const stored = await t.app.db
      .selectFrom('monthly_gifts')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const page = `/sandbox/paystack/manage/${stored.subscription_code}?subscription_token=${stored.email_token}`;
    expect((await t.app.inject({ method: 'GET', url: page })).body).toContain('Cancel subscription');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/manage/${stored.subscription_code}/cancel`,
      payload: `token=${stored.email_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.statusCode).toBe(303);
    const after = await t.app.db
      .selectFrom('monthly_gifts')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('cancelled');
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: `/sandbox/paystack/manage/${stored.subscription_code}?subscription_token=nottheone`,
    });
    expect(wrongToken.statusCode).toBe(404);
  });

  // Last: it spends the day's budget of new plans.
  it('makes at most NEW_PLANS_PER_DAY new plans a day for the whole site; amounts with a plan still work', async () => {
    const ask = (amount: number, client: number) =>
      t.app.inject({
        method: 'POST',
        url: monthlyPlanEndpoint.path,
        payload: { amount },
        remoteAddress: `10.90.${Math.floor(client / 200)}.${client % 200}`,
      });
    const plans = async () => (await t.app.db.selectFrom('donation_plans').select('id').execute()).length;
    let refused: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 1; i <= NEW_PLANS_PER_DAY + 5 && !refused; i += 1) {
      const answer = await ask(7_000 + i, i);
      if (answer.statusCode === 429) refused = answer;
      else expect(answer.statusCode).toBe(200);
    }
    expect(refused?.json()).toEqual({ success: false, message: NEW_PLANS_SPENT_MESSAGE });
    expect(await plans()).toBe(NEW_PLANS_PER_DAY);
    expect(await t.app.db.selectFrom('sandbox_plans').select('id').execute()).toHaveLength(NEW_PLANS_PER_DAY);
    const known = await ask(MONTHLY_NAIRA, 999);
    expect(known.statusCode).toBe(200);
    expect(monthlyPlanEndpoint.response.parse(known.json()).data.planCode).toBe(planCode);
  });
});
