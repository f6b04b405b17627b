import type { FastifyPluginAsync } from 'fastify';
import { recordRoutesAs } from '../../plugins/app/route-table';
import authRoutes from './auth';
import donationVerifyRoutes from './donation';
import paystackWebhookRoutes from './paystack-webhook';
import siteConfigRoutes from './site-config';
import volunteerApplicationRoutes from './volunteer';
import paystackEmulatorRoutes from '../../payments/paystack-emulator';
import contentRoutes from './content';
import seoRoutes from './seo';
import requisitionRoutes from './requisition';
import memberCardRoutes from './member-card';

/** Routes anyone may call. Register each public route group here. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  recordRoutesAs(app, 'public');
  await app.register(authRoutes);
  await app.register(donationVerifyRoutes);
  await app.register(paystackWebhookRoutes);
  await app.register(siteConfigRoutes);
  await app.register(volunteerApplicationRoutes);
  await app.register(paystackEmulatorRoutes);
  await app.register(contentRoutes);
  await app.register(seoRoutes);
  await app.register(requisitionRoutes);
  await app.register(memberCardRoutes);
};

export default publicRoutes;
