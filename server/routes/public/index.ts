import type { FastifyPluginAsync } from 'fastify';
import { recordRoutesAs } from '../../plugins/app/route-table';
import authRoutes from './auth';
import donationVerifyRoutes from './donation';
import paystackWebhookRoutes from './paystack-webhook';
import siteConfigRoutes from './site-config';
import membershipApplicationRoutes from './membership-application';
import paystackEmulatorRoutes from '../../payments/paystack-emulator';
import paystackEmulatorSubscriptionRoutes from '../../payments/paystack-emulator-subscriptions';
import paystackEmulatorHostedCheckoutRoutes from '../../payments/paystack-emulator-hosted-checkout';
import paystackEmulatorRefundRoutes from '../../payments/paystack-emulator-refunds';
import contentRoutes from './content';
import seoRoutes from './seo';
import memberRequestRoutes from './member-request';
import memberCardRoutes from './member-card';
import passwordLinkRoutes from './password-links';
import ledgerRoutes from './ledger';
import privacyNoticeRoutes from './privacy';
import ownPageApiRoutes from './own-page';

/** Routes anyone may call. Register each public route group here. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  recordRoutesAs(app, 'public');
  await app.register(authRoutes);
  await app.register(donationVerifyRoutes);
  await app.register(paystackWebhookRoutes);
  await app.register(siteConfigRoutes);
  await app.register(membershipApplicationRoutes);
  await app.register(paystackEmulatorRoutes);
  await app.register(paystackEmulatorSubscriptionRoutes);
  await app.register(paystackEmulatorHostedCheckoutRoutes);
  await app.register(paystackEmulatorRefundRoutes);
  await app.register(contentRoutes);
  await app.register(seoRoutes);
  await app.register(memberRequestRoutes);
  await app.register(memberCardRoutes);
  await app.register(passwordLinkRoutes);
  await app.register(ledgerRoutes);
  await app.register(privacyNoticeRoutes);
  await app.register(ownPageApiRoutes);
};

export default publicRoutes;
