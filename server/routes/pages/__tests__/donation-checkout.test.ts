import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_CHECKOUT_PATH,
  DONATION_FORM_MESSAGES,
  donationReturnQueryKey,
} from '@contract/donation-checkout';
import { DONATION_RETURN_PATH, VERIFY_INTERVAL_MS } from '@contract/constants';
import { PAYSTACK_WEBHOOK_PATH } from '@contract/paystack';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { chargeEventData } from '../../../payments/paystack-emulator-shapes';
import { listenOnFreePort } from '../../../payments/__tests__/payment-fixtures';
import { signWebhookBody } from '../../../payments/webhook-signature';
import { embeddedQueryData, fakePageBuild } from '../../../testing/fake-page-build';
import { createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';

const SITE = 'https://forum.example.org';

describe.each(await databaseTargets())('a donation without JavaScript on %s', (target) => {
  let t: TestApp;
  let build: string;

  beforeAll(async () => {
    build = fakePageBuild();
    t = await createTestApp(target, {}, { STATIC_DIR: build, PUBLIC_URL: SITE });
    // The server reaches the Paystack emulator over real HTTP.
    await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  const postForm = (url: string, fields: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const donate = (fields: Record<string, string>) => postForm(DONATION_CHECKOUT_PATH, fields);
  const sandboxTransactions = () => t.app.db.selectFrom('sandbox_transactions').selectAll().execute();
  const transactionAt = async (checkoutUrl: string) => {
    const accessCode = new URL(checkoutUrl).pathname.split('/').pop() ?? '';
    return t.app.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('access_code', '=', accessCode)
      .executeTakeFirstOrThrow();
  };
  const payments = (reference: string) =>
    t.app.db.selectFrom('payments').selectAll().where('reference', '=', reference).execute();
  /** Paystack's redirect back, as the browser follows it. */
  const comeBack = async (location: string) => {
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}${DONATION_RETURN_PATH}`);
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    const reference = url.searchParams.get('reference') ?? '';
    // Rendered at its address with the reference, which the page reads its verdict by.
    expect(response.body).toContain(`<main>${DONATION_RETURN_PATH}?reference=${reference}</main>`);
    return {
      response,
      reference,
      answer: embeddedQueryData(response.body, donationReturnQueryKey(reference)),
    };
  };
  const sendChargeSuccess = async (reference: string) => {
    const row = await t.app.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const raw = JSON.stringify({ event: 'charge.success', data: chargeEventData(row) });
    const response = await t.app.inject({
      method: 'POST',
      url: PAYSTACK_WEBHOOK_PATH,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhookBody(raw, t.config.paystack.sandboxSecretKey),
      },
    });
    expect(response.statusCode).toBe(200);
  };

  it('starts a Paystack transaction for the picked preset and sends the donor to its checkout', async () => {
    const response = await donate({
      preset: '100000',
      amount: '',
      email: 'ada@forum.test',
      frequency: 'once',
    });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(new RegExp(`^${SITE}/sandbox/paystack/checkout/[a-f0-9]{16}$`));
    const transaction = await transactionAt(location);
    expect(transaction).toMatchObject({
      email: 'ada@forum.test',
      amount_kobo: 100_000 * 100,
      currency: 'NGN',
      status: 'abandoned',
      plan_code: null,
      callback_url: `${SITE}${DONATION_RETURN_PATH}`,
    });
    expect(JSON.parse(transaction.metadata)).toEqual({
      purpose: 'donation',
      custom_fields: [{ display_name: 'Donation Type', variable_name: 'donation_type', value: 'once' }],
    });
  });

  it('takes the typed amount over the preset, and a monthly gift with its plan', async () => {
    const response = await donate({
      preset: '50000',
      amount: '7500',
      email: 'monthly@forum.test',
      frequency: 'monthly',
    });
    expect(response.statusCode).toBe(303);
    const transaction = await transactionAt(String(response.headers.location));
    expect(transaction.amount_kobo).toBe(750_000);
    expect(transaction.plan_code).toMatch(/^PLN_/);
    const plan = await t.app.db
      .selectFrom('donation_plans')
      .selectAll()
      .where('plan_code', '=', transaction.plan_code ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(plan.amount_kobo)).toBe(750_000);
    expect(JSON.parse(transaction.metadata)).toMatchObject({
      custom_fields: [{ display_name: 'Donation Type', value: 'monthly' }],
    });
  });

  it('sends the form back with its messages and starts nothing when the input is wrong', async () => {
    const before = (await sandboxTransactions()).length;
    const response = await donate({ preset: '', amount: '50', email: 'not-an-email', frequency: 'once' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    const answer = embeddedQueryData(response.body, formAnswerQueryKey('donation')) as FormAnswer;
    expect(answer).toMatchObject({
      outcome: 'refused',
      values: { amount: '50', email: 'not-an-email' },
      errors: { email: DONATION_FORM_MESSAGES.emailInvalid, amount: DONATION_FORM_MESSAGES.amountTooSmall },
    });
    const empty = embeddedQueryData((await donate({})).body, formAnswerQueryKey('donation')) as FormAnswer;
    expect(empty.errors).toEqual({
      email: DONATION_FORM_MESSAGES.emailRequired,
      amount: DONATION_FORM_MESSAGES.amountTooSmall,
    });
    expect(await sandboxTransactions()).toHaveLength(before);
  });

  it('sends a gift for a program back with the programs, and records the corrected gift against the program', async () => {
    const { id } = await t.app.db
      .insertInto('programs')
      .values({
        title: 'Free Medical Outreach, Moniya',
        description: 'Check-ups and medicines',
        date: '2025-03-01',
        image_url: '/x.png',
        image_variants: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = { amount: '150', email: 'earmark@forum', program_id: String(id), idempotency_key: 'k' };
    const refused = await donate(form);
    expect(refused.statusCode).toBe(422);
    const answer = embeddedQueryData(refused.body, formAnswerQueryKey('donation')) as FormAnswer;
    expect(answer.values).toMatchObject({ program_id: String(id) });
    // The page names the program from the programs it is sent with.
    expect(embeddedQueryData(refused.body, ['programs', 'list'])).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ id, title: 'Free Medical Outreach, Moniya' })]),
    });
    // A form for the general fund is sent back without them.
    const general = await donate({ amount: '150', email: 'earmark@forum' });
    expect(embeddedQueryData(general.body, ['programs', 'list'])).toBeUndefined();

    const location = String((await donate({ ...form, email: 'earmark@forum.test' })).headers.location);
    const paid = await postForm(`${new URL(location).pathname}/pay`);
    const { reference } = await comeBack(String(paid.headers.location));
    expect(await payments(reference)).toMatchObject([{ program_id: id, amount_kobo: 15_000 }]);
  });

  it.each(['1000000000.01', '99999999999', '1e15'])(
    'refuses the amount %s as too large under the amount field, and starts nothing',
    async (amount) => {
      const before = (await sandboxTransactions()).length;
      const response = await donate({ amount, email: 'large@forum.test' });
      expect(response.statusCode).toBe(422);
      const answer = embeddedQueryData(response.body, formAnswerQueryKey('donation')) as FormAnswer;
      expect(answer.errors).toEqual({
        amount: 'Amount is too large: one gift can be at most ₦1,000,000,000.',
      });
      expect(await sandboxTransactions()).toHaveLength(before);
    },
  );

  it('starts one transaction for a form sent twice at once (same idempotency key)', async () => {
    const before = (await sandboxTransactions()).length;
    const form = { preset: '250000', email: 'twice@forum.test', idempotency_key: `key-${target}-1` };
    const [first, second] = await Promise.all([donate(form), donate(form)]);
    expect(first?.statusCode).toBe(303);
    expect(second?.headers.location).toBe(first?.headers.location);
    const third = await donate(form);
    expect(third.headers.location).toBe(first?.headers.location);
    expect(await sandboxTransactions()).toHaveLength(before + 1);
    // Another donor on the same page (built ahead, one key for all) gets a checkout of their own.
    const other = await donate({ ...form, email: 'someone-else@forum.test' });
    expect(other.headers.location).not.toBe(first?.headers.location);
    expect((await transactionAt(String(other.headers.location))).email).toBe('someone-else@forum.test');
  });

  it('starts a new checkout for the same form once the first was paid, even before the donor is back', async () => {
    // The donate page is built ahead: every visitor's form carries the same key.
    const form = { preset: '100000', email: 'again@forum.test', idempotency_key: `built-${target}` };
    const first = String((await donate(form)).headers.location);
    const paid = await postForm(`${new URL(first).pathname}/pay`);
    expect(paid.statusCode).toBe(303);
    const second = String((await donate(form)).headers.location);
    expect(second).not.toBe(first);
    expect((await transactionAt(second)).status).toBe('abandoned');
    // The new one is the form's checkout until it too is left.
    expect((await donate(form)).headers.location).toBe(second);
  });

  it('starts a new checkout for the same form once the donor came back from cancelling the first', async () => {
    const form = { preset: '50000', email: 'changed-mind@forum.test', idempotency_key: `built-${target}` };
    const first = String((await donate(form)).headers.location);
    const cancelled = await postForm(`${new URL(first).pathname}/cancel`);
    expect((await comeBack(String(cancelled.headers.location))).answer).toMatchObject({
      status: 'cancelled',
    });
    const second = String((await donate(form)).headers.location);
    expect(second).not.toBe(first);
    expect((await transactionAt(second)).status).toBe('abandoned');
  });

  it('answers a retry with the same Idempotency-Key with the first checkout, and refuses the key for another gift', async () => {
    const before = (await sandboxTransactions()).length;
    const key = `header-key-${target}`;
    const send = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: DONATION_CHECKOUT_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
        payload: new URLSearchParams(fields).toString(),
      });
    const form = { preset: '500000', email: 'retry@forum.test', frequency: 'once' };
    const first = await send(form);
    expect(first.statusCode).toBe(303);
    const retry = await send(form);
    expect(retry.statusCode).toBe(303);
    expect(retry.headers.location).toBe(first.headers.location);
    expect(await sandboxTransactions()).toHaveLength(before + 1);
    const other = await send({ ...form, preset: '50000' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false });
    expect(await sandboxTransactions()).toHaveLength(before + 1);
  });

  it('serves a hosted checkout with Pay and Cancel that works as plain forms', async () => {
    const location = String((await donate({ preset: '50000', email: 'page@forum.test' })).headers.location);
    const path = new URL(location).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₦50,000');
    expect(page.body).toContain(`<form method="post" action="${path}/pay">`);
    expect(page.body).toContain(`<form method="post" action="${path}/cancel"`);
    expect(page.body).not.toContain('<script');
    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox/paystack/checkout/0123456789abcdef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: 'Transaction not found' });
  });

  it('pays, comes back to the success verdict, and records the gift once (webhook first, then the page)', async () => {
    const location = String((await donate({ preset: '50000', email: 'paid@forum.test' })).headers.location);
    const paid = await postForm(`${new URL(location).pathname}/pay`);
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.searchParams.get('trxref')).toBe(back.searchParams.get('reference'));
    const { reference, answer } = await comeBack(String(paid.headers.location));
    expect(answer).toEqual({ status: 'success', reference });
    // The emulator's charge.success reached the webhook before the donor came back.
    const rows = await payments(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'donation', amount_kobo: 5_000_000, source: 'webhook' });
    // A second Pay, a reload of the page and a replayed webhook change nothing.
    await postForm(`${new URL(location).pathname}/pay`);
    expect((await comeBack(String(paid.headers.location))).answer).toEqual({ status: 'success', reference });
    await sendChargeSuccess(reference);
    expect(await payments(reference)).toHaveLength(1);
  });

  it('records the gift once when the donor is back before the webhook, which then arrives twice', async () => {
    const location = String((await donate({ preset: '100000', email: 'early@forum.test' })).headers.location);
    const transaction = await transactionAt(location);
    // Paystack charged the card, its webhook has not arrived yet.
    await t.app.db
      .updateTable('sandbox_transactions')
      .set({ status: 'success', paid_at: new Date().toISOString() })
      .where('id', '=', transaction.id)
      .execute();
    const { answer } = await comeBack(
      `${SITE}${DONATION_RETURN_PATH}?trxref=${transaction.reference}&reference=${transaction.reference}`,
    );
    expect(answer).toEqual({ status: 'success', reference: transaction.reference });
    expect(await payments(transaction.reference)).toMatchObject([{ source: 'verify' }]);
    await sendChargeSuccess(transaction.reference);
    await sendChargeSuccess(transaction.reference);
    expect(await payments(transaction.reference)).toHaveLength(1);
  });

  it('comes back from Cancel to the cancelled verdict at once, with nothing recorded', async () => {
    const location = String((await donate({ preset: '50000', email: 'cancel@forum.test' })).headers.location);
    const cancelled = await postForm(`${new URL(location).pathname}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    const started = Date.now();
    const { reference, answer } = await comeBack(String(cancelled.headers.location));
    expect(answer).toEqual({ status: 'cancelled', reference });
    // Paystack's 'abandoned' is final: the donor is not kept waiting for attempts that cannot change it.
    expect(Date.now() - started).toBeLessThan(VERIFY_INTERVAL_MS);
    expect((await transactionAt(location)).status).toBe('abandoned');
    expect(await payments(reference)).toHaveLength(0);
  });

  it('gives the failure verdict at once for a transaction Paystack declined', async () => {
    const location = String(
      (await donate({ preset: '50000', email: 'declined@forum.test' })).headers.location,
    );
    const transaction = await transactionAt(location);
    await t.app.db
      .updateTable('sandbox_transactions')
      .set({ status: 'failed' })
      .where('id', '=', transaction.id)
      .execute();
    const started = Date.now();
    const { answer } = await comeBack(
      `${SITE}${DONATION_RETURN_PATH}?trxref=${transaction.reference}&reference=${transaction.reference}`,
    );
    expect(answer).toEqual({ status: 'failed', reference: transaction.reference });
    expect(Date.now() - started).toBeLessThan(VERIFY_INTERVAL_MS);
    expect(await payments(transaction.reference)).toHaveLength(0);
  });

  it('gives the failure verdict for a reference Paystack does not know, or none', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${DONATION_RETURN_PATH}?reference=no-such-ref`,
    });
    expect(embeddedQueryData(unknown.body, donationReturnQueryKey('no-such-ref'))).toEqual({
      status: 'failed',
      reference: 'no-such-ref',
    });
    const none = await t.app.inject({ method: 'GET', url: DONATION_RETURN_PATH });
    expect(embeddedQueryData(none.body, donationReturnQueryKey(''))).toEqual({ status: 'failed' });
  });
});

describe('a donation without JavaScript when Paystack is live', () => {
  it('sends the form back saying Paystack cannot be reached (502), and serves no sandbox checkout', async () => {
    const build = fakePageBuild();
    const t = await createTestApp(
      'sqlite',
      {
        paystack: {
          mode: 'live',
          moneyMode: 'test',
          sandboxSecretKey: '',
          publicKey: 'pk_test_x',
          secretKey: 'sk_test_x',
          apiBase: 'http://127.0.0.1:9/unreachable',
        },
      },
      { STATIC_DIR: build },
    );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: DONATION_CHECKOUT_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'preset=50000&email=ada%40forum.test',
      });
      expect(response.statusCode).toBe(502);
      const answer = embeddedQueryData(response.body, formAnswerQueryKey('donation')) as FormAnswer;
      expect(answer).toMatchObject({
        outcome: 'refused',
        values: { preset: '50000', email: 'ada@forum.test' },
        message: 'We could not reach Paystack right now. Please try again in a moment.',
      });
      const path = '/sandbox/paystack/checkout/0123456789abcdef';
      expect((await t.app.inject({ method: 'POST', url: `${path}/pay` })).statusCode).toBe(404);
      // The address is an unknown page of the site, not a checkout.
      expect((await t.app.inject({ method: 'GET', url: path })).body).not.toContain('/pay"');
    } finally {
      await t.close();
      rmSync(build, { recursive: true, force: true });
    }
  });
});
