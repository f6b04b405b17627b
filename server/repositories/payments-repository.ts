import { sql } from 'kysely';
import type { RecordedPayment } from '@contract/admin-donations';
import { nowIso } from '../lib/clock';
import type { DonationTypeColumn, PaymentPurposeColumn, PaymentRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface VerifiedPayment {
  reference: string;
  purpose: PaymentPurposeColumn;
  email: string;
  amountKobo: number;
  currency: string;
  source: 'verify' | 'webhook';
  providerTransactionId: string | null;
  paidAt: string | null;
  /** Donations: 'once' unless said otherwise; application fees: none. */
  donationType?: DonationTypeColumn;
  subscriptionCode?: string | null;
  /** The program the gift was earmarked for, already checked to exist; null: the general fund. */
  programId?: number | null;
}

/** The moment a payment counts from: when Paystack says it was paid, else when we recorded it. */
export const paidAtExpression = sql<string>`coalesce(paid_at, created_at)`;

function toRecordedPayment(row: PaymentRow): RecordedPayment {
  return {
    id: row.id,
    reference: row.reference,
    email: row.email,
    amountKobo: Number(row.amount_kobo),
    currency: row.currency,
    purpose: row.purpose,
    source: row.source,
    paidAt: row.paid_at ?? row.created_at,
  };
}

/** Successful payments, one row per Paystack reference (the reference column is unique). */
export function createPaymentsRepository(db: DbExecutor) {
  return {
    /** `lock` (PostgreSQL, in a transaction): the row stays locked until it ends. */
    async findByReference(reference: string, { lock = false } = {}): Promise<PaymentRow | undefined> {
      const query = db.selectFrom('payments').selectAll().where('reference', '=', reference);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },

    async findByReferences(references: string[]): Promise<PaymentRow[]> {
      if (references.length === 0) return [];
      return db.selectFrom('payments').selectAll().where('reference', 'in', references).execute();
    },

    /**
     * Records the payment unless its reference is already recorded: concurrent calls for one reference leave
     * one row. Answers whether this call inserted it.
     */
    async recordOnce(payment: VerifiedPayment): Promise<boolean> {
      const inserted = await db
        .insertInto('payments')
        .values({
          reference: payment.reference,
          purpose: payment.purpose,
          email: payment.email,
          amount_kobo: payment.amountKobo,
          currency: payment.currency,
          status: 'success',
          source: payment.source,
          provider_transaction_id: payment.providerTransactionId,
          paid_at: payment.paidAt,
          used_by_membership_application_id: null,
          used_at: null,
          donation_type: payment.purpose === 'donation' ? (payment.donationType ?? 'once') : null,
          subscription_code: payment.subscriptionCode ?? null,
          program_id: payment.programId ?? null,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Marks an unused application fee as used by a membership application; false when it was used meanwhile. */
    async claimApplicationFee(reference: string, membershipApplicationId: number): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ used_by_membership_application_id: membershipApplicationId, used_at: nowIso() })
        .where('reference', '=', reference)
        .where('purpose', '=', 'application_fee')
        .where('used_by_membership_application_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Takes the short lease an admin's refund holds on a payment while it asks Paystack: a conditional update, so
     * of two admins refunding at once one takes it and the other is told to wait. False: someone else holds it.
     */
    async takeRefundLock(reference: string, untilIso: string): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ refund_locked_until: untilIso })
        .where('reference', '=', reference)
        .where((eb) =>
          eb.or([eb('refund_locked_until', 'is', null), eb('refund_locked_until', '<', nowIso())]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async releaseRefundLock(reference: string): Promise<void> {
      await db
        .updateTable('payments')
        .set({ refund_locked_until: null })
        .where('reference', '=', reference)
        .execute();
    },

    /** Successful payments, newest first; `purpose` narrows to donations or application fees. */
    async listSuccessful({
      purpose,
      limit,
    }: {
      purpose?: PaymentRow['purpose'];
      limit: number;
    }): Promise<RecordedPayment[]> {
      let query = db.selectFrom('payments').selectAll().where('status', '=', 'success');
      if (purpose) query = query.where('purpose', '=', purpose);
      const rows = await query.orderBy(paidAtExpression, 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toRecordedPayment);
    },
  };
}
