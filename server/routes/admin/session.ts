import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/app/auth';

/** GET /api/admin/session: who is signed in (the SPA checks its token with it). */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/session', async (request) => ({
    success: true,
    admin: { email: adminOf(request).email },
  }));
};

export default sessionRoutes;
