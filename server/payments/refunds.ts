import type { FastifyInstance } from 'fastify';
import {
  DISPUTE_LOST_RESOLUTIONS,
  paystackDisputeEventSchema,
  paystackRefundEventSchema,
} from '@contract/paystack';
import {
  overRefundMessage,
  providerRefusedMessage,
  REFUND_MESSAGES,
  refundStartedMessage,
  type PaymentMoneyBack,
  type RefundBody,
} from '@contract/refunds';
import { formatNaira } from '@contract/format-naira';
import { KOBO_PER_NAIRA } from '@contract/constants';
import type { DisputeRow, PaymentRow, RefundRow, RefundStatus } from '../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error';
import { refundNoticeMail } from '../mail/templates/refund-notice';
import { createAuditLogRepository, type AuditActor } from '../repositories/audit-log-repository';
import { createDisputesRepository } from '../repositories/disputes-repository';
import type { DbExecutor } from '../repositories/executor';
import { createMembershipApplicationsRepository } from '../repositories/membership-applications-repository';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { createPaymentsRepository } from '../repositories/payments-repository';
import { createRefundsRepository } from '../repositories/refunds-repository';
import { paystackClientFor, PaystackRefusedError, PaystackUnavailableError } from './paystack-client';

/** How long an admin's refund holds its payment while Paystack is asked (longer than the client's timeout). */
const REFUND_LOCK_MS = 30_000;

type MoneyBackEventOutcome = { recorded: boolean; message: string };

/** Paystack's refund events and the state each reports; `refund.processing` is still pending for the ledger. */
export const REFUND_EVENT_STATUSES: Record<string, RefundStatus> = {
  'refund.pending': 'pending',
  'refund.processing': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

export const DISPUTE_EVENTS = ['charge.dispute.create', 'charge.dispute.remind', 'charge.dispute.resolve'];

const naira = (kobo: number) => formatNaira(kobo / KOBO_PER_NAIRA);

/**
 * A payment's money going back, from its rows: refunds processed and disputes lost are refunded; pending refunds
 * are set aside; what is left may be refunded, except while a dispute is open (Paystack holds the money).
 */
function moneyBackOf(paidKobo: number, refunds: RefundRow[], disputes: DisputeRow[]): PaymentMoneyBack {
  const sum = (rows: Array<{ amount_kobo: number }>) =>
    rows.reduce((total, row) => total + Number(row.amount_kobo), 0);
  const refundedKobo =
    sum(refunds.filter((row) => row.status === 'processed')) +
    sum(disputes.filter((row) => row.status === 'lost'));
  const refundPendingKobo = sum(refunds.filter((row) => row.status === 'pending'));
  const latestRefund = refunds.at(-1);
  const latestDispute = disputes.at(-1);
  const open = disputes.some((row) => row.status === 'open');
  return {
    refundedKobo,
    refundPendingKobo,
    refundableKobo: open ? 0 : Math.max(0, paidKobo - refundedKobo - refundPendingKobo),
    refundFailure:
      latestRefund?.status === 'failed'
        ? (latestRefund.failure_message ?? 'Paystack could not make the refund')
        : null,
    dispute: latestDispute
      ? {
          status: latestDispute.status,
          amountKobo: Number(latestDispute.amount_kobo),
          dueAt: latestDispute.due_at ?? null,
        }
      : null,
  };
}

/** Every payment's money going back, by reference (payments with none are absent). */
export async function moneyBackByReference(
  db: DbExecutor,
  payments: Array<{ reference: string; amountKobo: number }>,
): Promise<Map<string, PaymentMoneyBack>> {
  const references = payments.map((payment) => payment.reference);
  const [refunds, disputes] = await Promise.all([
    createRefundsRepository(db).listForPayments(references),
    createDisputesRepository(db).listForPayments(references),
  ]);
  const refundsOf = groupBy(refunds, (row) => row.payment_reference);
  const disputesOf = groupBy(disputes, (row) => row.payment_reference);
  const result = new Map<string, PaymentMoneyBack>();
  for (const payment of payments) {
    const ownRefunds = refundsOf.get(payment.reference) ?? [];
    const ownDisputes = disputesOf.get(payment.reference) ?? [];
    result.set(payment.reference, moneyBackOf(payment.amountKobo, ownRefunds, ownDisputes));
  }
  return result;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * What follows once money went back, once per refund or lost dispute: an application fee refunded before anyone
 * reviewed the application withdraws it (its documents are kept as after a rejection); an accepted member stays.
 */
async function afterMoneyWentBack(trx: DbExecutor, payment: PaymentRow): Promise<void> {
  if (payment.purpose !== 'application_fee' || payment.used_by_membership_application_id === null) return;
  await createMembershipApplicationsRepository(trx).withdrawIfPending(
    Number(payment.used_by_membership_application_id),
  );
}

/**
 * The payment of a refund or dispute event, held until the event's transaction ends (PostgreSQL locks its row;
 * SQLite runs one transaction at a time), so each event counts against what the ones before it left.
 */
const lockPayment = (app: FastifyInstance, trx: DbExecutor, reference: string) =>
  createPaymentsRepository(trx).findByReference(reference, { lock: app.dbDialect === 'postgres' });

/** Whoever reported what the audit log records about money going back: Paystack's events. */
const PAYSTACK_ACTOR: AuditActor = { id: null, email: 'Paystack' };

/**
 * `refund.pending` / `.processed` / `.failed`: recorded under the payment it belongs to, each move once. A
 * processed refund is applied in the same transaction if its payment is recorded; if not yet, recording the
 * payment applies it.
 */
export async function onRefundEvent(
  app: FastifyInstance,
  eventName: string,
  data: unknown,
): Promise<MoneyBackEventOutcome> {
  const status = REFUND_EVENT_STATUSES[eventName];
  const parsed = paystackRefundEventSchema.safeParse(data);
  if (!status || !parsed.success) return { recorded: false, message: 'Refund event unreadable' };
  const event = parsed.data;
  const reference = event.transaction_reference;
  const paymentFound = await app.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(app, trx, reference);
    await createRefundsRepository(trx).applyEvent({
      providerRefundId: String(event.id),
      reference,
      amountKobo: event.amount,
      currency: event.currency ?? payment?.currency ?? 'NGN',
      status,
      message: event.message ?? null,
    });
    if (payment && status === 'processed') await applyClaimedRefunds(trx, payment, event.customer?.email);
    return payment !== undefined;
  });
  // The payment may have been recorded meanwhile, its own pass missing this uncommitted refund.
  if (status === 'processed' && !paymentFound)
    await applyProcessedRefunds(app, reference, event.customer?.email);
  return { recorded: true, message: 'Refund recorded' };
}

/**
 * Applies each processed refund of a recorded payment not applied yet. Called after both the refund event and the
 * payment are committed, so whichever of the two comes last finds the other, however their events interleave.
 */
export async function applyProcessedRefunds(
  app: FastifyInstance,
  reference: string,
  payerEmail?: string,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(app, trx, reference);
    if (payment) await applyClaimedRefunds(trx, payment, payerEmail);
  });
}

/**
 * Applies each processed refund of a locked payment not applied yet, exactly once. A refund counts never more than
 * what is left of the payment after the refunds and lost disputes counted before it: the row is lowered to that,
 * and what Paystack reported beyond it goes to the audit log for an admin to check with Paystack. One that counts
 * something has its after-refund effects and the refund notice to the payer, for what it counts.
 */
async function applyClaimedRefunds(trx: DbExecutor, payment: PaymentRow, payerEmail?: string): Promise<void> {
  const refunds = createRefundsRepository(trx);
  const claimed = (await refunds.claimUnapplied(payment.reference)).sort((a, b) => a.id - b.id);
  const [rows, disputes] = await Promise.all([
    refunds.listForPayments([payment.reference]),
    createDisputesRepository(trx).listForPayments([payment.reference]),
  ]);
  const paidKobo = Number(payment.amount_kobo);
  const countedBefore = rows.filter((row) => !claimed.some((refund) => refund.id === row.id));
  let leftKobo = Math.max(0, paidKobo - moneyBackOf(paidKobo, countedBefore, disputes).refundedKobo);
  for (const refund of claimed) {
    const reportedKobo = Number(refund.amount_kobo);
    const countedKobo = Math.min(reportedKobo, leftKobo);
    leftKobo -= countedKobo;
    if (countedKobo < reportedKobo) {
      await refunds.limitAmount(refund.id, countedKobo);
      await createAuditLogRepository(trx).record(PAYSTACK_ACTOR, {
        action: 'refund.over-payment',
        entity: 'payment',
        entityId: payment.reference,
        summary: `Paystack reported refund ${refund.provider_refund_id} of ${naira(reportedKobo)} on the ${naira(paidKobo)} payment ${payment.reference}, more than was left of it: counted ${naira(countedKobo)}. Check it with Paystack.`,
      });
    }
    if (countedKobo === 0) continue;
    await afterMoneyWentBack(trx, payment);
    const to = payment.email || payerEmail;
    if (!to) continue;
    await createOutboxRepository(trx).enqueue(
      refundNoticeMail({
        to,
        amountKobo: countedKobo,
        reference: payment.reference,
        paidKobo,
        purpose: payment.purpose,
      }),
    );
  }
}

/**
 * What of a payment can still go back through this dispute: what was paid, less refunds processed or pending and
 * other disputes lost. A dispute never counts more than that, so a gift partly refunded and then disputed in
 * full goes back once, not beyond what was given.
 */
async function leftForDispute(
  db: DbExecutor,
  payment: PaymentRow,
  providerDisputeId: string,
): Promise<number> {
  const [refunds, disputes] = await Promise.all([
    createRefundsRepository(db).listForPayments([payment.reference]),
    createDisputesRepository(db).listForPayments([payment.reference]),
  ]);
  const paidKobo = Number(payment.amount_kobo);
  const others = disputes.filter((row) => row.provider_dispute_id !== providerDisputeId);
  const { refundedKobo, refundPendingKobo } = moneyBackOf(paidKobo, refunds, others);
  return Math.max(0, paidKobo - refundedKobo - refundPendingKobo);
}

/** `charge.dispute.create` / `.remind` / `.resolve`: recorded against the payment; a lost dispute is a refund. */
export async function onDisputeEvent(
  app: FastifyInstance,
  eventName: string,
  data: unknown,
): Promise<MoneyBackEventOutcome> {
  const parsed = paystackDisputeEventSchema.safeParse(data);
  if (!parsed.success) return { recorded: false, message: 'Dispute event unreadable' };
  const event = parsed.data;
  return app.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(app, trx, event.transaction.reference);
    const providerDisputeId = String(event.id);
    const claimedKobo =
      event.refund_amount || event.transaction.amount || (payment ? Number(payment.amount_kobo) : 0);
    const disputed = {
      providerDisputeId,
      reference: event.transaction.reference,
      amountKobo: payment
        ? Math.min(claimedKobo, await leftForDispute(trx, payment, providerDisputeId))
        : claimedKobo,
      currency: event.currency ?? payment?.currency ?? 'NGN',
      dueAt: event.dueAt ?? null,
    };
    const disputes = createDisputesRepository(trx);
    if (eventName !== 'charge.dispute.resolve') {
      await disputes.recordOpen(disputed, eventName === 'charge.dispute.remind');
      return { recorded: true, message: 'Dispute recorded' };
    }
    const resolution = event.resolution ?? null;
    const lost = (DISPUTE_LOST_RESOLUTIONS as readonly string[]).includes(resolution ?? '');
    const resolvedNow = await disputes.resolve(disputed, lost, resolution);
    if (resolvedNow && lost && payment) await afterMoneyWentBack(trx, payment);
    return { recorded: true, message: 'Dispute recorded' };
  });
}

/** The refusals that hold whatever happens meanwhile: checked before the lease and again under it. */
async function checkRefundable(db: DbExecutor, reference: string, amountKobo: number): Promise<PaymentRow> {
  const payment = await createPaymentsRepository(db).findByReference(reference);
  if (!payment) throw notFound(REFUND_MESSAGES.unknownPayment);
  if (payment.status !== 'success') throw badRequest(REFUND_MESSAGES.notPaid);
  const [refunds, disputes] = await Promise.all([
    createRefundsRepository(db).listForPayments([reference]),
    createDisputesRepository(db).listForPayments([reference]),
  ]);
  const moneyBack = moneyBackOf(Number(payment.amount_kobo), refunds, disputes);
  if (disputes.some((row) => row.status === 'open')) throw conflict(REFUND_MESSAGES.disputed);
  if (moneyBack.refundableKobo === 0) throw badRequest(REFUND_MESSAGES.fullyRefunded);
  if (amountKobo > moneyBack.refundableKobo) throw badRequest(overRefundMessage(moneyBack.refundableKobo));
  return payment;
}

/**
 * An admin refunds all or part of a payment: checked, then Paystack is asked (POST /refund) while the payment's
 * lease keeps every other refund of it out, then the refund is recorded as pending with the audit row. A
 * refusal writes nothing; Paystack's events complete the refund.
 */
export async function refundPayment(
  app: FastifyInstance,
  admin: AuditActor,
  reference: string,
  body: RefundBody,
): Promise<string> {
  const amountKobo = Math.round(body.amountNaira * KOBO_PER_NAIRA);
  if (amountKobo <= 0) throw badRequest(REFUND_MESSAGES.amountPositive);
  await checkRefundable(app.db, reference, amountKobo);
  const payments = createPaymentsRepository(app.db);
  if (!(await payments.takeRefundLock(reference, new Date(Date.now() + REFUND_LOCK_MS).toISOString())))
    throw conflict(REFUND_MESSAGES.inProgress);
  try {
    const payment = await checkRefundable(app.db, reference, amountKobo);
    let refund;
    try {
      refund = await paystackClientFor(app).createRefund({
        transaction: reference,
        amount: amountKobo,
        currency: payment.currency,
        merchant_note: body.reason,
      });
    } catch (error) {
      if (error instanceof PaystackRefusedError) throw badRequest(providerRefusedMessage(error.message));
      if (!(error instanceof PaystackUnavailableError)) throw error;
      app.log.warn({ err: error, reference }, 'refund could not reach Paystack');
      throw new HttpError(502, REFUND_MESSAGES.providerUnavailable);
    }
    await app.db.transaction().execute(async (trx) => {
      const id = await createRefundsRepository(trx).recordRequested({
        providerRefundId: String(refund.id),
        reference,
        amountKobo: refund.amount,
        currency: refund.currency,
        reason: body.reason,
        admin,
      });
      await createAuditLogRepository(trx).record(admin, {
        action: 'refund',
        entity: 'payment',
        entityId: reference,
        summary: `Refunded ${naira(refund.amount)} of the ${naira(Number(payment.amount_kobo))} payment ${reference} (refund ${id}): ${body.reason}`,
      });
    });
    return refundStartedMessage(refund.amount);
  } finally {
    await payments.releaseRefundLock(reference);
  }
}
