import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Money that goes back. `refunds`: one row per Paystack refund (keyed by Paystack's refund id), started from the
 * admin area or in Paystack's dashboard, pending until `refund.processed` or `refund.failed`. `disputes`: one row
 * per Paystack dispute, open until resolved. `payments.refund_locked_until` is a short lease an admin's refund
 * takes on the gift while it asks Paystack, so two admins refunding at once refund it once. The emulator keeps its
 * own refunds (sandbox only).
 */
export function refundsAndDisputes(dialect: DatabaseDialect): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payments').addColumn('refund_locked_until', 'text').execute();

      await withId(db.schema.createTable('refunds'))
        .addColumn('provider_refund_id', 'text', (c) => c.notNull().unique())
        .addColumn('payment_reference', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('failure_message', 'text')
        .addColumn('requested_by_admin_id', 'integer')
        .addColumn('requested_by_email', 'text')
        .addColumn('processed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('refunds_payment_reference_idx')
        .on('refunds')
        .column('payment_reference')
        .execute();

      await withId(db.schema.createTable('disputes'))
        .addColumn('provider_dispute_id', 'text', (c) => c.notNull().unique())
        .addColumn('payment_reference', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('resolution', 'text')
        .addColumn('due_at', 'text')
        .addColumn('reminded_at', 'text')
        .addColumn('resolved_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('disputes_payment_reference_idx')
        .on('disputes')
        .column('payment_reference')
        .execute();

      await withId(db.schema.createTable('sandbox_refunds'))
        .addColumn('transaction_reference', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('merchant_note', 'text', (c) => c.notNull())
        .addColumn('customer_note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['sandbox_refunds', 'disputes', 'refunds']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('payments').dropColumn('refund_locked_until').execute();
    },
  };
}
