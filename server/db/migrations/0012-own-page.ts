import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * A person's own page, opened by a link mailed to their address: the links (kept only as SHA-256 hashes), the
 * sessions they open (the cookie's token, hashed too), and one numbered yearly statement per address and year.
 * The emulator's subscriptions remember the card the donor last gave on its manage page.
 */
export function ownPage(dialect: DatabaseDialect): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('own_page_links'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('own_page_sessions'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('gift_statements'))
        .addColumn('statement_number', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('gift_count', 'integer', (c) => c.notNull())
        .addColumn('total_kobo', bigint, (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('gift_statements_email_year_unique', ['email', 'year'])
        .execute();
      await db.schema.alterTable('sandbox_subscriptions').addColumn('card_last4', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sandbox_subscriptions').dropColumn('card_last4').execute();
      for (const table of ['gift_statements', 'own_page_sessions', 'own_page_links'])
        await db.schema.dropTable(table).execute();
    },
  };
}
