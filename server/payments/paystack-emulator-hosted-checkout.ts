import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatNaira } from '@contract/format-naira';
import { KOBO_PER_NAIRA } from '@contract/constants';
import { z } from '@contract/zod';
import { nowIso } from '../lib/clock';
import { acceptFormBodies } from '../lib/form-body';
import { escapeHtml } from '../pages/page-html';
import type { SandboxTransactionRow } from '../db/schema';
import { createSandboxRepository } from '../repositories/sandbox-repository';
import { chargeEventData, sandboxHostedCheckoutPath } from './paystack-emulator-shapes';
import {
  fireSandboxWebhook,
  sandboxHostedPage,
  startSandboxSubscription,
} from './paystack-emulator-subscriptions';
import { SANDBOX_CHECKOUTS_PER_MINUTE } from './paystack-emulator';

const PAGE = sandboxHostedCheckoutPath(':accessCode');

const accessCodeParams = z.object({
  accessCode: z.string().check(z.regex(/^[a-f0-9]{16}$/, 'Invalid access code')),
});

/** Paystack's redirect after its checkout: the callback URL with `trxref` and `reference` added. */
function callbackWithReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ status: false, message: 'Transaction not found' });
}

/**
 * Back to the site when the transaction named a callback URL (as Paystack does), otherwise a page saying how
 * the transaction ended.
 */
function sendPayerBack(reply: FastifyReply, transaction: SandboxTransactionRow, ended: string) {
  if (transaction.callback_url)
    return reply.redirect(callbackWithReference(transaction.callback_url, transaction.reference), 303);
  return reply
    .type('text/html; charset=utf-8')
    .send(sandboxHostedPage('Payment', `<p role="status">${escapeHtml(ended)}</p>`));
}

/**
 * The checkout page Paystack hosts at a transaction's `authorization_url`, for a payer without the pop-up:
 * plain HTML with Pay (the test card is charged) and Cancel (the transaction stays abandoned), each a form, so
 * it works without JavaScript. Both send the payer back to the callback URL with `?trxref=&reference=`.
 * Paying fires `charge.success` to the webhook, as Paystack does, usually before the payer is back.
 */
const paystackEmulatorHostedCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.paystack.mode !== 'sandbox') return;
  acceptFormBodies(app);
  const sandbox = createSandboxRepository(app.db);

  app.get(PAGE, { schema: { params: accessCodeParams } }, async (request, reply) => {
    const transaction = await sandbox.findTransaction('access_code', request.params.accessCode);
    if (!transaction) return notFound(reply);
    const path = sandboxHostedCheckoutPath(transaction.access_code);
    const amount = formatNaira(transaction.amount_kobo / KOBO_PER_NAIRA);
    const body =
      transaction.status === 'abandoned'
        ? `<p>Pay <strong>${escapeHtml(amount)}</strong>${transaction.plan_code ? ' every month' : ''} as ${escapeHtml(transaction.email)} with the test card ending in 4081.</p>
<form method="post" action="${path}/pay"><button type="submit" style="padding:.5rem 1rem;font-size:1rem">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${path}/cancel" style="margin-top:1rem"><button type="submit" style="padding:.5rem 1rem;font-size:1rem">Cancel</button></form>`
        : `<p role="status">This transaction has already been ${transaction.status === 'success' ? 'paid' : 'closed'}.</p>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(sandboxHostedPage('Checkout', body));
  });

  app.post(
    `${PAGE}/pay`,
    {
      schema: { params: accessCodeParams },
      config: { rateLimit: { max: SANDBOX_CHECKOUTS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { accessCode } = request.params;
      // A second Pay (a double click, a reload) charges nothing more.
      const charged = await sandbox.markPaidOnce(accessCode, nowIso());
      const transaction = await sandbox.findTransaction('access_code', accessCode);
      if (!transaction) return notFound(reply);
      if (charged) {
        const plan = transaction.plan_code ? await sandbox.findPlan(transaction.plan_code) : undefined;
        if (plan) await startSandboxSubscription(app, plan, transaction.email);
        await fireSandboxWebhook(app, 'charge.success', chargeEventData(transaction, plan));
      }
      return sendPayerBack(reply, transaction, 'The payment was successful.');
    },
  );

  app.post(`${PAGE}/cancel`, { schema: { params: accessCodeParams } }, async (request, reply) => {
    const transaction = await sandbox.findTransaction('access_code', request.params.accessCode);
    if (!transaction) return notFound(reply);
    return sendPayerBack(reply, transaction, 'The payment was cancelled.');
  });
};

export default paystackEmulatorHostedCheckoutRoutes;
