import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPaymentsEndpoint } from '@contract/admin-donations';
import { createPaymentsRepository } from '../../repositories/payments-repository';

const PAYMENTS_LIST_LIMIT = 2000;

/** GET /api/admin/payments: the recorded payments (donations and application fees) for the Donations screen. */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listPaymentsEndpoint.path, async () => ({
    success: true,
    data: await createPaymentsRepository(app.db).listSuccessful({ limit: PAYMENTS_LIST_LIMIT }),
  }));
};

export default donationRoutes;
