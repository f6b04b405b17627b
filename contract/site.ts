import { z } from './zod';
import { defineEndpoint } from './endpoint';

const PAYMENT_MODES = ['live', 'sandbox'] as const;

const MONEY_MODES = ['live', 'test', 'sandbox'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

/** The banner of a site that takes no real money (shown on every page and in the admin). */
export const TEST_MODE_BANNERS: Record<Exclude<MoneyMode, 'live'>, string> = {
  sandbox: 'Test mode: payments are simulated and no money moves.',
  test: 'Test mode: payments go through Paystack test mode and no real money moves.',
};

/**
 * The banner's classes, shared by the SPA (src/components/layout/test-mode-banner.tsx) and the server, which
 * writes the banner into every page it serves while money does not move, so the page never shifts when the
 * app learns the mode (server/pages/test-mode-banner-html.ts). The two must render the same markup for the
 * prerendered pages to hydrate.
 */
export const TEST_MODE_BANNER_CLASS_NAME =
  'border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950';

/** The attribute of <html> that tells the app, before it asks the API, that this site takes no real money. */
export const MONEY_MODE_ATTRIBUTE = 'data-money-mode';

/**
 * What the browser needs to know about this deployment before it starts a payment: 'live' opens Paystack's
 * pop-up with the publishable key; 'sandbox' opens our local test checkout (no real money moves).
 */
export const siteConfigResponseSchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES),
  paystackPublicKey: z.nullable(z.string()),
  /**
   * Whether money moves: 'live' (real payments), 'test' (Paystack with test keys) or 'sandbox' (simulated here).
   * The site shows a test-mode banner unless it is 'live'. Absent (an older API): read from `paymentMode`.
   */
  moneyMode: z.optional(z.enum(MONEY_MODES)),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;

export const getSiteConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/site/config',
  access: 'public',
  response: siteConfigResponseSchema,
});
