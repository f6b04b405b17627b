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
});

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
  customer: z.optional(z.partial(z.object({ email: z.string() }))),
});
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;

/** `VerifyResponse` (GET /transaction/verify/{reference}). */
export const paystackVerifyResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: paystackTransactionSchema,
});

/** `Error` (401 Invalid key, 404 not found). */
export const paystackErrorResponseSchema = z.object({ status: z.literal(false), message: z.string() });

/** A webhook event (we act on `charge.success` only). */
export const paystackWebhookEventSchema = z.object({
  event: z.string(),
  data: z.unknown(),
});

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
});
export type SandboxCheckoutBody = z.infer<typeof sandboxCheckoutBodySchema>;

/** Shaped like the pop-up's onSuccess argument: `{ id, reference, message }`. */
export const sandboxCheckoutResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ id: z.number(), reference: z.string(), message: z.string() }),
});

export const sandboxCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SANDBOX_PAYSTACK_PREFIX}/checkout/pay`,
  access: 'public',
  body: sandboxCheckoutBodySchema,
  query: undefined,
  response: sandboxCheckoutResponseSchema,
});
