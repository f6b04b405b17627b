import type { Kysely, Migration } from 'kysely';

/**
 * Several server processes may run the mail dispatcher. A dispatcher claims a queued mail before sending it by
 * setting `claimed_until` (a lease, so a process killed mid-send lets another one take the mail later).
 */
export function outboxClaims(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('claimed_until', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').dropColumn('claimed_until').execute();
    },
  };
}
