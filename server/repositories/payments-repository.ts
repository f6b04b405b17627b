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

/** Successful payments, one row per Paystack reference (the reference column is unique). */
export function createPaymentsRepository(db: DbExecutor) {
  return {
    async findByReference(reference: string): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
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
  };
}
