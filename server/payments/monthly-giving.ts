import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { CURRENCY } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';
import {
  paystackInvoiceEventSchema,
  paystackSubscriptionEventSchema,
  type PaystackTransaction,
} from '@contract/paystack';
import { nowIso } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { outcomeOf, rateLimiter, rateLimitStoreOf } from '../lib/rate-limiters';
import { createMonthlyGiftsRepository } from '../repositories/monthly-gifts-repository';
import { paystackClientFor, PaystackUnavailableError } from './paystack-client';

const MONTHLY_REFUSALS = {
  unknownPlan: 'The payment was made on a plan this site did not create',
  wrongPlanAmount: 'The amount paid does not match the monthly plan',
} as const;

/** The plan code a transaction was charged with: verify answers a string, a webhook an object (`{}`: none). */
export function planCodeOf(transaction: PaystackTransaction): string | null {
  const { plan, plan_object: planObject } = transaction;
  if (typeof plan === 'string' && plan) return plan;
  if (plan && typeof plan === 'object' && plan.plan_code) return plan.plan_code;
  return planObject?.plan_code ?? null;
}

/**
 * New Paystack plans a day for the whole site (any client): anyone may ask for a monthly gift of any amount, and
 * each new amount makes a plan in the forum's Paystack account, so their number is bounded. Amounts that already
 * have a plan are never limited.
 */
export const NEW_PLANS_PER_DAY = 50;
export const NEW_PLANS_SPENT_MESSAGE =
  'Too many new monthly amounts were set up today. Please give once, choose an amount others have given, or try again tomorrow.';

const newPlanBudgets = new WeakMap<FastifyInstance, RateLimiterAbstract>();

/** The site's budget of new plans: in Redis with REDIS_URL (shared by every process), else in this process. */
function newPlanBudget(app: FastifyInstance): RateLimiterAbstract {
  let budget = newPlanBudgets.get(app);
  if (!budget) {
    budget = rateLimiter(rateLimitStoreOf(app), 'new-paystack-plans', NEW_PLANS_PER_DAY, 24 * 3600);
    newPlanBudgets.set(app, budget);
  }
  return budget;
}

/** The plan for a monthly gift of this amount: the stored one, or a new one made once with Paystack. */
export async function monthlyPlanFor(app: FastifyInstance, amountKobo: number): Promise<string> {
  const gifts = createMonthlyGiftsRepository(app.db);
  const stored = await gifts.findPlanByAmount(amountKobo);
  if (stored) return stored.plan_code;
  if (!(await outcomeOf(newPlanBudget(app).consume('site'))).consumed)
    throw new HttpError(429, NEW_PLANS_SPENT_MESSAGE);
  const created = await paystackClientFor(app).createPlan({
    name: `Monthly gift of ${formatNaira(amountKobo / 100)}`,
    amount: amountKobo,
    interval: 'monthly',
    currency: CURRENCY,
  });
  const kept = await gifts.savePlan({
    planCode: created.plan_code,
    providerPlanId: created.id,
    amountKobo,
    currency: created.currency,
  });
  return kept.plan_code;
}

/** Why a plan's charge does not count (unknown plan, or an amount other than the plan's), or null. */
export async function monthlyRefusalOf(
  app: FastifyInstance,
  transaction: PaystackTransaction,
  planCode: string,
): Promise<string | null> {
  const plan = await createMonthlyGiftsRepository(app.db).findPlanByCode(planCode);
  if (!plan) return MONTHLY_REFUSALS.unknownPlan;
  return Number(plan.amount_kobo) === transaction.amount ? null : MONTHLY_REFUSALS.wrongPlanAmount;
}

/**
 * The subscription a plan's charge belongs to: the donor's gift on that plan we know of, else the one Paystack
 * lists for the customer and plan (the first charge may be verified before `subscription.create` arrives).
 */
export async function subscriptionCodeFor(
  app: FastifyInstance,
  transaction: PaystackTransaction,
  planCode: string,
): Promise<string | null> {
  const gifts = createMonthlyGiftsRepository(app.db);
  const email = transaction.customer?.email ?? '';
  const known = await gifts.findLiveGift(email, planCode);
  if (known) return known.subscription_code;
  const plan = await gifts.findPlanByCode(planCode);
  const customerId = transaction.customer?.id;
  if (!plan || customerId === undefined) return null;
  try {
    const listed = await paystackClientFor(app).listSubscriptions({
      customerId,
      planId: plan.provider_plan_id,
    });
    const subscription = listed.find((s) => s.status === 'active') ?? listed[0];
    if (!subscription) return null;
    await gifts.recordGiftOnce({
      subscriptionCode: subscription.subscription_code,
      emailToken: subscription.email_token ?? null,
      planCode,
      amountKobo: Number(plan.amount_kobo),
      email,
      nextPaymentDate: subscription.next_payment_date ?? null,
    });
    return subscription.subscription_code;
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    app.log.warn({ err: error, planCode }, 'the subscription of a monthly gift could not be found');
    return null;
  }
}

/** Paystack's "Manage your monthly gift" link for the receipt, or null when it cannot be had right now. */
export async function manageLinkFor(
  app: FastifyInstance,
  subscriptionCode: string | null,
): Promise<string | null> {
  if (!subscriptionCode) return null;
  try {
    return await paystackClientFor(app).manageLink(subscriptionCode);
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    app.log.warn({ err: error, subscriptionCode }, 'the manage link of a monthly gift could not be had');
    return null;
  }
}

export type SubscriptionEventOutcome = { recorded: boolean; message: string };

const ignored = (message: string): SubscriptionEventOutcome => ({ recorded: false, message });

/** Each event is recorded once: the first delivery says `recorded`, a repeat says `repeated`. */
const onceOutcome = (firstTime: boolean, recorded: string, repeated: string): SubscriptionEventOutcome =>
  firstTime ? { recorded: true, message: recorded } : ignored(repeated);

/** `subscription.create`: the gift is recorded once, only on a plan we made and for that plan's amount. */
export async function onSubscriptionCreate(
  app: FastifyInstance,
  data: unknown,
): Promise<SubscriptionEventOutcome> {
  const parsed = paystackSubscriptionEventSchema.safeParse(data);
  if (!parsed.success) return ignored('Unreadable subscription');
  const subscription = parsed.data;
  const gifts = createMonthlyGiftsRepository(app.db);
  const plan = await gifts.findPlanByCode(subscription.plan.plan_code);
  if (!plan) return ignored(MONTHLY_REFUSALS.unknownPlan);
  if (subscription.amount !== Number(plan.amount_kobo)) return ignored(MONTHLY_REFUSALS.wrongPlanAmount);
  const inserted = await gifts.recordGiftOnce({
    subscriptionCode: subscription.subscription_code,
    emailToken: subscription.email_token ?? null,
    planCode: plan.plan_code,
    amountKobo: Number(plan.amount_kobo),
    email: subscription.customer.email,
    nextPaymentDate: subscription.next_payment_date ?? null,
  });
  return onceOutcome(inserted, 'Subscription recorded', 'Subscription already recorded');
}

/** `invoice.payment_failed`: a renewal that could not be charged, recorded once per invoice for the admin. */
export async function onInvoicePaymentFailed(
  app: FastifyInstance,
  data: unknown,
): Promise<SubscriptionEventOutcome> {
  const parsed = paystackInvoiceEventSchema.safeParse(data);
  if (!parsed.success) return ignored('Unreadable invoice');
  const invoice = parsed.data;
  const gifts = createMonthlyGiftsRepository(app.db);
  const gift = await gifts.findGift(invoice.subscription.subscription_code);
  if (!gift) return ignored('Unknown subscription');
  if (invoice.amount !== Number(gift.amount_kobo)) return ignored(MONTHLY_REFUSALS.wrongPlanAmount);
  const inserted = await gifts.recordFailureOnce({
    invoiceCode: invoice.invoice_code,
    subscriptionCode: gift.subscription_code,
    amountKobo: invoice.amount,
    reason: invoice.description ?? 'The renewal could not be charged',
    failedAt: invoice.created_at ?? nowIso(),
  });
  return onceOutcome(inserted, 'Failed renewal recorded', 'Invoice already recorded');
}

/** `subscription.disable`: the donor (or Paystack) ended the gift. */
export async function onSubscriptionDisable(
  app: FastifyInstance,
  data: unknown,
): Promise<SubscriptionEventOutcome> {
  const parsed = paystackSubscriptionEventSchema.safeParse(data);
  if (!parsed.success) return ignored('Unreadable subscription');
  const gifts = createMonthlyGiftsRepository(app.db);
  const gift = await gifts.findGift(parsed.data.subscription_code);
  if (!gift) return ignored('Unknown subscription');
  if (gift.plan_code !== parsed.data.plan.plan_code) return ignored(MONTHLY_REFUSALS.unknownPlan);
  const cancelled = await gifts.cancelOnce(gift.subscription_code);
  return onceOutcome(cancelled, 'Subscription cancelled', 'Subscription already cancelled');
}
