import { nowIso } from '../lib/clock';
import type { RefundRow, RefundStatus } from '../db/schema';
import type { DbExecutor } from './executor';

/** What one Paystack refund event says. */
interface RefundEvent {
  providerRefundId: string;
  reference: string;
  amountKobo: number;
  currency: string;
  status: RefundStatus;
  /** Paystack's message, on a failed refund. */
  message: string | null;
}

/** The refund an admin asked Paystack for, as Paystack's answer describes it. */
interface RequestedRefund {
  providerRefundId: string;
  reference: string;
  amountKobo: number;
  currency: string;
  reason: string;
  admin: { id: number | null; email: string };
}

/**
 * Refunds, one row per Paystack refund id. The states only move forward (pending → processed or failed;
 * failed → processed when Paystack retried it), each move a conditional update, so any number of copies of
 * Paystack's events, in any order, leave the row as the latest state says; each processed refund is claimed once.
 */
export function createRefundsRepository(db: DbExecutor) {
  return {
    /** Records an event: a new refund in its state, or a known one moved forward. */
    async applyEvent(event: RefundEvent): Promise<void> {
      const now = nowIso();
      const inserted = await db
        .insertInto('refunds')
        .values({
          provider_refund_id: event.providerRefundId,
          payment_reference: event.reference,
          amount_kobo: event.amountKobo,
          currency: event.currency,
          status: event.status,
          failure_message: event.status === 'failed' ? event.message : null,
          processed_at: event.status === 'processed' ? now : null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('provider_refund_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted && event.status === 'processed') {
        await db
          .updateTable('refunds')
          .set({ status: 'processed', processed_at: now, failure_message: null, updated_at: now })
          .where('provider_refund_id', '=', event.providerRefundId)
          .where('status', '!=', 'processed')
          .execute();
      }
      if (!inserted && event.status === 'failed') {
        await db
          .updateTable('refunds')
          .set({ status: 'failed', failure_message: event.message, updated_at: now })
          .where('provider_refund_id', '=', event.providerRefundId)
          .where('status', '=', 'pending')
          .execute();
      }
    },

    /**
     * Marks a payment's processed refunds not applied yet as applied and answers them: a conditional update, so
     * of any number of callers at once each refund goes to one.
     */
    async claimUnapplied(reference: string): Promise<RefundRow[]> {
      return db
        .updateTable('refunds')
        .set({ applied_at: nowIso() })
        .where('payment_reference', '=', reference)
        .where('status', '=', 'processed')
        .where('applied_at', 'is', null)
        .returningAll()
        .execute();
    },

    /** Lowers a processed refund to what of its payment was left for it. */
    async limitAmount(id: number, amountKobo: number): Promise<void> {
      await db
        .updateTable('refunds')
        .set({ amount_kobo: amountKobo, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Records the refund an admin started, pending; when Paystack's events came first, the row they made keeps
     * its state and gains who asked for it and why.
     */
    async recordRequested(refund: RequestedRefund): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('refunds')
        .values({
          provider_refund_id: refund.providerRefundId,
          payment_reference: refund.reference,
          amount_kobo: refund.amountKobo,
          currency: refund.currency,
          status: 'pending',
          reason: refund.reason,
          requested_by_admin_id: refund.admin.id,
          requested_by_email: refund.admin.email,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('provider_refund_id').doUpdateSet({
            reason: refund.reason,
            requested_by_admin_id: refund.admin.id,
            requested_by_email: refund.admin.email,
            updated_at: now,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** The refunds of these payments, oldest first. */
    async listForPayments(references: readonly string[]): Promise<RefundRow[]> {
      if (references.length === 0) return [];
      return db
        .selectFrom('refunds')
        .selectAll()
        .where('payment_reference', 'in', references)
        .orderBy('id')
        .execute();
    },
  };
}
