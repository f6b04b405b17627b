import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE_KOBO, CURRENCY } from '@contract/constants';
import { createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import {
  createPaystackClient,
  PaystackRefusedError,
  PaystackUnavailableError,
  sandboxApiBase,
} from '../paystack-client';
import { insertSandboxTransaction, listenOnFreePort, payInSandbox } from './payment-fixtures';

/** Paystack's own OpenAPI description, the reference the emulator and the client are held to. */
const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../docs/reference/paystack-openapi.yaml');

/** OpenAPI 3.0 allows `nullable` without `type` (meaning "anything, or null"); JSON Schema has no such keyword. */
function withoutUntypedNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUntypedNullable);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).filter(([key]) => !(key === 'nullable' && !('type' in node)));
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutUntypedNullable(value)]));
}

function openApiValidator(): (schemaName: string) => ValidateFunction {
  const document = parseYaml(readFileSync(OPENAPI_FILE, 'utf8')) as { components: unknown };
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'paystack', components: withoutUntypedNullable(document.components) });
  return (schemaName) => ajv.compile({ $ref: `paystack#/components/schemas/${schemaName}` });
}

const schemaOf = openApiValidator();
const conforms = (schemaName: string, body: unknown) => {
  const validate = schemaOf(schemaName);
  const ok = validate(body);
  return ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

describe.each(await databaseTargets())('the Paystack client against the sandbox emulator on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await listenOnFreePort(t.app);
  });
  afterAll(async () => t.close());

  const client = () =>
    createPaystackClient({
      secretKey: t.config.paystack.sandboxSecretKey,
      apiBase: () => sandboxApiBase(t.app),
    });
  const emulatorGet = (reference: string, key = t.config.paystack.sandboxSecretKey) =>
    fetch(`${sandboxApiBase(t.app)}/transaction/verify/${reference}`, {
      headers: { Authorization: `Bearer ${key}` },
    });

  it('reads a successful sandbox payment with its amount, currency, e-mail and metadata', async () => {
    const reference = await payInSandbox(t.app, {
      email: 'fee@forum.test',
      amountKobo: APPLICATION_FEE_KOBO,
      purpose: 'application_fee',
    });
    const result = await client().verifyTransaction(reference);
    expect(result).toMatchObject({
      found: true,
      transaction: {
        reference,
        status: 'success',
        amount: APPLICATION_FEE_KOBO,
        currency: CURRENCY,
        customer: { email: 'fee@forum.test' },
        metadata: { purpose: 'application_fee' },
      },
    });
  });

  it("answers the verify call in the shape of OpenAPI's VerifyResponse, for success and failure", async () => {
    const paid = await payInSandbox(t.app, { amountKobo: 10_000_000, purpose: 'donation' });
    await insertSandboxTransaction(t.app, {
      reference: `declined-${target}`,
      amountKobo: 10_000,
      status: 'failed',
    });
    for (const reference of [paid, `declined-${target}`]) {
      const response = await emulatorGet(reference);
      expect(response.status).toBe(200);
      expect(conforms('VerifyResponse', await response.json())).toEqual([]);
    }
  });

  it("answers an unknown reference with 404 in OpenAPI's Error shape, and the client reports it not found", async () => {
    const response = await emulatorGet('no-such-reference');
    expect(response.status).toBe(404);
    expect(conforms('Error', await response.json())).toEqual([]);
    expect(await client().verifyTransaction('no-such-reference')).toEqual({
      found: false,
      message: 'Transaction reference not found',
    });
  });

  it('refuses a wrong secret key with 401 Invalid key, which the client treats as Paystack being unusable', async () => {
    const response = await emulatorGet('anything', 'sk_test_wrong');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: false, message: 'Invalid key' });
    const wrongKeyClient = createPaystackClient({
      secretKey: 'sk_test_wrong',
      apiBase: () => sandboxApiBase(t.app),
    });
    await expect(wrongKeyClient.verifyTransaction('anything')).rejects.toBeInstanceOf(
      PaystackUnavailableError,
    );
  });

  it("initializes a transaction in the shape of OpenAPI's TransactionInitializeResponse, then verifies it as abandoned", async () => {
    const response = await fetch(`${sandboxApiBase(t.app)}/transaction/initialize`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${t.config.paystack.sandboxSecretKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'init@forum.test', amount: 500_000, reference: `init-${target}` }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(conforms('TransactionInitializeResponse', body)).toEqual([]);
    expect(body).toMatchObject({ status: true, data: { reference: `init-${target}` } });
    const result = await client().verifyTransaction(`init-${target}`);
    expect(result).toMatchObject({ found: true, transaction: { status: 'abandoned', amount: 500_000 } });
  });
});

describe.each(await databaseTargets())('the emulator\u2019s refunds on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await listenOnFreePort(t.app);
  });
  afterAll(async () => t.close());

  const postRefund = (body: unknown) =>
    fetch(`${sandboxApiBase(t.app)}/refund`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${t.config.paystack.sandboxSecretKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it("answers POST /refund in the shape of OpenAPI's RefundCreateResponse, and refuses more than is left", async () => {
    const reference = await payInSandbox(t.app, { amountKobo: 800_000, purpose: 'donation' });
    const response = await postRefund({ transaction: reference, amount: 300_000, merchant_note: 'Too much' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(conforms('RefundCreateResponse', body)).toEqual([]);
    expect(body).toMatchObject({
      status: true,
      data: { amount: 300_000, status: 'pending', transaction: { reference } },
    });
    const refused = await postRefund({ transaction: reference, amount: 500_001 });
    expect(refused.status).toBe(400);
    expect(conforms('Error', await refused.json())).toEqual([]);
    const unknown = await postRefund({ transaction: 'no-such-reference' });
    expect(unknown.status).toBe(404);
    // The client reads the answer, and passes Paystack's refusal on as a refusal.
    const client = createPaystackClient({
      secretKey: t.config.paystack.sandboxSecretKey,
      apiBase: () => sandboxApiBase(t.app),
    });
    expect(await client.createRefund({ transaction: reference, amount: 500_000 })).toMatchObject({
      amount: 500_000,
      transaction: { reference },
    });
    await expect(client.createRefund({ transaction: reference, amount: 1 })).rejects.toBeInstanceOf(
      PaystackRefusedError,
    );
  });
});

describe("the Paystack client against OpenAPI's documented VerifyResponse", () => {
  /** A live-like answer built from the schema's required fields; the test first proves it conforms. */
  const documentedAnswer = {
    status: true,
    message: 'Verification successful',
    data: {
      id: 4099260516,
      domain: 'live',
      status: 'success',
      reference: 're4lyvq3s3',
      receipt_number: null,
      amount: 40333,
      message: null,
      gateway_response: 'Successful',
      paid_at: '2024-08-22T09:15:02.000Z',
      created_at: '2024-08-22T09:14:24.000Z',
      channel: 'card',
      currency: 'NGN',
      ip_address: '197.210.54.33',
      metadata: '',
      log: null,
      fees: 10283,
      fees_split: null,
      authorization: {
        authorization_code: 'AUTH_uh8bcl3zbn',
        bin: '408408',
        last4: '4081',
        channel: 'card',
        reusable: true,
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: '2024-08-22T09:15:02.000Z',
      createdAt: '2024-08-22T09:14:24.000Z',
      requested_amount: 40333,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
      transaction_date: '2024-08-22T09:14:24.000Z',
      plan_object: {},
      subaccount: {},
      customer: {
        id: 181873746,
        first_name: null,
        last_name: null,
        email: 'demo@test.com',
        customer_code: 'CUS_1rkzaqsv4rrhqo6',
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
    },
  };

  it('conforms to the schema, and the client reads reference, status, amount, currency and e-mail from it', async () => {
    expect(conforms('VerifyResponse', documentedAnswer)).toEqual([]);
    const requests: { url: string; authorization: string | null }[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify(documentedAnswer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = createPaystackClient({
      secretKey: 'sk_live_abc',
      apiBase: () => 'https://api.paystack.co',
      fetch: fakeFetch,
    });
    const result = await client.verifyTransaction('re4lyvq3s3');
    expect(requests).toEqual([
      { url: 'https://api.paystack.co/transaction/verify/re4lyvq3s3', authorization: 'Bearer sk_live_abc' },
    ]);
    expect(result).toMatchObject({
      found: true,
      transaction: {
        reference: 're4lyvq3s3',
        status: 'success',
        amount: 40333,
        currency: 'NGN',
        customer: { email: 'demo@test.com' },
      },
    });
  });

  it('treats an answer that breaks the documented shape as Paystack being unusable, not as a payment', async () => {
    const broken = { status: true, message: 'ok', data: { reference: 'x', status: 'success' } };
    expect(conforms('VerifyResponse', broken)).not.toEqual([]);
    const client = createPaystackClient({
      secretKey: 'sk_live_abc',
      apiBase: () => 'https://api.paystack.co',
      fetch: async () => new Response(JSON.stringify(broken), { status: 200 }),
    });
    await expect(client.verifyTransaction('x')).rejects.toBeInstanceOf(PaystackUnavailableError);
  });
});
