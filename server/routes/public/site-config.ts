import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteConfigEndpoint, type SiteConfigResponse } from '@contract/site';

/** GET /api/site/config: whether payments are live (with the publishable key) or go through the sandbox, and whether money moves. */
const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getSiteConfigEndpoint.path, async (_request, reply): Promise<SiteConfigResponse> => {
    reply.header('Cache-Control', 'no-cache');
    const { mode, publicKey, moneyMode } = app.config.paystack;
    return {
      paymentMode: mode,
      paystackPublicKey: mode === 'live' ? (publicKey ?? null) : null,
      moneyMode,
    };
  });
};

export default siteConfigRoutes;
