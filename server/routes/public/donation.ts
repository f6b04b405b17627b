import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KOBO_PER_NAIRA } from '@contract/constants';
import { verifyPaymentBodySchema, verifyPaymentEndpoint } from '@contract/donation';
import { monthlyPlanBodySchema, monthlyPlanEndpoint } from '@contract/monthly-giving';
import { monthlyPlanFor } from '../../payments/monthly-giving';
import { verifyPayment } from '../../payments/payment-recorder';
import { PaystackUnavailableError } from '../../payments/paystack-client';

/**
 * The payment verification call: asks Paystack whether the reference was paid as the purpose requires and records
 * it once. 200 `{status:'success'}`; 402/409 `{status:'failed', message}` when it does not count; 502 when
 * Paystack cannot be asked (the browser retries). Recording is idempotent on the reference; an Idempotency-Key
 * also gives a retry the kept answer without asking Paystack again.
 */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    verifyPaymentEndpoint.path,
    {
      schema: { body: verifyPaymentBodySchema },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, idempotency: true },
    },
    async (request, reply) => {
      const outcome = await verifyPayment(app, request.body);
      if (outcome.status === 'success') {
        request.changedNothing = !outcome.recorded;
        return { status: 'success', message: outcome.message };
      }
      return reply
        .code(outcome.httpStatus)
        .send({ status: 'failed', success: false, message: outcome.message });
    },
  );

  // Ours: the Paystack plan the pop-up charges a monthly gift with (one per amount, made once).
  app.post(
    monthlyPlanEndpoint.path,
    {
      schema: { body: monthlyPlanBodySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      try {
        const planCode = await monthlyPlanFor(app, Math.round(request.body.amount * KOBO_PER_NAIRA));
        return { success: true, data: { planCode } };
      } catch (error) {
        if (!(error instanceof PaystackUnavailableError)) throw error;
        request.log.warn({ err: error }, 'a monthly plan could not be made with Paystack');
        return reply.code(502).send({
          success: false,
          message: 'We could not set up the monthly gift with Paystack right now. Please try again.',
        });
      }
    },
  );
};

export default donationRoutes;
