import type { FastifyInstance } from 'fastify';
import { KOBO_PER_NAIRA } from '@contract/constants';
import type { VerifyPaymentBody } from '@contract/donation';
import { OWN_PAGE_PATH } from '@contract/constants';
import type { PaystackTransaction } from '@contract/paystack';
import { PRIVACY_NOTICE_VERSION } from '@contract/privacy';
import { nowIso } from '../lib/clock';
import { siteOrigin } from '../services/site-origin';
import { donationReceiptMail } from '../mail/templates/donation-receipt';
import { createConsentsRepository } from '../repositories/consents-repository';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { createMonthlyGiftsRepository } from '../repositories/monthly-gifts-repository';
import { createPaymentsRepository } from '../repositories/payments-repository';
import { manageLinkFor, monthlyRefusalOf, planCodeOf, subscriptionCodeFor } from './monthly-giving';
import {
  earmarkFromMetadata,
  keepUpdatedFromMetadata,
  PAYMENT_REFUSALS,
  refusalOf,
  type PaymentExpectation,
} from './payment-acceptance';
import { createProgramsRepository } from '../repositories/programs-repository';
import { paystackClientFor, PaystackUnavailableError } from './paystack-client';
import { applyProcessedRefunds } from './refunds';

/** `recorded`: whether this call wrote the payment (false when the reference was already recorded). */
export type PaymentOutcome =
  | { status: 'success'; message: string; recorded: boolean }
  | {
      status: 'failed';
      message: string;
      httpStatus: 402 | 409 | 502;
      /** The transaction's status as Paystack reported it ('abandoned': the payer left without paying). */
      transactionStatus?: string;
    };

const PAID: PaymentOutcome = { status: 'success', message: 'Payment verified', recorded: true };
const ALREADY_PAID: PaymentOutcome = { ...PAID, recorded: false };
const failed = (
  message: string,
  httpStatus: 402 | 409 | 502,
  transactionStatus?: string,
): PaymentOutcome => ({
  status: 'failed',
  message,
  httpStatus,
  ...(transactionStatus === undefined ? {} : { transactionStatus }),
});

/**
 * The one path every confirmed Paystack transaction takes, from the browser's verify call or from a webhook:
 * check it against what its purpose requires, record it once per reference, and send the donor a receipt the
 * first time a donation is recorded, then apply any refund Paystack processed before the payment reached us. A
 * donation charged with a plan is a month of a monthly gift: it counts only on a plan this site made and for
 * that plan's amount, and its receipt carries the link to manage the gift.
 */
export async function acceptAndRecord(
  app: FastifyInstance,
  transaction: PaystackTransaction,
  expectation: PaymentExpectation,
  source: 'verify' | 'webhook',
): Promise<PaymentOutcome> {
  const refusal = refusalOf(transaction, expectation);
  if (refusal) return failed(refusal, 402, transaction.status);
  const planCode = expectation.purpose === 'donation' ? planCodeOf(transaction) : null;
  const monthlyRefusal = planCode ? await monthlyRefusalOf(app, transaction, planCode) : null;
  if (monthlyRefusal) return failed(monthlyRefusal, 402);
  const subscriptionCode = planCode ? await subscriptionCodeFor(app, transaction, planCode) : null;

  const payments = createPaymentsRepository(app.db);
  const email = transaction.customer?.email ?? '';
  const programId = expectation.purpose === 'donation' ? await checkedEarmark(app, transaction) : null;
  const inserted = await payments.recordOnce({
    donationType: planCode ? 'monthly' : 'once',
    subscriptionCode,
    reference: transaction.reference,
    purpose: expectation.purpose,
    email,
    amountKobo: transaction.amount,
    currency: transaction.currency,
    source,
    providerTransactionId: String(transaction.id),
    paidAt: transaction.paid_at ?? null,
    programId,
  });
  if (!inserted) {
    const existing = await payments.findByReference(transaction.reference);
    return existing?.purpose === expectation.purpose
      ? ALREADY_PAID
      : failed(PAYMENT_REFUSALS.otherPurpose, 409);
  }
  if (subscriptionCode) await createMonthlyGiftsRepository(app.db).markRenewed(subscriptionCode);
  if (expectation.purpose === 'donation' && email && keepUpdatedFromMetadata(transaction.metadata)) {
    await recordKeepUpdatedQuietly(app, email, transaction.reference);
  }
  if (expectation.purpose === 'donation' && email) {
    const monthly = planCode ? { manageLink: await manageLinkFor(app, subscriptionCode) } : undefined;
    await queueMailQuietly(app, () =>
      createOutboxRepository(app.db).enqueue(
        donationReceiptMail({
          to: email,
          amountKobo: transaction.amount,
          reference: transaction.reference,
          paidAt: transaction.paid_at ?? nowIso(),
          ownPageUrl: `${siteOrigin(app)}${OWN_PAGE_PATH}`,
          ...(monthly ? { monthly } : {}),
        }),
      ),
    );
  }
  await applyProcessedRefunds(app, transaction.reference);
  return PAID;
}

/**
 * The program a verified donation is earmarked for, read from Paystack's copy of the metadata (never from the
 * browser's word). An earmark for no existing program is ignored and logged: the gift counts once, in the
 * general fund.
 */
async function checkedEarmark(
  app: FastifyInstance,
  transaction: PaystackTransaction,
): Promise<number | null> {
  const earmark = earmarkFromMetadata(transaction.metadata);
  if (earmark === null) return null;
  if (earmark !== 'unreadable' && (await createProgramsRepository(app.db).findById(earmark))) return earmark;
  app.log.warn(
    { reference: transaction.reference, earmark },
    'donation earmarked for an unknown program: recorded in the general fund',
  );
  return null;
}

/**
 * The payment verification call: a reference already recorded answers success again without asking Paystack;
 * otherwise Paystack (or the sandbox emulator) is asked and the answer goes through `acceptAndRecord`.
 */
export async function verifyPayment(app: FastifyInstance, body: VerifyPaymentBody): Promise<PaymentOutcome> {
  const expectation: PaymentExpectation = {
    purpose: body.purpose ?? 'donation',
    ...(body.amount !== undefined ? { requestedAmountKobo: Math.round(body.amount * KOBO_PER_NAIRA) } : {}),
  };
  const existing = await createPaymentsRepository(app.db).findByReference(body.reference);
  if (existing) {
    if (body.purpose !== undefined && existing.purpose !== body.purpose)
      return failed(PAYMENT_REFUSALS.otherPurpose, 409);
    if (
      expectation.requestedAmountKobo !== undefined &&
      existing.amount_kobo !== expectation.requestedAmountKobo
    ) {
      return failed(PAYMENT_REFUSALS.wrongDonationAmount, 402);
    }
    return ALREADY_PAID;
  }

  let verified;
  try {
    verified = await paystackClientFor(app).verifyTransaction(body.reference);
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    app.log.warn({ err: error, reference: body.reference }, 'payment verification could not reach Paystack');
    return failed(PAYMENT_REFUSALS.providerUnavailable, 502);
  }
  if (!verified.found || verified.transaction.reference !== body.reference) {
    return failed(PAYMENT_REFUSALS.unknownReference, 402);
  }
  return acceptAndRecord(app, verified.transaction, expectation, 'verify');
}

/**
 * The donor's "Keep me updated" consent, recorded once with the gift it came with (the first time the gift is
 * recorded). A gift never depends on it: a failure to record it is logged and the payment goes on.
 */
async function recordKeepUpdatedQuietly(app: FastifyInstance, email: string, reference: string) {
  try {
    await createConsentsRepository(app.db).record({
      action: 'given',
      email,
      subject: 'updates',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      method: 'donation form',
      reference,
    });
  } catch (error) {
    app.log.error({ err: error, reference }, "a donor's consent to updates could not be recorded");
  }
}

/** Mail must never block or fail a payment: a failure to queue is logged and the answer goes on. */
export async function queueMailQuietly(app: FastifyInstance, queue: () => Promise<void>): Promise<void> {
  try {
    await queue();
  } catch (error) {
    app.log.error({ err: error }, 'a confirmation e-mail could not be queued');
  }
}
