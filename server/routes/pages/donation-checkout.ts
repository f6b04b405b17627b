import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CURRENCY,
  DONATION_RETURN_PATH,
  KOBO_PER_NAIRA,
  VERIFY_ATTEMPTS,
  VERIFY_INTERVAL_MS,
} from '@contract/constants';
import {
  DONATION_CHECKOUT_PATH,
  donationCheckoutFormSchema,
  donationReturnQueryKey,
  type DonationCheckoutForm,
  type DonationReturnAnswer,
} from '@contract/donation-checkout';
import { verifyPaymentBodySchema, type DonationType } from '@contract/donation';
import { DONATION_TYPE_FIELD } from '@contract/paystack';
import { getProgramsResponseSchema } from '@contract/program';
import { PROGRAM_EARMARK_FIELD } from '@contract/program-goal';
import { KEEP_UPDATED_FIELD, KEEP_UPDATED_VALUE } from '@contract/privacy';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { z } from '@contract/zod';
import { HttpError } from '../../lib/http-error';
import { acceptFormBodies, formFieldsOf } from '../../lib/form-body';
import { monthlyPlanFor } from '../../payments/monthly-giving';
import { verifyPayment } from '../../payments/payment-recorder';
import { paystackClientFor, PaystackUnavailableError } from '../../payments/paystack-client';
import { createPaymentsRepository } from '../../repositories/payments-repository';
import { programsResponse } from '../../services/content-responses';
import { siteOrigin } from '../../services/site-origin';
import { issuesByField } from '@contract/form-issues';
import { sendVisitorPage } from './visitor-page';

/** The SPA's title and description of the pages (src/app/routes/donate.tsx, donation-return.tsx). */
const DONATE_HEAD = {
  title: 'Donate',
  description:
    "Give to the forum's work with families and communities in Nigeria; every donation goes directly to real impact.",
} as const;
const RETURN_HEAD = { title: 'Your donation', description: 'Whether your donation went through.' } as const;

const PAYSTACK_UNREACHABLE = 'We could not reach Paystack right now. Please try again in a moment.';

/** How long a started checkout is remembered for a second submission of the same form. */
const CHECKOUT_MEMORY_MS = 30 * 60 * 1000;
const MAX_REMEMBERED_CHECKOUTS = 10_000;

const FORM_FIELDS = ['preset', 'amount', 'email', 'frequency', 'program_id', 'keep_updated'] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A checkout started for a form: Paystack's answer (where the donor pays), and its reference once known. */
interface RememberedCheckout {
  at: number;
  checkout: Promise<{ url: string; reference: string }>;
  reference?: string;
}

/** The checkout Paystack opened for a donation, started once per form (idempotency key) and remembered. */
function checkoutStarter(app: FastifyInstance) {
  const started = new Map<string, RememberedCheckout>();

  async function start(gift: DonationCheckoutForm): RememberedCheckout['checkout'] {
    const amountKobo = Math.round(gift.amountNaira * KOBO_PER_NAIRA);
    const plan = gift.frequency === 'monthly' ? await monthlyPlanFor(app, amountKobo) : undefined;
    const donationType: DonationType = plan ? 'monthly' : 'once';
    const transaction = await paystackClientFor(app).initializeTransaction({
      email: gift.email,
      amount: amountKobo,
      currency: CURRENCY,
      callback_url: `${siteOrigin(app)}${DONATION_RETURN_PATH}`,
      metadata: {
        purpose: 'donation',
        custom_fields: [
          { ...DONATION_TYPE_FIELD, value: donationType },
          ...(gift.programId !== undefined ? [{ ...PROGRAM_EARMARK_FIELD, value: gift.programId }] : []),
          ...(gift.keepUpdated ? [{ ...KEEP_UPDATED_FIELD, value: KEEP_UPDATED_VALUE }] : []),
        ],
      },
      ...(plan ? { plan } : {}),
    });
    return { url: transaction.authorization_url, reference: transaction.reference };
  }

  /**
   * A form sent twice (a double tap, a reload of the answer) sends the donor to the one checkout started for
   * it, even while the first is still being started: no second transaction. The key is the form's own (one
   * per rendering of the form) with the gift it asks for: a page rendered once for many visitors (built
   * ahead) carries one key, and two visitors asking for different gifts must not share a checkout. A checkout
   * the donor has left (paid, or come back from) is never handed out again: the same form then starts a new
   * gift. Kept in this process's memory.
   */
  async function checkoutFor(gift: DonationCheckoutForm): Promise<string> {
    const now = Date.now();
    for (const [key, entry] of started) if (now - entry.at > CHECKOUT_MEMORY_MS) started.delete(key);
    if (!gift.idempotencyKey) return (await start(gift)).url;
    const key = JSON.stringify([
      gift.idempotencyKey,
      gift.email.toLowerCase(),
      gift.amountNaira,
      gift.frequency,
      gift.programId ?? null,
      gift.keepUpdated,
    ]);
    const known = started.get(key);
    if (known) {
      const checkout = await known.checkout;
      if (!(await createPaymentsRepository(app.db).findByReference(checkout.reference))) return checkout.url;
      if (started.get(key) === known) started.delete(key);
      return checkoutFor(gift);
    }
    if (started.size >= MAX_REMEMBERED_CHECKOUTS) started.delete(started.keys().next().value ?? '');
    const entry: RememberedCheckout = { at: now, checkout: start(gift) };
    started.set(key, entry);
    void entry.checkout.then(
      ({ reference }) => {
        entry.reference = reference;
      },
      // A start that failed may be tried again with the same form.
      () => started.delete(key),
    );
    return (await entry.checkout).url;
  }

  /** The donor came back from the checkout of `reference`: it is not handed out again. */
  function forget(reference: string) {
    for (const [key, entry] of started) if (entry.reference === reference) started.delete(key);
  }

  return { checkoutFor, forget };
}

/**
 * The payment's verification, on the server: the reference goes through the code of the API's payment verification call
 * (recorded once, whichever of this page and the webhook comes first). A transaction Paystack calls abandoned
 * (the donor cancelled) or failed is answered at once; one not known yet is asked again, up to 3 attempts 2
 * seconds apart.
 */
async function verifyWithRetry(
  app: FastifyInstance,
  reference: string,
): Promise<DonationReturnAnswer['status']> {
  for (let attempt = 1; attempt <= VERIFY_ATTEMPTS; attempt += 1) {
    const outcome = await verifyPayment(app, { reference, purpose: 'donation' });
    if (outcome.status === 'success') return 'success';
    if (outcome.transactionStatus === 'abandoned') return 'cancelled';
    if (outcome.transactionStatus === 'failed') return 'failed';
    if (attempt < VERIFY_ATTEMPTS) await wait(VERIFY_INTERVAL_MS);
  }
  return 'failed';
}

/**
 * A donation without JavaScript. POST /donate reads the donation form, starts a Paystack transaction
 * (a plan's, when monthly) and sends the donor to Paystack's checkout (303); a form with something wrong comes
 * back as the donate page with its values and messages (422). Paystack sends the donor back to GET
 * /donate/thank-you, which verifies the payment and says how it ended.
 */
const donationCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const checkouts = checkoutStarter(app);

  // A gift earmarked for a program comes back with the programs, so the form names the program and keeps it.
  const sendDonatePage = async (reply: FastifyReply, status: number, answer: FormAnswer) => {
    const programs =
      answer.values.program_id === undefined
        ? undefined
        : getProgramsResponseSchema.parse(await programsResponse(app.db));
    return sendVisitorPage(reply, status, {
      address: DONATION_CHECKOUT_PATH,
      about: DONATE_HEAD,
      queryKey: formAnswerQueryKey('donation'),
      data: answer,
      shared: (renderer) => (programs ? [{ queryKey: renderer.programKeys.list(), data: programs }] : []),
    });
  };

  // A client that can send headers may send an Idempotency-Key too: its retry is answered with the first
  // checkout, across processes and restarts. The plain form cannot, and relies on its hidden idempotency_key.
  app.post(
    DONATION_CHECKOUT_PATH,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotency: true } },
    async (request, reply) => {
      const sent = formFieldsOf(request.body);
      const values = Object.fromEntries(
        FORM_FIELDS.flatMap((field) => (typeof sent[field] === 'string' ? [[field, sent[field]]] : [])),
      ) as Record<string, string>;
      const parsed = donationCheckoutFormSchema.safeParse(sent);
      if (!parsed.success)
        return sendDonatePage(reply, 422, {
          values,
          errors: issuesByField(parsed.error.issues),
          outcome: 'refused',
        });
      try {
        return reply.redirect(await checkouts.checkoutFor(parsed.data), 303);
      } catch (error) {
        // The site's budget of new monthly amounts is spent for today: the form says so.
        if (error instanceof HttpError && error.statusCode === 429)
          return sendDonatePage(reply, 429, {
            values,
            errors: {},
            outcome: 'refused',
            message: error.message,
          });
        if (!(error instanceof PaystackUnavailableError)) throw error;
        request.log.warn({ err: error }, 'a donation could not be started with Paystack');
        return sendDonatePage(reply, 502, {
          values,
          errors: {},
          outcome: 'refused',
          message: PAYSTACK_UNREACHABLE,
        });
      }
    },
  );

  app.get(
    DONATION_RETURN_PATH,
    {
      schema: {
        querystring: z.object({ reference: z.optional(z.string()), trxref: z.optional(z.string()) }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const reference = request.query.reference ?? request.query.trxref ?? '';
      const body = verifyPaymentBodySchema.safeParse({ reference, purpose: 'donation' });
      const answer: DonationReturnAnswer = body.success
        ? { status: await verifyWithRetry(app, body.data.reference), reference: body.data.reference }
        : { status: 'failed' };
      if (answer.reference) checkouts.forget(answer.reference);
      // Progress bars and the public ledger count the gift at once.
      if (answer.status === 'success') app.responseCache.clear();
      return sendVisitorPage(reply, 200, {
        // Rendered at its address with the reference, which the page reads its verdict by.
        address: `${DONATION_RETURN_PATH}?${new URLSearchParams({ reference })}`,
        pathname: DONATION_RETURN_PATH,
        about: RETURN_HEAD,
        noIndex: true,
        queryKey: donationReturnQueryKey(reference),
        data: answer,
      });
    },
  );
};

export default donationCheckoutRoutes;
