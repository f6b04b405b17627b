import type { FastifyPluginAsync } from 'fastify';
import { recordRoutesAs } from '../../plugins/app/route-table';
import sessionRoutes from './session';
import membershipApplicationAdminRoutes from './membership-applications';
import blogAdminRoutes from './blogs';
import programAdminRoutes from './programs';
import memberRequestReviewRoutes from './member-requests';
import outboxRoutes from './outbox';
import memberRoutes from './members';
import membershipApplicationReviewRoutes from './membership-application-review';
import dashboardRoutes from './dashboard';
import donationRoutes from './donations';
import donorRoutes from './donors';
import auditLogRoutes from './audit-log';
import adminsRoutes from './admins';
import accountRoutes from './account';
import disbursementRoutes from './disbursements';
import privacyAdminRoutes from './privacy';
import breachRoutes from './breaches';

/**
 * Routes only a signed-in admin may call. The hook below applies to every route registered in this folder's
 * plugin, so a new admin route cannot forget it: register each admin route group here.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  recordRoutesAs(app, 'admin');
  app.addHook('onRequest', app.authenticateAdmin);
  await app.register(sessionRoutes);
  await app.register(membershipApplicationAdminRoutes);
  await app.register(blogAdminRoutes);
  await app.register(programAdminRoutes);
  await app.register(memberRequestReviewRoutes);
  await app.register(outboxRoutes);
  await app.register(memberRoutes);
  await app.register(membershipApplicationReviewRoutes);
  await app.register(dashboardRoutes);
  await app.register(donationRoutes);
  await app.register(donorRoutes);
  await app.register(auditLogRoutes);
  await app.register(adminsRoutes);
  await app.register(accountRoutes);
  await app.register(disbursementRoutes);
  await app.register(privacyAdminRoutes);
  await app.register(breachRoutes);
};

export default adminRoutes;
