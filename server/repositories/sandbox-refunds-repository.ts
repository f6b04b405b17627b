import type { Insertable } from 'kysely';
import type { Database, SandboxRefundRow } from '../db/schema';
import type { DbExecutor } from './executor';

type NewSandboxRefund = Omit<Insertable<Database['sandbox_refunds']>, 'id'>;

/** The Paystack emulator's refunds (sandbox mode only). */
export function createSandboxRefundsRepository(db: DbExecutor) {
  return {
    async insert(refund: NewSandboxRefund): Promise<SandboxRefundRow> {
      return db.insertInto('sandbox_refunds').values(refund).returningAll().executeTakeFirstOrThrow();
    },

    async setStatus(id: number, status: SandboxRefundRow['status']): Promise<void> {
      await db.updateTable('sandbox_refunds').set({ status }).where('id', '=', id).execute();
    },

    /** Kobo already refunded or on its way back (failed refunds left out). */
    async refundedKobo(reference: string): Promise<number> {
      const rows = await db
        .selectFrom('sandbox_refunds')
        .select('amount_kobo')
        .where('transaction_reference', '=', reference)
        .where('status', '!=', 'failed')
        .execute();
      return rows.reduce((total, row) => total + Number(row.amount_kobo), 0);
    },
  };
}
