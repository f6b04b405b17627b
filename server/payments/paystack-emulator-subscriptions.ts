import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYSTACK_WEBHOOK_PATH,
  paystackPlanCreateBodySchema,
  SANDBOX_PAYSTACK_PREFIX,
  sandboxNextMonthBodySchema,
  sandboxNextMonthEndpoint,
} from '@contract/paystack';
import { z } from '@contract/zod';
import type { SandboxPlanRow, SandboxSubscriptionRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { acceptFormBodies } from '../lib/form-body';
import { createSandboxRepository } from '../repositories/sandbox-repository';
import {
  chargeEventData,
  customerData,
  hasSandboxKey,
  newAccessCode,
  newReference,
  planData,
  refuse,
  sandboxCustomerId,
  testCardAuthorization,
} from './paystack-emulator-shapes';
import { escapeHtml } from '../pages/page-html';
import { signWebhookBody } from './webhook-signature';

const MANAGE_PAGE_PREFIX = `${SANDBOX_PAYSTACK_PREFIX}/manage`;
const codeParams = z.object({
  code: z.string().check(z.regex(/^SUB_[a-z0-9]+$/, 'Invalid subscription code')),
});
const tokenField = z.string().check(z.regex(/^[a-z0-9]+$/, 'Invalid token'), z.maxLength(64));

const nextMonthFrom = (iso: string, months: number) => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
};

/** `SubscriptionListResponseArray` (and the data of subscription.* events). */
function subscriptionData(subscription: SandboxSubscriptionRow, plan: SandboxPlanRow) {
  return {
    id: subscription.id,
    domain: 'test',
    status: subscription.status === 'cancelled' ? 'cancelled' : subscription.status,
    start: Math.floor(new Date(subscription.created_at).getTime() / 1000),
    quantity: 1,
    subscription_code: subscription.subscription_code,
    email_token: subscription.email_token,
    amount: Number(plan.amount_kobo),
    cron_expression: '0 0 1 * *',
    next_payment_date:
      subscription.status === 'cancelled'
        ? null
        : nextMonthFrom(subscription.created_at, subscription.months_charged),
    open_invoice: null,
    createdAt: subscription.created_at,
    integration: 1,
    plan: planData(plan),
    authorization: testCardAuthorization(`AUTH_${subscription.email_token}`, null),
    customer: customerData(subscription.email),
    invoice_limit: 0,
    split_code: null,
    payments_count: subscription.months_charged,
    most_recent_invoice: null,
    metadata: null,
  };
}

/** Sends a signed event to this server's webhook, as Paystack does. */
export async function fireSandboxWebhook(app: FastifyInstance, event: string, data: unknown): Promise<void> {
  const raw = JSON.stringify({ event, data });
  const response = await app.inject({
    method: 'POST',
    url: PAYSTACK_WEBHOOK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhookBody(raw, app.config.paystack.sandboxSecretKey),
    },
  });
  if (response.statusCode !== 200)
    app.log.warn({ event, status: response.statusCode }, 'sandbox webhook refused');
}

/** What Paystack does after the first charge with a plan: the subscription, then `subscription.create`. */
export async function startSandboxSubscription(
  app: FastifyInstance,
  plan: SandboxPlanRow,
  email: string,
): Promise<void> {
  const row = await createSandboxRepository(app.db).createSubscription({
    subscription_code: `SUB_${randomBytes(8).toString('hex')}`,
    email_token: randomBytes(8).toString('hex'),
    plan_code: plan.plan_code,
    email,
    status: 'active',
    months_charged: 1,
    created_at: nowIso(),
  });
  await fireSandboxWebhook(app, 'subscription.create', subscriptionData(row, plan));
}

/** The emulator's two test cards: the first charge's, and the one the manage page offers instead. */
const TEST_CARDS = ['4081', '1111'] as const;
const cardOf = (subscription: SandboxSubscriptionRow) => subscription.card_last4 ?? TEST_CARDS[0];
const otherCardOf = (subscription: SandboxSubscriptionRow) =>
  cardOf(subscription) === TEST_CARDS[0] ? TEST_CARDS[1] : TEST_CARDS[0];

/** The donor's manage page of a subscription: its path, with the token that opens it. */
const managePagePath = (subscription: SandboxSubscriptionRow) =>
  `${MANAGE_PAGE_PREFIX}/${subscription.subscription_code}?${new URLSearchParams({ subscription_token: subscription.email_token })}`;

/** A page Paystack hosts for the payer (sandbox): plain HTML that works without JavaScript. */
export function sandboxHostedPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main><p style="background:#fef3c7;padding:.5rem 1rem;border-radius:.5rem">Paystack test mode — no real money moves</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The emulator's plans and subscriptions (POST /plan, GET /subscription, the manage link and page, where the
 * donor changes the card or cancels, POST /subscription/disable), and a test-only command that fires a subscription's next month.
 */
const paystackEmulatorSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.paystack.mode !== 'sandbox') return;

  // The manage page's cancel button posts an HTML form.
  acceptFormBodies(app);

  const sandbox = createSandboxRepository(app.db);

  const loadSubscription = async (code: string) => {
    const subscription = await sandbox.findSubscription(code);
    const plan = subscription ? await sandbox.findPlan(subscription.plan_code) : undefined;
    return subscription && plan ? { subscription, plan } : undefined;
  };

  /** The subscription and its plan, only when `token` is the subscription's own. */
  const loadWithToken = async (code: string, token: string) => {
    const found = await loadSubscription(code);
    return found?.subscription.email_token === token ? found : undefined;
  };

  const cancel = async (subscription: SandboxSubscriptionRow, plan: SandboxPlanRow) => {
    if (subscription.status === 'cancelled') return;
    await sandbox.updateSubscription(subscription.id, { status: 'cancelled' });
    await fireSandboxWebhook(
      app,
      'subscription.disable',
      subscriptionData({ ...subscription, status: 'cancelled' }, plan),
    );
  };

  app.post(`${SANDBOX_PAYSTACK_PREFIX}/plan`, async (request, reply) => {
    if (!hasSandboxKey(app, request)) return refuse(reply, 401, 'Invalid key');
    const parsed = paystackPlanCreateBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, parsed.error.issues[0]?.message ?? 'Invalid parameters');
    const plan = await sandbox.createPlan({
      plan_code: `PLN_${randomBytes(8).toString('hex')}`,
      name: parsed.data.name,
      amount_kobo: parsed.data.amount,
      interval: parsed.data.interval,
      currency: parsed.data.currency,
      created_at: nowIso(),
    });
    return { status: true, message: 'Plan created', data: planData(plan) };
  });

  app.get(
    `${SANDBOX_PAYSTACK_PREFIX}/subscription`,
    {
      schema: {
        querystring: z.object({
          customer: z.optional(z.coerce.number().check(z.int())),
          plan: z.optional(z.coerce.number().check(z.int())),
        }),
      },
    },
    async (request, reply) => {
      if (!hasSandboxKey(app, request)) return refuse(reply, 401, 'Invalid key');
      const rows = await sandbox.listSubscriptionsWithPlanIds();
      const { customer, plan } = request.query;
      const matching = rows.filter(
        (row) =>
          (plan === undefined || row.plan_id === plan) &&
          (customer === undefined || sandboxCustomerId(row.email) === customer),
      );
      const data = [];
      for (const row of matching) {
        const found = await loadSubscription(row.subscription_code);
        if (found) data.push(subscriptionData(found.subscription, found.plan));
      }
      return { status: true, message: 'Subscriptions retrieved', data };
    },
  );

  app.get(
    `${SANDBOX_PAYSTACK_PREFIX}/subscription/:code/manage/link`,
    { schema: { params: codeParams } },
    async (request, reply) => {
      if (!hasSandboxKey(app, request)) return refuse(reply, 401, 'Invalid key');
      const found = await loadSubscription(request.params.code);
      if (!found) return refuse(reply, 404, 'Subscription not found');
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return {
        status: true,
        message: 'Link generated',
        data: { link: `${origin}${managePagePath(found.subscription)}` },
      };
    },
  );

  app.post(
    `${SANDBOX_PAYSTACK_PREFIX}/subscription/disable`,
    { schema: { body: z.object({ code: z.string(), token: tokenField }) } },
    async (request, reply) => {
      if (!hasSandboxKey(app, request)) return refuse(reply, 401, 'Invalid key');
      const found = await loadWithToken(request.body.code, request.body.token);
      if (!found) return refuse(reply, 404, 'Subscription not found');
      await cancel(found.subscription, found.plan);
      return { status: true, message: 'Subscription disabled successfully' };
    },
  );

  // The page Paystack hosts for the donor: shows the gift and lets them cancel it.
  app.get(
    `${MANAGE_PAGE_PREFIX}/:code`,
    { schema: { params: codeParams, querystring: z.object({ subscription_token: tokenField }) } },
    async (request, reply) => {
      const found = await loadWithToken(request.params.code, request.query.subscription_token);
      if (!found) return refuse(reply, 404, 'Subscription not found');
      const { subscription, plan } = found;
      const amount = `₦${(Number(plan.amount_kobo) / 100).toLocaleString('en-NG')}`;
      const body =
        subscription.status === 'cancelled'
          ? `<p role="status">Your subscription of ${amount} a month has been cancelled. You will not be charged again.</p>`
          : `<p>You give ${escapeHtml(amount)} every month from the card ending in ${escapeHtml(cardOf(subscription))} (${escapeHtml(subscription.email)}).</p>
<form method="post" action="${MANAGE_PAGE_PREFIX}/${subscription.subscription_code}/card">
<input type="hidden" name="token" value="${escapeHtml(subscription.email_token)}">
<button type="submit" style="padding:.5rem 1rem;font-size:1rem">Use the other test card (ending in ${escapeHtml(otherCardOf(subscription))})</button></form>
<form method="post" action="${MANAGE_PAGE_PREFIX}/${subscription.subscription_code}/cancel">
<input type="hidden" name="token" value="${escapeHtml(subscription.email_token)}">
<button type="submit" style="padding:.5rem 1rem;font-size:1rem">Cancel subscription</button></form>`;
      return reply.type('text/html; charset=utf-8').send(sandboxHostedPage('Manage your subscription', body));
    },
  );

  app.post(
    `${MANAGE_PAGE_PREFIX}/:code/cancel`,
    { schema: { params: codeParams, body: z.object({ token: tokenField }) } },
    async (request, reply) => {
      const found = await loadWithToken(request.params.code, request.body.token);
      if (!found) return refuse(reply, 404, 'Subscription not found');
      await cancel(found.subscription, found.plan);
      return reply.redirect(managePagePath(found.subscription), 303);
    },
  );

  // The donor gives another card for the next charges (the emulator has two test cards).
  app.post(
    `${MANAGE_PAGE_PREFIX}/:code/card`,
    { schema: { params: codeParams, body: z.object({ token: tokenField }) } },
    async (request, reply) => {
      const found = await loadWithToken(request.params.code, request.body.token);
      if (!found) return refuse(reply, 404, 'Subscription not found');
      if (found.subscription.status !== 'cancelled')
        await sandbox.updateSubscription(found.subscription.id, {
          card_last4: otherCardOf(found.subscription),
        });
      return reply.redirect(managePagePath(found.subscription), 303);
    },
  );

  // Test-only: what Paystack does on the next billing day. Sandbox mode only, like the whole emulator.
  app.post(
    sandboxNextMonthEndpoint.path,
    {
      schema: { params: codeParams, body: sandboxNextMonthBodySchema },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const found = await loadSubscription(request.params.code);
      if (!found) return refuse(reply, 404, 'Subscription not found');
      const { subscription, plan } = found;
      if (subscription.status === 'cancelled') return refuse(reply, 400, 'This subscription is cancelled');
      const now = nowIso();
      if (request.body.outcome === 'failed') {
        const invoiceCode = `INV_${randomBytes(8).toString('hex')}`;
        await sandbox.updateSubscription(subscription.id, { status: 'attention' });
        await fireSandboxWebhook(app, 'invoice.payment_failed', {
          domain: 'test',
          invoice_code: invoiceCode,
          amount: Number(plan.amount_kobo),
          period_start: now,
          period_end: nextMonthFrom(now, 1),
          status: 'failed',
          paid: false,
          paid_at: null,
          description: 'Insufficient funds',
          created_at: now,
          subscription: subscriptionData({ ...subscription, status: 'attention' }, plan),
          customer: subscriptionData(subscription, plan).customer,
          transaction: {},
        });
        return {
          status: true,
          message: 'Renewal failed',
          data: { event: 'invoice.payment_failed', reference: invoiceCode },
        };
      }
      const reference = newReference();
      const transaction = await sandbox.insertTransaction({
        reference,
        access_code: newAccessCode(),
        email: subscription.email,
        amount_kobo: Number(plan.amount_kobo),
        currency: plan.currency,
        status: 'success',
        metadata: '{}',
        paid_at: now,
        plan_code: plan.plan_code,
        created_at: now,
      });
      if (!transaction) throw new Error(`The sandbox transaction ${reference} was not stored`);
      await sandbox.updateSubscription(subscription.id, {
        status: 'active',
        months_charged: subscription.months_charged + 1,
      });
      await fireSandboxWebhook(app, 'charge.success', chargeEventData(transaction, plan));
      return { status: true, message: 'Renewal charged', data: { event: 'charge.success', reference } };
    },
  );
};

export default paystackEmulatorSubscriptionRoutes;
