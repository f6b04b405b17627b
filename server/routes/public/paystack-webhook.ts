import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  PAYSTACK_WEBHOOK_PATH,
  paystackTransactionSchema,
  paystackWebhookEventSchema,
} from '@contract/paystack';
import {
  onInvoicePaymentFailed,
  onSubscriptionCreate,
  onSubscriptionDisable,
  type SubscriptionEventOutcome,
} from '../../payments/monthly-giving';
import { purposeFromMetadata } from '../../payments/payment-acceptance';
import { acceptAndRecord } from '../../payments/payment-recorder';
import { DISPUTE_EVENTS, onDisputeEvent, onRefundEvent, REFUND_EVENT_STATUSES } from '../../payments/refunds';
import { webhookSecretFor } from '../../payments/paystack-client';
import { isValidWebhookSignature } from '../../payments/webhook-signature';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The monthly-giving events besides charge.success; each records at most once, so a replay changes nothing. */
const SUBSCRIPTION_EVENTS: Record<
  string,
  (app: FastifyInstance, data: unknown) => Promise<SubscriptionEventOutcome>
> = {
  'subscription.create': onSubscriptionCreate,
  'invoice.payment_failed': onInvoicePaymentFailed,
  'subscription.disable': onSubscriptionDisable,
};

/**
 * POST /api/paystack/webhook: Paystack tells us a charge succeeded, so a visitor who closed the tab after paying
 * is not lost, and how monthly gifts go (subscription.create, invoice.payment_failed, subscription.disable; a
 * later month's charge is a charge.success on the gift's plan), and money going back (refund.pending, .processed,
 * .failed; charge.dispute.create, .remind, .resolve), each recorded once whatever the order. The signature is checked on the raw bytes (this plugin keeps JSON bodies as buffers); a
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
    // Money going back and monthly giving: each event recorded once, or said why not.
    const recording = Object.hasOwn(REFUND_EVENT_STATUSES, event.event)
      ? onRefundEvent(app, event.event, event.data)
      : DISPUTE_EVENTS.includes(event.event)
        ? onDisputeEvent(app, event.event, event.data)
        : Object.hasOwn(SUBSCRIPTION_EVENTS, event.event)
          ? SUBSCRIPTION_EVENTS[event.event]?.(app, event.data)
          : undefined;
    if (recording) {
      const outcome = await recording;
      if (!outcome.recorded)
        request.log.warn({ event: event.event, reason: outcome.message }, 'webhook event ignored');
      return { success: true, message: outcome.message };
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
    if (outcome.status === 'success') request.changedNothing = !outcome.recorded;
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
