import type { Kysely, Migration } from 'kysely';

/**
 * The Paystack emulator's hosted checkout sends the payer back to the `callback_url` the transaction was
 * initialized with, as Paystack does: the emulator keeps it with the transaction (sandbox only).
 */
export function sandboxCallbackUrl(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sandbox_transactions').addColumn('callback_url', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sandbox_transactions').dropColumn('callback_url').execute();
    },
  };
}
