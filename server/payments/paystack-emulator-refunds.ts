import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PaystackRefundCreateBody,
  paystackRefundCreateBodySchema,
  SANDBOX_PAYSTACK_PREFIX,
  sandboxTransactionCommandBodySchema,
  sandboxTransactionCommandEndpoint,
} from '@contract/paystack';
import { z } from '@contract/zod';
import type { SandboxRefundRow, SandboxTransactionRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { createSandboxRepository } from '../repositories/sandbox-repository';
import { hasSandboxKey, refuse, verifyResponseData } from './paystack-emulator-shapes';
import { fireSandboxWebhook } from './paystack-emulator-subscriptions';

/** Why a refund failed in the sandbox, as Paystack would say it. */
const SANDBOX_REFUND_FAILURE = "The customer's bank could not accept the refund";

/** How long Paystack gives the merchant to answer a dispute in the sandbox. */
const SANDBOX_DISPUTE_DAYS = 2;

/** A refund event's data, as Paystack sends it. */
function refundEventData(refund: SandboxRefundRow, email: string, message?: string) {
  return {
    status: refund.status,
    transaction_reference: refund.transaction_reference,
    refund_reference: null,
    amount: Number(refund.amount_kobo),
    currency: refund.currency,
    processor: 'sandbox',
    customer: { first_name: null, last_name: null, email },
    integration: 1,
    domain: 'test',
    id: String(refund.id),
    ...(message ? { message } : {}),
  };
}

/** A dispute event's data: the emulator's dispute of a transaction is the whole charge, one per transaction. */
function disputeEventData(transaction: SandboxTransactionRow, status: string, resolution: string | null) {
  const now = nowIso();
  return {
    id: transaction.id,
    refund_amount: transaction.amount_kobo,
    currency: transaction.currency,
    status,
    resolution,
    domain: 'test',
    transaction: verifyResponseData(transaction),
    transaction_reference: null,
    category: 'chargeback',
    customer: verifyResponseData(transaction).customer,
    bin: '408408',
    last4: '4081',
    dueAt: new Date(Date.parse(transaction.paid_at ?? now) + SANDBOX_DISPUTE_DAYS * 86_400_000).toISOString(),
    resolvedAt: resolution ? now : null,
    evidence: null,
    attachments: null,
    note: null,
    history: [],
    messages: [],
    createdAt: transaction.paid_at ?? now,
    updatedAt: now,
  };
}

/**
 * Starts a refund of a successful transaction: its pending event, then Paystack's outcome, each a signed webhook.
 * Answers the refund, or a refusal (unknown transaction, more than what is left).
 */
async function startSandboxRefund(
  app: FastifyInstance,
  transaction: SandboxTransactionRow,
  requested: Pick<PaystackRefundCreateBody, 'amount' | 'merchant_note' | 'customer_note'>,
  outcome: 'processed' | 'failed',
): Promise<{ refund: SandboxRefundRow } | { refusal: string }> {
  const sandbox = createSandboxRepository(app.db);
  const left = transaction.amount_kobo - (await sandbox.refundedKobo(transaction.reference));
  if (left <= 0) return { refusal: 'Transaction has been fully reversed' };
  const amount = requested.amount ?? left;
  if (amount > left)
    return { refusal: 'Refund amount cannot be more than the unrefunded transaction amount' };
  const refund = await sandbox.insertRefund({
    transaction_reference: transaction.reference,
    amount_kobo: amount,
    currency: transaction.currency,
    status: 'pending',
    merchant_note: requested.merchant_note ?? '',
    customer_note: requested.customer_note ?? '',
    created_at: nowIso(),
  });
  await fireSandboxWebhook(app, 'refund.pending', refundEventData(refund, transaction.email));
  await sandbox.setRefundStatus(refund.id, outcome);
  const done = { ...refund, status: outcome };
  await fireSandboxWebhook(
    app,
    `refund.${outcome}`,
    refundEventData(done, transaction.email, outcome === 'failed' ? SANDBOX_REFUND_FAILURE : undefined),
  );
  return { refund };
}

/**
 * The emulator's refunds (POST /refund, in the shape of Paystack's RefundCreateResponse; the refund is processed
 * at once and its webhooks sent), and a test-only command standing for what happens outside the site: a refund
 * from Paystack's dashboard, a card holder's dispute opened, reminded and resolved.
 */
const paystackEmulatorRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.paystack.mode !== 'sandbox') return;
  const paidTransaction = async (reference: string) => {
    const row = await createSandboxRepository(app.db).findTransaction('reference', reference);
    return row?.status === 'success' ? row : undefined;
  };

  app.post(`${SANDBOX_PAYSTACK_PREFIX}/refund`, async (request, reply) => {
    if (!hasSandboxKey(app, request)) return refuse(reply, 401, 'Invalid key');
    const parsed = paystackRefundCreateBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, parsed.error.issues[0]?.message ?? 'Invalid parameters');
    const transaction = await paidTransaction(parsed.data.transaction);
    if (!transaction) return refuse(reply, 404, 'Transaction not found');
    const started = await startSandboxRefund(app, transaction, parsed.data, 'processed');
    if ('refusal' in started) return refuse(reply, 400, started.refusal);
    const { refund } = started;
    const verified = verifyResponseData(transaction);
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: {
          id: verified.id,
          domain: verified.domain,
          reference: verified.reference,
          amount: verified.amount,
          paid_at: verified.paid_at,
          channel: verified.channel,
          currency: verified.currency,
          authorization: { exp_month: null, exp_year: null, account_name: null },
          customer: { international_format_phone: null },
          plan: {},
          subaccount: { currency: null },
          split: {},
          order_id: null,
          paidAt: verified.paid_at,
          pos_transaction_data: null,
          source: null,
          fees_breakdown: null,
        },
        integration: 1,
        deducted_amount: 0,
        channel: null,
        merchant_note: refund.merchant_note,
        customer_note: refund.customer_note,
        status: 'pending',
        refunded_by: 'sandbox@paystack.test',
        expected_at: new Date(Date.parse(refund.created_at) + 86_400_000).toISOString(),
        currency: refund.currency,
        domain: 'test',
        amount: Number(refund.amount_kobo),
        fully_deducted: false,
        id: refund.id,
        createdAt: refund.created_at,
        updatedAt: refund.created_at,
      },
    };
  });

  // Test-only: what Paystack's dashboard or a card holder does. Sandbox mode only, like the whole emulator.
  app.post(
    sandboxTransactionCommandEndpoint.path,
    {
      schema: {
        params: z.object({ reference: z.string().check(z.minLength(1), z.maxLength(200)) }),
        body: sandboxTransactionCommandBodySchema,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const transaction = await paidTransaction(request.params.reference);
      if (!transaction) return refuse(reply, 404, 'Transaction not found');
      const command = request.body;
      if (command.action === 'refund') {
        const started = await startSandboxRefund(app, transaction, command, command.outcome);
        if ('refusal' in started) return refuse(reply, 400, started.refusal);
        const events = ['refund.pending', `refund.${command.outcome}`];
        return { status: true, message: 'Refund sent', data: { events } };
      }
      const [event, status, resolution] =
        command.action === 'open-dispute'
          ? ['charge.dispute.create', 'awaiting-merchant-feedback', null]
          : command.action === 'remind-dispute'
            ? ['charge.dispute.remind', 'awaiting-merchant-feedback', null]
            : ['charge.dispute.resolve', 'resolved', command.resolution];
      await fireSandboxWebhook(app, event, disputeEventData(transaction, status, resolution));
      return { status: true, message: 'Dispute event sent', data: { events: [event] } };
    },
  );
};

export default paystackEmulatorRefundRoutes;
