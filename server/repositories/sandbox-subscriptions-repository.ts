import type { Insertable } from 'kysely';
import type { Database, SandboxPlanRow, SandboxSubscriptionRow } from '../db/schema';
import type { DbExecutor } from './executor';

type NewSandboxPlan = Omit<Insertable<Database['sandbox_plans']>, 'id'>;
type NewSandboxSubscription = Omit<Insertable<Database['sandbox_subscriptions']>, 'id'>;

/** The Paystack emulator's plans and subscriptions (sandbox mode only). */
export function createSandboxSubscriptionsRepository(db: DbExecutor) {
  return {
    async findPlan(planCode: string): Promise<SandboxPlanRow | undefined> {
      return db.selectFrom('sandbox_plans').selectAll().where('plan_code', '=', planCode).executeTakeFirst();
    },

    async createPlan(plan: NewSandboxPlan): Promise<SandboxPlanRow> {
      return db.insertInto('sandbox_plans').values(plan).returningAll().executeTakeFirstOrThrow();
    },

    async findSubscription(code: string): Promise<SandboxSubscriptionRow | undefined> {
      return db
        .selectFrom('sandbox_subscriptions')
        .selectAll()
        .where('subscription_code', '=', code)
        .executeTakeFirst();
    },

    async createSubscription(subscription: NewSandboxSubscription): Promise<SandboxSubscriptionRow> {
      return db
        .insertInto('sandbox_subscriptions')
        .values(subscription)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Every subscription with its plan's numeric id, newest first. */
    async listWithPlanIds() {
      return db
        .selectFrom('sandbox_subscriptions')
        .innerJoin('sandbox_plans', 'sandbox_plans.plan_code', 'sandbox_subscriptions.plan_code')
        .selectAll('sandbox_subscriptions')
        .select('sandbox_plans.id as plan_id')
        .orderBy('sandbox_subscriptions.id', 'desc')
        .execute();
    },

    async update(
      id: number,
      changes: Partial<Pick<SandboxSubscriptionRow, 'status' | 'months_charged' | 'card_last4'>>,
    ): Promise<void> {
      await db.updateTable('sandbox_subscriptions').set(changes).where('id', '=', id).execute();
    },
  };
}
