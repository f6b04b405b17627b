import type { FastifyPluginAsync } from 'fastify';
import { recordRoutesAs } from '../../plugins/app/route-table';
import authRoutes from './auth';

/** Routes anyone may call. Register each public route group here. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  recordRoutesAs(app, 'public');
  await app.register(authRoutes);
};

export default publicRoutes;
