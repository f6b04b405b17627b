import type { FastifyPluginAsync } from 'fastify';
import { recordRoutesAs } from '../../plugins/app/route-table';
import sessionRoutes from './session';

/**
 * Routes only a signed-in admin may call. The hook below applies to every route registered in this folder's
 * plugin, so a new admin route cannot forget it: register each admin route group here.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  recordRoutesAs(app, 'admin');
  app.addHook('onRequest', app.authenticateAdmin);
  await app.register(sessionRoutes);
};

export default adminRoutes;
