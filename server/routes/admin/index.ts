import type { FastifyPluginAsync } from 'fastify';
import { recordRoutesAs } from '../../plugins/app/route-table';
import sessionRoutes from './session';
import volunteerAdminRoutes from './volunteers';
import contentAdminRoutes from './content';
import requisitionReviewRoutes from './requisitions';
import outboxRoutes from './outbox';
import memberRoutes from './members';
import volunteerReviewRoutes from './volunteer-review';
import contentManagementRoutes from './content-management';
import dashboardRoutes from './dashboard';
import donationRoutes from './donations';
import auditLogRoutes from './audit-log';

/**
 * Routes only a signed-in admin may call. The hook below applies to every route registered in this folder's
 * plugin, so a new admin route cannot forget it: register each admin route group here.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  recordRoutesAs(app, 'admin');
  app.addHook('onRequest', app.authenticateAdmin);
  await app.register(sessionRoutes);
  await app.register(volunteerAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(requisitionReviewRoutes);
  await app.register(outboxRoutes);
  await app.register(memberRoutes);
  await app.register(volunteerReviewRoutes);
  await app.register(contentManagementRoutes);
  await app.register(dashboardRoutes);
  await app.register(donationRoutes);
  await app.register(auditLogRoutes);
};

export default adminRoutes;
