import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PAYSTACK_PREFIX } from '@contract/paystack';
import type { SandboxPlanRow, SandboxTransactionRow } from '../db/schema';

/** The JSON shapes the Paystack emulator answers with, from docs/reference/paystack-openapi.yaml. */

/** Whether a call carries the sandbox's secret key, as every call to Paystack's API must. */
export const hasSandboxKey = (app: FastifyInstance, request: FastifyRequest) =>
  request.headers.authorization === `Bearer ${app.config.paystack.sandboxSecretKey}`;

/** Paystack's refusal of a call: `{status: false, message}`. */
export function refuse(reply: FastifyReply, code: 400 | 401 | 404, message: string) {
  return reply.code(code).send({ status: false, message });
}

/** The emulator's one test card, as Paystack describes an authorization. */
export function testCardAuthorization(authorizationCode: string, signature: string | null) {
  return {
    authorization_code: authorizationCode,
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
    signature,
    account_name: null,
  };
}

const GATEWAY_RESPONSES: Record<SandboxTransactionRow['status'], string> = {
  success: 'Successful',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
};

/** The hosted checkout page an initialized transaction's `authorization_url` opens. */
export const sandboxHostedCheckoutPath = (accessCode: string) =>
  `${SANDBOX_PAYSTACK_PREFIX}/checkout/${accessCode}`;

export const newReference = () => `SBX-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
export const newAccessCode = () => randomBytes(8).toString('hex');

function parseMetadata(stored: string): unknown {
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

/** `VerifyResponse.data` of docs/reference/paystack-openapi.yaml, every required field present. */
export function verifyResponseData(row: SandboxTransactionRow, plan?: SandboxPlanRow) {
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
      ...testCardAuthorization(`AUTH_${row.access_code}`, `SIG_${row.access_code}`),
      receiver_bank_account_number: null,
      receiver_bank: null,
    },
    customer: customerData(row.email),
    plan: plan?.plan_code ?? null,
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
    plan_object: plan ? planObject(plan) : {},
    subaccount: {},
  };
}

/** A charge.success event's data: the transaction, with the plan as an object (`{}` without one). */
export function chargeEventData(row: SandboxTransactionRow, plan?: SandboxPlanRow) {
  return { ...verifyResponseData(row, plan), plan: plan ? planObject(plan) : {} };
}

function planObject(plan: SandboxPlanRow) {
  const { id, name, plan_code, description, amount, interval, send_invoices, send_sms, currency } =
    planData(plan);
  return { id, name, plan_code, description, amount, interval, send_invoices, send_sms, currency };
}

/** A payer as Paystack describes one, with an id and code stable per e-mail in the emulator. */
export function customerData(email: string) {
  return {
    id: sandboxCustomerId(email),
    first_name: null,
    last_name: null,
    email,
    customer_code: `CUS_${Buffer.from(email).toString('hex').slice(0, 12)}`,
    phone: null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

/** Paystack's customer id, stable per e-mail in the emulator. */
export function sandboxCustomerId(email: string): number {
  return parseInt(createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 10), 16);
}

/** `PlanCreateResponse.data` (and the plan object of events), every required field present. */
export function planData(plan: SandboxPlanRow) {
  return {
    currency: plan.currency,
    name: plan.name,
    amount: Number(plan.amount_kobo),
    interval: plan.interval,
    integration: 1,
    domain: 'test',
    plan_code: plan.plan_code,
    description: null,
    invoice_limit: 0,
    send_invoices: true,
    send_sms: true,
    hosted_page: false,
    migrate: false,
    is_archived: false,
    id: plan.id,
    createdAt: plan.created_at,
    updatedAt: plan.created_at,
  };
}
