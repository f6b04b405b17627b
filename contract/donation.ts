import { z } from './zod';
import { defineEndpoint } from './endpoint';

export const PAYMENT_PURPOSES = ['donation', 'application_fee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * SPEC sends `{reference}`. Our SPA also says what the payment was for and how much it asked for, so the
 * server can check the amount Paystack reports; a PHP server simply ignores the extra fields.
 */
export const verifyPaymentBodySchema = z.object({
  reference: z
    .string({ error: 'Payment reference is required' })
    .trim()
    .min(1, 'Payment reference is required')
    .max(100, 'Payment reference is too long')
    .regex(/^[A-Za-z0-9._=-]+$/, 'Payment reference has invalid characters'),
  purpose: z.enum(PAYMENT_PURPOSES, { error: 'Purpose must be donation or application_fee' }).optional(),
  /** Naira the visitor chose to give (donations). */
  amount: z
    .number({ error: 'Amount must be a number' })
    .positive('Amount must be positive')
    .max(1_000_000_000, 'Amount is too large')
    .optional(),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object({
  /** 'success' means paid and recorded; anything else is not paid. */
  status: z.string(),
  message: z.string().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const verifyPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donation/verify.php',
  access: 'public',
  body: verifyPaymentBodySchema,
  query: undefined,
  response: verifyPaymentResponseSchema,
});
