import type { Kysely, Migration } from 'kysely';

/**
 * Retries on a flaky network. `idempotency_keys` keeps, per route and Idempotency-Key, the fingerprint of the
 * first request and its answer for 24 hours (the claim of a request still being processed carries a lease).
 * `membership_applications.content_hash` lets a resubmission of the same application with its fee be
 * recognised as the one already stored.
 */
export function idempotency(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_headers', 'text')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_expires_idx')
        .on('idempotency_keys')
        .column('expires_at')
        .execute();
      await db.schema.alterTable('membership_applications').addColumn('content_hash', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('membership_applications').dropColumn('content_hash').execute();
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
