import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPaymentsEndpoint } from '@contract/admin-donations';
import { refundBodySchema, refundPaymentEndpoint, refundPaymentParamsSchema } from '@contract/refunds';
import { adminOf } from '../../plugins/app/auth';
import { moneyBackByReference, refundPayment } from '../../payments/refunds';
import { createPaymentsRepository } from '../../repositories/payments-repository';

const PAYMENTS_LIST_LIMIT = 2000;

/**
 * GET /api/admin/payments: the recorded payments (donations and application fees) for the Donations screen, each
 * with its refunds and dispute. POST /api/admin/payments/:reference/refund: refunds all or part of one.
 */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listPaymentsEndpoint.path, async () => {
    const payments = await createPaymentsRepository(app.db).listSuccessful({ limit: PAYMENTS_LIST_LIMIT });
    const moneyBack = await moneyBackByReference(app.db, payments);
    return {
      success: true,
      data: payments.map((payment) => ({ ...payment, moneyBack: moneyBack.get(payment.reference) })),
    };
  });

  app.post(
    refundPaymentEndpoint.path,
    // A retry whose first answer was lost (same Idempotency-Key) hears that answer and refunds nothing more.
    {
      schema: { params: refundPaymentParamsSchema, body: refundBodySchema },
      config: { idempotency: true },
    },
    async (request) => ({
      success: true,
      message: await refundPayment(app, adminOf(request), request.params.reference, request.body),
    }),
  );
};

export default donationRoutes;
