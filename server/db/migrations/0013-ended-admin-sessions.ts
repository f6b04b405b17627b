import type { Kysely, Migration } from 'kysely';

/**
 * Admin sessions ended by "Sign out": each signed admin token names its session, and a token whose session is
 * listed here is refused until it expires. A row is kept only until the token it ended would have expired.
 */
export function endedAdminSessions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ended_admin_sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ended_admin_sessions_expires_at')
        .on('ended_admin_sessions')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ended_admin_sessions').execute();
    },
  };
}
