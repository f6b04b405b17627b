import { sql } from 'kysely';
import { nowIso } from '../lib/clock';
import type { DonationPlanRow, MonthlyGiftRow, MonthlyGiftStatus } from '../db/schema';
import { countRows, type DbExecutor } from './executor';

export interface NewMonthlyGift {
  subscriptionCode: string;
  emailToken: string | null;
  planCode: string;
  amountKobo: number;
  email: string;
  nextPaymentDate: string | null;
}

export interface MonthlyGiftFailure {
  invoiceCode: string;
  subscriptionCode: string;
  amountKobo: number;
  reason: string;
  failedAt: string;
}

/** One row per donor e-mail: what the Donors screen lists. */
export interface DonorSummaryRow {
  email: string;
  giftCount: number;
  totalKobo: number;
  lastGiftAt: string;
  lastGiftKobo: number;
}

const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);

/** Paystack plans per monthly amount, donors' subscriptions and failed renewals. */
export function createMonthlyGiftsRepository(db: DbExecutor) {
  return {
    async findPlanByAmount(amountKobo: number): Promise<DonationPlanRow | undefined> {
      return db
        .selectFrom('donation_plans')
        .selectAll()
        .where('amount_kobo', '=', amountKobo)
        .executeTakeFirst();
    },

    async findPlanByCode(planCode: string): Promise<DonationPlanRow | undefined> {
      return db.selectFrom('donation_plans').selectAll().where('plan_code', '=', planCode).executeTakeFirst();
    },

    /** Keeps the first plan stored for an amount (two donors racing): answers the plan that is kept. */
    async savePlan(plan: {
      planCode: string;
      providerPlanId: number;
      amountKobo: number;
      currency: string;
    }): Promise<DonationPlanRow> {
      await db
        .insertInto('donation_plans')
        .values({
          plan_code: plan.planCode,
          provider_plan_id: plan.providerPlanId,
          amount_kobo: plan.amountKobo,
          currency: plan.currency,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const kept = await this.findPlanByAmount(plan.amountKobo);
      if (!kept) throw new Error(`The plan for ${plan.amountKobo} kobo was not stored`);
      return kept;
    },

    async findGift(subscriptionCode: string): Promise<MonthlyGiftRow | undefined> {
      return db
        .selectFrom('monthly_gifts')
        .selectAll()
        .where('subscription_code', '=', subscriptionCode)
        .executeTakeFirst();
    },

    /** The donor's gift on this plan that is not cancelled (how a renewal's charge.success is matched). */
    async findLiveGift(email: string, planCode: string): Promise<MonthlyGiftRow | undefined> {
      return db
        .selectFrom('monthly_gifts')
        .selectAll()
        .where('email', '=', email)
        .where('plan_code', '=', planCode)
        .where('status', '!=', 'cancelled')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** Records a subscription once; answers whether this call inserted it. */
    async recordGiftOnce(gift: NewMonthlyGift): Promise<boolean> {
      const now = nowIso();
      const inserted = await db
        .insertInto('monthly_gifts')
        .values({
          subscription_code: gift.subscriptionCode,
          email_token: gift.emailToken,
          plan_code: gift.planCode,
          amount_kobo: gift.amountKobo,
          email: gift.email,
          status: 'active',
          next_payment_date: gift.nextPaymentDate,
          last_failed_at: null,
          cancelled_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('subscription_code').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** A renewal that went through puts a gift needing attention back to active. */
    async markRenewed(subscriptionCode: string): Promise<void> {
      await db
        .updateTable('monthly_gifts')
        .set({ status: 'active', updated_at: nowIso() })
        .where('subscription_code', '=', subscriptionCode)
        .where('status', '=', 'attention')
        .execute();
    },

    /** Records a failed renewal once per invoice; answers whether this call recorded it. */
    async recordFailureOnce(failure: MonthlyGiftFailure): Promise<boolean> {
      const inserted = await db
        .insertInto('monthly_gift_failures')
        .values({
          invoice_code: failure.invoiceCode,
          subscription_code: failure.subscriptionCode,
          amount_kobo: failure.amountKobo,
          reason: failure.reason,
          failed_at: failure.failedAt,
        })
        .onConflict((oc) => oc.column('invoice_code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await db
        .updateTable('monthly_gifts')
        .set({ status: 'attention', last_failed_at: failure.failedAt, updated_at: nowIso() })
        .where('subscription_code', '=', failure.subscriptionCode)
        .where('status', '!=', 'cancelled')
        .execute();
      return true;
    },

    /** Ends a gift once; answers whether this call ended it. */
    async cancelOnce(subscriptionCode: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('monthly_gifts')
        .set({ status: 'cancelled' satisfies MonthlyGiftStatus, cancelled_at: now, updated_at: now })
        .where('subscription_code', '=', subscriptionCode)
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async listGifts(): Promise<MonthlyGiftRow[]> {
      return db.selectFrom('monthly_gifts').selectAll().orderBy('id', 'desc').execute();
    },

    /** Every renewal Paystack could not charge, newest first. */
    async listFailures() {
      return db
        .selectFrom('monthly_gift_failures')
        .innerJoin(
          'monthly_gifts',
          'monthly_gifts.subscription_code',
          'monthly_gift_failures.subscription_code',
        )
        .select([
          'monthly_gift_failures.invoice_code',
          'monthly_gift_failures.subscription_code',
          'monthly_gift_failures.amount_kobo',
          'monthly_gift_failures.reason',
          'monthly_gift_failures.failed_at',
          'monthly_gifts.email',
        ])
        .orderBy('monthly_gift_failures.failed_at', 'desc')
        .execute();
    },

    /** Monthly recurring income: what the gifts not cancelled will bring each month, in kobo. */
    async monthlyRecurringKobo(): Promise<number> {
      const row = await db
        .selectFrom('monthly_gifts')
        .select(sql<string | number | null>`sum(amount_kobo)`.as('total'))
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      return toNumber(row?.total);
    },

    async countNeedingAttention(): Promise<number> {
      return countRows(db.selectFrom('monthly_gifts').where('status', '=', 'attention'));
    },

    /** Verified donations grouped by donor e-mail. */
    async listDonorSummaries(): Promise<DonorSummaryRow[]> {
      const paidAt = sql<string>`coalesce(paid_at, created_at)`;
      const rows = await db
        .selectFrom('payments')
        .select([
          'email',
          sql<string | number>`count(*)`.as('gift_count'),
          sql<string | number>`sum(amount_kobo)`.as('total_kobo'),
          sql<string>`max(${paidAt})`.as('last_gift_at'),
        ])
        .where('status', '=', 'success')
        .where('purpose', '=', 'donation')
        .groupBy('email')
        .execute();
      const lastAmounts = await db
        .selectFrom('payments')
        .select(['email', 'amount_kobo', paidAt.as('paid')])
        .where('status', '=', 'success')
        .where('purpose', '=', 'donation')
        .orderBy(paidAt, 'asc')
        .orderBy('id', 'asc')
        .execute();
      const lastByEmail = new Map(lastAmounts.map((row) => [row.email, toNumber(row.amount_kobo)]));
      return rows.map((row) => ({
        email: row.email,
        giftCount: toNumber(row.gift_count),
        totalKobo: toNumber(row.total_kobo),
        lastGiftAt: row.last_gift_at,
        lastGiftKobo: lastByEmail.get(row.email) ?? 0,
      }));
    },
  };
}
