import type { FastifyPluginAsync } from 'fastify';
import { paystackTransactionSchema, paystackWebhookEventSchema } from '@contract/paystack';
import { purposeFromMetadata } from '../../payments/payment-acceptance';
import { acceptAndRecord } from '../../payments/payment-recorder';
import { webhookSecretFor } from '../../payments/paystack-client';
import { isValidWebhookSignature } from '../../payments/webhook-signature';

const PAYSTACK_WEBHOOK_PATH = '/api/paystack/webhook';
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/paystack/webhook: Paystack tells us a charge succeeded, so a visitor who closed the tab after paying
 * is not lost. The signature is checked on the raw bytes (this plugin keeps JSON bodies as buffers); a
 * `charge.success` goes through the same idempotent path as the browser's verify call. Always 200 once the
 * signature is good (Paystack retries anything else), 401 when it is not.
 */
const paystackWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(PAYSTACK_WEBHOOK_PATH, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-paystack-signature'];
    if (
      !isValidWebhookSignature(
        raw,
        typeof signature === 'string' ? signature : undefined,
        webhookSecretFor(app),
      )
    ) {
      return reply.code(401).send({ success: false, message: 'Invalid signature' });
    }
    let event;
    try {
      event = paystackWebhookEventSchema.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      return reply.code(400).send({ success: false, message: 'The webhook body is not a Paystack event' });
    }
    if (event.event !== 'charge.success') return { success: true, message: 'Event ignored' };
    const transaction = paystackTransactionSchema.safeParse(event.data);
    if (!transaction.success) {
      request.log.warn(
        { issues: transaction.error.issues },
        'charge.success webhook with an unreadable transaction',
      );
      return { success: true, message: 'Event ignored' };
    }
    const outcome = await acceptAndRecord(
      app,
      transaction.data,
      { purpose: purposeFromMetadata(transaction.data.metadata) },
      'webhook',
    );
    if (outcome.status === 'failed') {
      request.log.warn(
        { reference: transaction.data.reference, reason: outcome.message },
        'webhook payment not recorded',
      );
    }
    return {
      success: true,
      message: outcome.status === 'success' ? 'Payment recorded' : 'Payment not recorded',
    };
  });
};

export default paystackWebhookRoutes;
