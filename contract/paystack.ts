import { z } from './zod';
import { CURRENCY } from './constants';
import { defineEndpoint } from './endpoint';

/**
 * The parts of Paystack's API we use, as docs/reference/paystack-openapi.yaml documents them, plus the one
 * call of our sandbox emulator that stands in for the pop-up's "pay" step. Both the server's Paystack client and
 * the emulator are written against these schemas.
 */

/** Paystack's own rule for references: "Only -, ., = and alphanumeric characters allowed." */
const PAYSTACK_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]+$/;

/** The custom field sent with every payment. */
export const DONATION_TYPE_FIELD = { display_name: 'Donation Type', variable_name: 'donation_type' } as const;

const paystackMetadataSchema = z.catchall(
  z.object({
    purpose: z.optional(z.string()),
    custom_fields: z.optional(
      z.array(z.object({ display_name: z.string(), variable_name: z.string(), value: z.unknown() })),
    ),
  }),
  z.unknown(),
);
export type PaystackMetadata = z.infer<typeof paystackMetadataSchema>;

/** Paystack's envelope around an answer: `{ status, message, data }`. */
const paystackAnswer = <TData extends z.ZodMiniType>(data: TData) =>
  z.object({ status: z.boolean(), message: z.string(), data });

/** `TransactionInitialize` (request of POST /transaction/initialize). */
export const paystackInitializeBodySchema = z.object({
  email: z.email('email must be a valid e-mail address'),
  amount: z.coerce
    .number()
    .check(z.int('amount must be an integer (kobo)'), z.positive('amount must be positive')),
  currency: z._default(z.string(), CURRENCY),
  reference: z.optional(
    z
      .string()
      .check(z.regex(PAYSTACK_REFERENCE_PATTERN, 'reference has invalid characters'), z.maxLength(100)),
  ),
  metadata: z.optional(z.union([paystackMetadataSchema, z.string()])),
  /** Where Paystack's checkout sends the payer back, with `?trxref=&reference=`. */
  callback_url: z.optional(z.url('callback_url must be a URL')),
  /** A plan's code: the charge is for the plan's amount and starts a subscription. */
  plan: z.optional(z.string().check(z.regex(/^PLN_[A-Za-z0-9]+$/, 'plan has invalid characters'))),
});
export type PaystackInitializeBody = z.input<typeof paystackInitializeBodySchema>;

/** `TransactionInitializeResponse`: where to send the payer, and the transaction's reference. */
export const paystackInitializeResponseSchema = paystackAnswer(
  z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }),
);

/** The fields of `VerifyResponse.data` (and of a `charge.success` webhook's data) our checks read. */
export const paystackTransactionSchema = z.object({
  id: z.number(),
  status: z.string(),
  reference: z.string(),
  /** Kobo. */
  amount: z.number(),
  currency: z.string(),
  paid_at: z.optional(z.nullable(z.string())),
  metadata: z.optional(z.union([paystackMetadataSchema, z.string(), z.null()])),
  customer: z.optional(z.partial(z.object({ email: z.string(), id: z.number(), customer_code: z.string() }))),
  /** Verify answers the plan code (or null); a charge.success webhook the plan object (or `{}`). */
  plan: z.optional(z.union([z.string(), z.null(), z.partial(z.object({ plan_code: z.string() }))])),
  plan_object: z.optional(z.partial(z.object({ id: z.number(), plan_code: z.string(), amount: z.number() }))),
});
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;

/** `VerifyResponse` (GET /transaction/verify/{reference}). */
export const paystackVerifyResponseSchema = paystackAnswer(paystackTransactionSchema);

/** `Error` (401 Invalid key, 404 not found). */
export const paystackErrorResponseSchema = z.object({ status: z.literal(false), message: z.string() });

/** `PlanCreate` (request of POST /plan). */
export const paystackPlanCreateBodySchema = z.object({
  name: z.string().check(z.minLength(1, 'name is required')),
  amount: z.coerce
    .number()
    .check(z.int('amount must be an integer (kobo)'), z.positive('amount must be positive')),
  interval: z.enum(['daily', 'weekly', 'monthly', 'biannually', 'annually'], {
    error: 'interval must be daily, weekly, monthly, biannually or annually',
  }),
  currency: z._default(z.string(), CURRENCY),
  description: z.optional(z.string()),
});
export type PaystackPlanCreateBody = z.infer<typeof paystackPlanCreateBodySchema>;

/** The fields of `PlanCreateResponse` we keep. */
export const paystackPlanCreateResponseSchema = paystackAnswer(
  z.object({
    id: z.number(),
    plan_code: z.string(),
    amount: z.number(),
    interval: z.string(),
    currency: z.string(),
  }),
);

const paystackSubscriptionSummarySchema = z.object({
  subscription_code: z.string(),
  status: z.string(),
  amount: z.number(),
  email_token: z.optional(z.nullable(z.string())),
  next_payment_date: z.optional(z.nullable(z.string())),
  plan: z.optional(z.partial(z.object({ plan_code: z.string(), amount: z.number() }))),
  customer: z.optional(z.partial(z.object({ email: z.string(), id: z.number() }))),
});

/** The fields of `SubscriptionListResponse` (GET /subscription?customer=&plan=) we read. */
export const paystackSubscriptionListResponseSchema = paystackAnswer(
  z.array(paystackSubscriptionSummarySchema),
);

/** POST /subscription/disable (`SubscriptionDisableSuccess`): `{ status, message }`. */
export const paystackSubscriptionDisableResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
});

/** GET /subscription/{code}/manage/link: `{ status, message, data: { link } }`. */
export const paystackManageLinkResponseSchema = paystackAnswer(z.object({ link: z.string() }));

/** `subscription.create` and `subscription.disable` webhook data: the subscription, with its plan and customer. */
export const paystackSubscriptionEventSchema = z.extend(paystackSubscriptionSummarySchema, {
  plan: z.object({ plan_code: z.string(), amount: z.optional(z.number()) }),
  customer: z.object({ email: z.string() }),
});

/** `invoice.payment_failed` webhook data: the invoice, with its subscription and customer. */
export const paystackInvoiceEventSchema = z.object({
  invoice_code: z.string(),
  amount: z.number(),
  description: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.string()),
  subscription: z.object({ subscription_code: z.string(), amount: z.optional(z.number()) }),
  customer: z.optional(z.partial(z.object({ email: z.string() }))),
});

/** A webhook event (`charge.success` and the subscription events; anything else is acknowledged and ignored). */
export const paystackWebhookEventSchema = z.object({
  event: z.string(),
  data: z.unknown(),
});

/** Where Paystack (and the emulator) sends its signed events. */
export const PAYSTACK_WEBHOOK_PATH = '/api/paystack/webhook';

/** Where the emulator is mounted on our own server (sandbox mode only). */
export const SANDBOX_PAYSTACK_PREFIX = '/sandbox/paystack';

/** The test checkout's "Pay": completes a successful payment in the emulator, as the pop-up would. */
export const sandboxCheckoutBodySchema = z.object({
  email: z.email('Please enter a valid email address'),
  /** Kobo, as the pop-up receives it. */
  amount: z
    .number()
    .check(z.int('Amount must be a whole number of kobo'), z.positive('Amount must be positive')),
  currency: z.literal(CURRENCY, { error: `Currency must be ${CURRENCY}` }),
  metadata: z.optional(paystackMetadataSchema),
  /** Monthly gifts: the plan the first month is charged with, as the pop-up's `plan` option. */
  plan: z.optional(z.string().check(z.regex(/^PLN_[A-Za-z0-9]+$/, 'Plan code has invalid characters'))),
});
export type SandboxCheckoutBody = z.infer<typeof sandboxCheckoutBodySchema>;

/** Shaped like the pop-up's onSuccess argument: `{ id, reference, message }`. */
export const sandboxCheckoutResponseSchema = paystackAnswer(
  z.object({ id: z.number(), reference: z.string(), message: z.string() }),
);

export const sandboxCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SANDBOX_PAYSTACK_PREFIX}/checkout/pay`,
  access: 'public',
  body: sandboxCheckoutBodySchema,
  response: sandboxCheckoutResponseSchema,
});

/** Test-only (sandbox): what the next month of a monthly gift does. */
export const sandboxNextMonthBodySchema = z.object({
  outcome: z.enum(['success', 'failed'], { error: 'Outcome must be success or failed' }),
});

/** The webhook fired, and the reference (charge.success) or invoice code (invoice.payment_failed) it carries. */
const sandboxNextMonthResponseSchema = paystackAnswer(z.object({ event: z.string(), reference: z.string() }));

/** Test-only (sandbox): fires the next month's webhook of a subscription, as Paystack would a month later. */
export const sandboxNextMonthEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SANDBOX_PAYSTACK_PREFIX}/test/subscriptions/:code/next-month`,
  access: 'public',
  body: sandboxNextMonthBodySchema,
  response: sandboxNextMonthResponseSchema,
});

/** POST /refund (Paystack's RefundCreate): the transaction's reference, and the amount in kobo (absent: all of it). */
export const paystackRefundCreateBodySchema = z.object({
  transaction: z.string().check(z.minLength(1, 'Transaction reference is required')),
  amount: z.optional(
    z.number().check(z.int('Amount must be in kobo'), z.positive('Amount must be positive')),
  ),
  currency: z.optional(z.string()),
  customer_note: z.optional(z.string()),
  merchant_note: z.optional(z.string()),
});
export type PaystackRefundCreateBody = z.infer<typeof paystackRefundCreateBodySchema>;

/** What the server reads of Paystack's RefundCreateResponse. */
export const paystackRefundCreateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    transaction: z.object({ reference: z.string() }),
  }),
});

/** `refund.pending` / `refund.processed` / `refund.failed` webhook data. */
export const paystackRefundEventSchema = z.object({
  id: z.union([z.number(), z.string()]),
  transaction_reference: z.string(),
  amount: z.number().check(z.int(), z.positive()),
  currency: z.optional(z.string()),
  status: z.optional(z.string()),
  /** Why it failed, on `refund.failed`. */
  message: z.optional(z.nullable(z.string())),
  customer: z.optional(z.nullable(z.partial(z.object({ email: z.string() })))),
});

/** A dispute's resolution in the payer's favour: the money goes back. */
export const DISPUTE_LOST_RESOLUTIONS = ['merchant-accepted'] as const;

/** `charge.dispute.create` / `.remind` / `.resolve` webhook data. */
export const paystackDisputeEventSchema = z.object({
  id: z.union([z.number(), z.string()]),
  refund_amount: z.optional(z.nullable(z.number())),
  currency: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  resolution: z.optional(z.nullable(z.string())),
  dueAt: z.optional(z.nullable(z.string())),
  resolvedAt: z.optional(z.nullable(z.string())),
  transaction: z.object({ reference: z.string(), amount: z.optional(z.number()) }),
});

/** Test-only (sandbox): what Paystack's dashboard or a card holder does to a transaction. */
export const sandboxTransactionCommandBodySchema = z.discriminatedUnion('action', [
  /** A refund started in Paystack's dashboard; `outcome` is what Paystack then reports. */
  z.object({
    action: z.literal('refund'),
    amount: z.optional(z.number().check(z.int(), z.positive())),
    outcome: z._default(z.enum(['processed', 'failed']), 'processed'),
  }),
  /** A card holder disputes the whole charge. */
  z.object({ action: z.literal('open-dispute') }),
  z.object({ action: z.literal('remind-dispute') }),
  z.object({
    action: z.literal('resolve-dispute'),
    /** 'merchant-accepted': the payer wins and the money goes back; 'declined': the forum wins. */
    resolution: z.enum(['merchant-accepted', 'declined']),
  }),
]);

/** Test-only (sandbox): a refund from Paystack's dashboard, or a dispute opened, reminded or resolved. */
export const sandboxTransactionCommandEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SANDBOX_PAYSTACK_PREFIX}/test/transactions/:reference`,
  access: 'public',
  body: sandboxTransactionCommandBodySchema,
  response: paystackAnswer(z.object({ events: z.array(z.string()) })),
});
