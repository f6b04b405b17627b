import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOwnPageEndpoint, type OwnPageView } from '@contract/own-page';
import { ownPageView, sessionEmailOf } from '../../services/own-page';

/**
 * GET /api/me: what the person's own page shows, for the app when it opens the page itself (the server
 * sends the page with this view embedded otherwise). Without a live own-page session: the sign-in form's view.
 */
const ownPageApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getOwnPageEndpoint.path, async (request, reply): Promise<OwnPageView> => {
    void reply.header('Cache-Control', 'no-store');
    const email = await sessionEmailOf(app, request);
    return email
      ? ownPageView(app, email)
      : { state: 'signed-out', notice: null, email: '', emailError: null };
  });
};

export default ownPageApiRoutes;
