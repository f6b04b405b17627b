import { z } from './zod';
import { MAX_DONATION_NAIRA } from './constants';
import { defineEndpoint } from './endpoint';

export const PAYMENT_PURPOSES = ['donation', 'application_fee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The payment's 'Donation Type' custom field: 'once' for one-off gifts, 'monthly' for monthly gifts (ours). */
const DONATION_TYPES = ['once', 'monthly'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];

/**
 * Old clients send `{reference}`. Our SPA also says what the payment was for and how much it asked for, so the
 * server can check the amount Paystack reports; a PHP server simply ignores the extra fields.
 */
export const verifyPaymentBodySchema = z.object({
  reference: z
    .string({ error: 'Payment reference is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Payment reference is required'),
      z.maxLength(100, 'Payment reference is too long'),
      z.regex(/^[A-Za-z0-9._=-]+$/, 'Payment reference has invalid characters'),
    ),
  purpose: z.optional(z.enum(PAYMENT_PURPOSES, { error: 'Purpose must be donation or application_fee' })),
  /** Naira the visitor chose to give (donations). */
  amount: z.optional(
    z
      .number({ error: 'Amount must be a number' })
      .check(z.positive('Amount must be positive'), z.lte(MAX_DONATION_NAIRA, 'Amount is too large')),
  ),
  /** Ours: 'monthly' when the first month of a monthly gift was paid. */
  donationType: z.optional(z.enum(DONATION_TYPES, { error: 'Donation type must be once or monthly' })),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object({
  /** 'success' means paid and recorded; anything else is not paid. */
  status: z.string(),
  message: z.optional(z.string()),
});

export const verifyPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donation/verify.php',
  access: 'public',
  body: verifyPaymentBodySchema,
  response: verifyPaymentResponseSchema,
});
