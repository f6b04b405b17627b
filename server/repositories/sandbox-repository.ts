import type { Insertable } from 'kysely';
import type { Database, SandboxRefundRow, SandboxSubscriptionRow, SandboxTransactionRow } from '../db/schema';
import type { DbExecutor } from './executor';

/** The Paystack emulator's transactions, plans, subscriptions and refunds (sandbox mode only). */
export function createSandboxRepository(db: DbExecutor) {
  return {
    /** Inserts the transaction unless its reference exists; undefined for a duplicate reference. */
    async insertTransaction(
      transaction: Insertable<Database['sandbox_transactions']>,
    ): Promise<SandboxTransactionRow | undefined> {
      return db
        .insertInto('sandbox_transactions')
        .values(transaction)
        .onConflict((oc) => oc.column('reference').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async findTransaction(
      column: 'reference' | 'access_code',
      value: string,
    ): Promise<SandboxTransactionRow | undefined> {
      return db.selectFrom('sandbox_transactions').selectAll().where(column, '=', value).executeTakeFirst();
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

    async findPlan(planCode: string) {
      return db.selectFrom('sandbox_plans').selectAll().where('plan_code', '=', planCode).executeTakeFirst();
    },

    async createPlan(plan: Insertable<Database['sandbox_plans']>) {
      return db.insertInto('sandbox_plans').values(plan).returningAll().executeTakeFirstOrThrow();
    },

    async findSubscription(code: string) {
      return db
        .selectFrom('sandbox_subscriptions')
        .selectAll()
        .where('subscription_code', '=', code)
        .executeTakeFirst();
    },

    async createSubscription(subscription: Insertable<Database['sandbox_subscriptions']>) {
      return db
        .insertInto('sandbox_subscriptions')
        .values(subscription)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Every subscription with its plan's numeric id, newest first. */
    async listSubscriptionsWithPlanIds() {
      return db
        .selectFrom('sandbox_subscriptions')
        .innerJoin('sandbox_plans', 'sandbox_plans.plan_code', 'sandbox_subscriptions.plan_code')
        .selectAll('sandbox_subscriptions')
        .select('sandbox_plans.id as plan_id')
        .orderBy('sandbox_subscriptions.id', 'desc')
        .execute();
    },

    async updateSubscription(
      id: number,
      changes: Partial<Pick<SandboxSubscriptionRow, 'status' | 'months_charged' | 'card_last4'>>,
    ): Promise<void> {
      await db.updateTable('sandbox_subscriptions').set(changes).where('id', '=', id).execute();
    },

    async insertRefund(refund: Insertable<Database['sandbox_refunds']>) {
      return db.insertInto('sandbox_refunds').values(refund).returningAll().executeTakeFirstOrThrow();
    },

    async setRefundStatus(id: number, status: SandboxRefundRow['status']): Promise<void> {
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
