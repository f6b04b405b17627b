import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paystackInitializeBodySchema,
  sandboxCheckoutBodySchema,
  sandboxCheckoutEndpoint,
  SANDBOX_PAYSTACK_PREFIX,
} from '@contract/paystack';
import { z } from '@contract/zod';
import { nowIso } from '../lib/clock';
import { createSandboxTransactionsRepository } from '../repositories/sandbox-transactions-repository';

type SandboxTransactionRow = {
  id: number;
  reference: string;
  access_code: string;
  email: string;
  amount_kobo: number;
  currency: string;
  status: 'abandoned' | 'success' | 'failed';
  metadata: string;
  paid_at: string | null;
  created_at: string;
};

const GATEWAY_RESPONSES: Record<SandboxTransactionRow['status'], string> = {
  success: 'Successful',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
};

/** Simulated payments one client may make per minute. */
export const SANDBOX_CHECKOUTS_PER_MINUTE = 20;

const newReference = () => `SBX-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
const newAccessCode = () => randomBytes(8).toString('hex');

function parseMetadata(stored: string): unknown {
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

/** `VerifyResponse.data` of docs/reference/paystack-openapi.yaml, every required field present. */
function verifyResponseData(row: SandboxTransactionRow) {
  const customerCode = `CUS_${Buffer.from(row.email).toString('hex').slice(0, 12)}`;
  return {
    id: row.id,
    domain: 'test',
    status: row.status,
    reference: row.reference,
    receipt_number: null,
    amount: row.amount_kobo,
    message: null,
    gateway_response: GATEWAY_RESPONSES[row.status],
    paid_at: row.paid_at,
    created_at: row.created_at,
    channel: 'card',
    currency: row.currency,
    ip_address: '127.0.0.1',
    metadata: parseMetadata(row.metadata),
    log: null,
    fees: row.status === 'success' ? Math.min(Math.round(row.amount_kobo * 0.015) + 10_000, 200_000) : null,
    fees_split: null,
    authorization: {
      authorization_code: `AUTH_${row.access_code}`,
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: `SIG_${row.access_code}`,
      account_name: null,
      receiver_bank_account_number: null,
      receiver_bank: null,
    },
    customer: {
      id: row.id,
      first_name: null,
      last_name: null,
      email: row.email,
      customer_code: customerCode,
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: row.paid_at,
    createdAt: row.created_at,
    requested_amount: row.amount_kobo,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: row.created_at,
    plan_object: {},
    subaccount: {},
  };
}

function hasSandboxKey(request: FastifyRequest, sandboxSecretKey: string): boolean {
  return request.headers.authorization === `Bearer ${sandboxSecretKey}`;
}

function refuseKey(reply: FastifyReply) {
  return reply.code(401).send({ status: false, message: 'Invalid key' });
}

/**
 * A local stand-in for the Paystack endpoints we use, mounted under /sandbox/paystack on this server when no
 * Paystack secret key is configured. It keeps its transactions in `sandbox_transactions` and answers with the
 * JSON shapes of Paystack's OpenAPI description, so the verify code path is the same as live.
 */
const paystackEmulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.paystack.mode !== 'sandbox') return;

  app.post(`${SANDBOX_PAYSTACK_PREFIX}/transaction/initialize`, async (request, reply) => {
    if (!hasSandboxKey(request, app.config.paystack.sandboxSecretKey)) return refuseKey(reply);
    const parsed = paystackInitializeBodySchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply
        .code(400)
        .send({ status: false, message: parsed.error.issues[0]?.message ?? 'Invalid parameters' });
    const { email, amount, currency, reference, metadata } = parsed.data;
    const chosenReference = reference ?? newReference();
    const accessCode = newAccessCode();
    const inserted = await createSandboxTransactionsRepository(app.db).insertUnlessReferenceExists({
      reference: chosenReference,
      access_code: accessCode,
      email,
      amount_kobo: amount,
      currency,
      status: 'abandoned',
      metadata: typeof metadata === 'string' ? metadata : JSON.stringify(metadata ?? {}),
      paid_at: null,
      created_at: nowIso(),
    });
    if (inserted === undefined)
      return reply.code(400).send({ status: false, message: 'Duplicate Transaction Reference' });
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${request.protocol}://${request.host}${SANDBOX_PAYSTACK_PREFIX}/checkout/${accessCode}`,
        access_code: accessCode,
        reference: chosenReference,
      },
    };
  });

  app.get(
    `${SANDBOX_PAYSTACK_PREFIX}/transaction/verify/:reference`,
    { schema: { params: z.object({ reference: z.string().check(z.minLength(1), z.maxLength(200)) }) } },
    async (request, reply) => {
      if (!hasSandboxKey(request, app.config.paystack.sandboxSecretKey)) return refuseKey(reply);
      const row = await createSandboxTransactionsRepository(app.db).findByReference(request.params.reference);
      if (!row) return reply.code(404).send({ status: false, message: 'Transaction reference not found' });
      return { status: true, message: 'Verification successful', data: verifyResponseData(row) };
    },
  );

  // The test checkout's "Pay" button: what Paystack's pop-up does when a test card is charged successfully.
  // Rate-limited: even a simulated payment should not be minted in bulk.
  app.post(
    sandboxCheckoutEndpoint.path,
    {
      schema: { body: sandboxCheckoutBodySchema },
      config: { rateLimit: { max: SANDBOX_CHECKOUTS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email, amount, currency, metadata } = request.body;
      const now = nowIso();
      const reference = newReference();
      const id = await createSandboxTransactionsRepository(app.db).insert({
        reference,
        access_code: newAccessCode(),
        email,
        amount_kobo: amount,
        currency,
        status: 'success',
        metadata: JSON.stringify(metadata ?? {}),
        paid_at: now,
        created_at: now,
      });
      return { status: true, message: 'Approved', data: { id, reference, message: 'Approved' } };
    },
  );
};

export default paystackEmulatorRoutes;
