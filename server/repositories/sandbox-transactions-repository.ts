import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { DbExecutor } from './executor';

type SandboxTransactionRow = Selectable<Database['sandbox_transactions']>;
type NewSandboxTransaction = Omit<Insertable<Database['sandbox_transactions']>, 'id'>;

/** The Paystack emulator's own transactions (sandbox mode only). */
export function createSandboxTransactionsRepository(db: DbExecutor) {
  return {
    /** Inserts the transaction unless its reference exists; its id, or undefined for a duplicate reference. */
    async insertUnlessReferenceExists(transaction: NewSandboxTransaction): Promise<number | undefined> {
      const row = await db
        .insertInto('sandbox_transactions')
        .values(transaction)
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async insert(transaction: NewSandboxTransaction): Promise<number> {
      const row = await db
        .insertInto('sandbox_transactions')
        .values(transaction)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findByAccessCode(accessCode: string): Promise<SandboxTransactionRow | undefined> {
      return db
        .selectFrom('sandbox_transactions')
        .selectAll()
        .where('access_code', '=', accessCode)
        .executeTakeFirst();
    },

    /** Charges a transaction still waiting for its payer; false when it was already charged (or is unknown). */
    async markPaidOnce(accessCode: string, paidAt: string): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ status: 'success', paid_at: paidAt })
        .where('access_code', '=', accessCode)
        .where('status', '=', 'abandoned')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async findByReference(reference: string): Promise<SandboxTransactionRow | undefined> {
      return db
        .selectFrom('sandbox_transactions')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
    },
  };
}
