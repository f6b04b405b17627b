import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Several admins and their own passwords: a first admin that must choose a new password, a token version that
 * "sign out everywhere" raises (older tokens stop working), and single-use invite and reset links kept hashed.
 */
export function adminAccountsSchema(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('admins')
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('admins')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      const table = db.schema.createTable('admin_tokens');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_by_admin_id', 'integer')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('admin_tokens_purpose_check', sql`purpose in ('invite', 'reset')`)
        .execute();
      await db.schema.createIndex('admin_tokens_email_idx').on('admin_tokens').column('email').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_tokens').ifExists().execute();
      await db.schema.alterTable('admins').dropColumn('token_version').execute();
      await db.schema.alterTable('admins').dropColumn('must_change_password').execute();
    },
  };
}
