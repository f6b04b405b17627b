import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Donor trust: a program may have a fundraising goal (integer naira) and an end date; a donation may
 * be earmarked for a program (null: the general fund); the forum records what it paid out (disbursements), each
 * with an optional receipt made public on purpose, for the ledger at /transparency.
 */
export function programGoalsAndLedger(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('programs').addColumn('goal_naira', 'integer').execute();
      await db.schema.alterTable('programs').addColumn('goal_ends_on', 'text').execute();
      await db.schema.alterTable('payments').addColumn('program_id', 'integer').execute();
      await db.schema.createIndex('payments_program_id_idx').on('payments').column('program_id').execute();

      const table = db.schema.createTable('disbursements');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('paid_on', 'text', (c) => c.notNull())
        .addColumn('program_id', 'integer')
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('receipt_url', 'text')
        .addColumn('receipt_mime', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('disbursements_amount_check', sql`amount_kobo > 0`)
        .execute();
      await db.schema
        .createIndex('disbursements_paid_on_idx')
        .on('disbursements')
        .column('paid_on')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('disbursements').ifExists().execute();
      await db.schema.dropIndex('payments_program_id_idx').ifExists().execute();
      await db.schema.alterTable('payments').dropColumn('program_id').execute();
      await db.schema.alterTable('programs').dropColumn('goal_ends_on').execute();
      await db.schema.alterTable('programs').dropColumn('goal_naira').execute();
    },
  };
}
