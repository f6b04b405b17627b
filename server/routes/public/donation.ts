import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPaymentBodySchema, verifyPaymentEndpoint } from '@contract/donation';
import { verifyPayment } from '../../payments/payment-recorder';

/**
 * POST /api/donation/verify.php: asks Paystack whether the reference was paid as the purpose requires and records
 * it once. 200 `{status:'success'}`; 402/409 `{status:'failed', message}` when it does not count; 502 when
 * Paystack cannot be asked (the browser retries).
 */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    verifyPaymentEndpoint.path,
    {
      schema: { body: verifyPaymentBodySchema },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await verifyPayment(app, request.body);
      if (outcome.status === 'success') return { status: 'success', message: outcome.message };
      return reply
        .code(outcome.httpStatus)
        .send({ status: 'failed', success: false, message: outcome.message });
    },
  );
};

export default donationRoutes;
