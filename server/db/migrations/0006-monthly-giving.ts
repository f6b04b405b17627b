import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Monthly giving: one Paystack plan per monthly amount, the donors' subscriptions, the renewals
 * Paystack could not charge, and on every payment whether it was a one-off or a monthly gift (the public ledger
 * splits money in by this column). The emulator keeps its own plans and subscriptions (sandbox only).
 */
export function monthlyGiving(dialect: DatabaseDialect): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payments').addColumn('donation_type', 'text').execute();
      await db.schema.alterTable('payments').addColumn('subscription_code', 'text').execute();
      await sql`update payments set donation_type = 'once' where purpose = 'donation'`.execute(db);

      await withId(db.schema.createTable('donation_plans'))
        .addColumn('plan_code', 'text', (c) => c.notNull().unique())
        .addColumn('provider_plan_id', 'integer', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull().unique())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('monthly_gifts'))
        .addColumn('subscription_code', 'text', (c) => c.notNull().unique())
        .addColumn('email_token', 'text')
        .addColumn('plan_code', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('next_payment_date', 'text')
        .addColumn('last_failed_at', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('monthly_gifts_email_idx').on('monthly_gifts').column('email').execute();

      await withId(db.schema.createTable('monthly_gift_failures'))
        .addColumn('invoice_code', 'text', (c) => c.notNull().unique())
        .addColumn('subscription_code', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('failed_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('sandbox_plans'))
        .addColumn('plan_code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('interval', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('sandbox_subscriptions'))
        .addColumn('subscription_code', 'text', (c) => c.notNull().unique())
        .addColumn('email_token', 'text', (c) => c.notNull())
        .addColumn('plan_code', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('months_charged', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('sandbox_transactions').addColumn('plan_code', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sandbox_transactions').dropColumn('plan_code').execute();
      for (const table of [
        'sandbox_subscriptions',
        'sandbox_plans',
        'monthly_gift_failures',
        'monthly_gifts',
        'donation_plans',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('payments').dropColumn('subscription_code').execute();
      await db.schema.alterTable('payments').dropColumn('donation_type').execute();
    },
  };
}
