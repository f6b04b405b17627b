import { z } from './zod';
import { defineEndpoint } from './endpoint';

export const PAYMENT_MODES = ['live', 'sandbox'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * What the browser needs to know about this deployment before it starts a payment: 'live' opens Paystack's
 * pop-up with the publishable key; 'sandbox' opens our local test checkout (no real money moves).
 */
export const siteConfigResponseSchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES),
  paystackPublicKey: z.nullable(z.string()),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;

export const getSiteConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/site/config',
  access: 'public',
  body: undefined,
  query: undefined,
  response: siteConfigResponseSchema,
});
