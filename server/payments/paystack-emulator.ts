import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paystackInitializeBodySchema,
  sandboxCheckoutBodySchema,
  sandboxCheckoutEndpoint,
  SANDBOX_PAYSTACK_PREFIX,
} from '@contract/paystack';
import { z } from '@contract/zod';
import { nowIso } from '../lib/clock';
import {
  chargeEventData,
  hasSandboxKey,
  newAccessCode,
  newReference,
  refuse,
  sandboxHostedCheckoutPath,
  verifyResponseData,
} from './paystack-emulator-shapes';
import { fireSandboxWebhook, startSandboxSubscription } from './paystack-emulator-subscriptions';
import { createSandboxRepository } from '../repositories/sandbox-repository';
import { siteOrigin } from '../services/site-origin';

/** Simulated payments one client may make per minute. */
export const SANDBOX_CHECKOUTS_PER_MINUTE = 20;

/**
 * A local stand-in for the Paystack endpoints we use, mounted under /sandbox/paystack on this server when no
 * Paystack secret key is configured. It keeps its transactions in `sandbox_transactions` and answers with the
 * JSON shapes of Paystack's OpenAPI description, so the verify code path is the same as live. Plans and
 * subscriptions: paystack-emulator-subscriptions.ts.
 */
const paystackEmulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.paystack.mode !== 'sandbox') return;
  const sandbox = createSandboxRepository(app.db);

  app.post(`${SANDBOX_PAYSTACK_PREFIX}/transaction/initialize`, async (request, reply) => {
    if (!hasSandboxKey(app, request)) return refuse(reply, 401, 'Invalid key');
    const parsed = paystackInitializeBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, parsed.error.issues[0]?.message ?? 'Invalid parameters');
    const { email, currency, reference, metadata, callback_url: callbackUrl } = parsed.data;
    // Like Paystack: a plan's transaction is for the plan's amount, whatever `amount` said.
    const plan = parsed.data.plan ? await sandbox.findPlan(parsed.data.plan) : undefined;
    if (parsed.data.plan && !plan) return refuse(reply, 400, 'Plan not found');
    const chosenReference = reference ?? newReference();
    const accessCode = newAccessCode();
    const inserted = await sandbox.insertTransaction({
      reference: chosenReference,
      access_code: accessCode,
      email,
      amount_kobo: plan ? Number(plan.amount_kobo) : parsed.data.amount,
      currency,
      status: 'abandoned',
      metadata: typeof metadata === 'string' ? metadata : JSON.stringify(metadata ?? {}),
      paid_at: null,
      plan_code: plan?.plan_code ?? null,
      callback_url: callbackUrl ?? null,
      created_at: nowIso(),
    });
    if (inserted === undefined) return refuse(reply, 400, 'Duplicate Transaction Reference');
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        // The page the payer's browser opens: on the site's own address, not the one the server called.
        authorization_url: `${siteOrigin(app)}${sandboxHostedCheckoutPath(accessCode)}`,
        access_code: accessCode,
        reference: chosenReference,
      },
    };
  });

  app.get(
    `${SANDBOX_PAYSTACK_PREFIX}/transaction/verify/:reference`,
    { schema: { params: z.object({ reference: z.string().check(z.minLength(1), z.maxLength(200)) }) } },
    async (request, reply) => {
      if (!hasSandboxKey(app, request)) return refuse(reply, 401, 'Invalid key');
      const row = await sandbox.findTransaction('reference', request.params.reference);
      if (!row) return refuse(reply, 404, 'Transaction reference not found');
      const plan = row.plan_code ? await sandbox.findPlan(row.plan_code) : undefined;
      return { status: true, message: 'Verification successful', data: verifyResponseData(row, plan) };
    },
  );

  // The test checkout's "Pay" button: what Paystack's pop-up does when a test card is charged successfully,
  // `charge.success` to the webhook included, so a payer who closes the tab before the verify call counts.
  // Rate-limited: even a simulated payment should not be minted in bulk.
  app.post(
    sandboxCheckoutEndpoint.path,
    {
      schema: { body: sandboxCheckoutBodySchema },
      config: { rateLimit: { max: SANDBOX_CHECKOUTS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, currency, metadata } = request.body;
      // Like Paystack: a plan's charge is for the plan's amount.
      const plan = request.body.plan ? await sandbox.findPlan(request.body.plan) : undefined;
      if (request.body.plan && !plan)
        return reply.code(400).send({ success: false, message: 'Plan not found' });
      const amount = plan ? Number(plan.amount_kobo) : request.body.amount;
      const now = nowIso();
      const reference = newReference();
      const transaction = await sandbox.insertTransaction({
        reference,
        access_code: newAccessCode(),
        email,
        amount_kobo: amount,
        currency,
        status: 'success',
        metadata: JSON.stringify(metadata ?? {}),
        paid_at: now,
        plan_code: plan?.plan_code ?? null,
        created_at: now,
      });
      if (!transaction) throw new Error(`The sandbox transaction ${reference} was not stored`);
      if (plan) await startSandboxSubscription(app, plan, email);
      await fireSandboxWebhook(app, 'charge.success', chargeEventData(transaction, plan));
      const data = { id: transaction.id, reference, message: 'Approved' };
      return { status: true, message: 'Approved', data };
    },
  );
};

export default paystackEmulatorRoutes;
