import { z } from './zod';
import { PAYMENT_PURPOSES } from './donation';
import { defineEndpoint } from './endpoint';
import { paymentMoneyBackSchema } from './refunds';
const PAYMENT_SOURCES = ['verify', 'webhook'] as const;

export const recordedPaymentSchema = z.object({
  id: z.number(),
  reference: z.string(),
  email: z.string(),
  amountKobo: z.number().check(z.int()),
  currency: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** 'verify' (the browser asked the server to verify) or 'webhook' (Paystack told the server). */
  source: z.enum(PAYMENT_SOURCES),
  /** When Paystack says it was paid, or when we recorded it. */
  paidAt: z.string(),
  /** Ours: refunds and disputes of the payment (a PHP API sends none). */
  moneyBack: z.optional(paymentMoneyBackSchema),
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

export const listDonationsResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(recordedPaymentSchema),
});

/** GET /api/admin/payments: every successful payment recorded, newest first. */
export const listPaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/payments',
  access: 'admin',
  response: listDonationsResponseSchema,
});
