import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `refunds.applied_at`: when a processed refund's consequences (the after-refund effects and the donor's notice)
 * were applied to its payment, once, as soon as both are recorded, whichever Paystack's events brought first.
 * Refunds already processed against a recorded payment had theirs when they were processed.
 */
export function refundApplied(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('refunds').addColumn('applied_at', 'text').execute();
      await sql`update refunds set applied_at = processed_at
        where status = 'processed' and payment_reference in (select reference from payments)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('refunds').dropColumn('applied_at').execute();
    },
  };
}
