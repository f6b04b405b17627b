import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database';

interface Uniqueness {
  name: string;
  columns: ('email' | 'year' | 'gift_count' | 'total_kobo')[];
}

const ONE_PER_YEAR: Uniqueness = { name: 'gift_statements_email_year_unique', columns: ['email', 'year'] };
const ONE_PER_TOTAL: Uniqueness = {
  name: 'gift_statements_email_year_total_unique',
  columns: ['email', 'year', 'gift_count', 'total_kobo'],
};

const COLUMNS = sql.raw('id, statement_number, email, year, gift_count, total_kobo, issued_at, created_at');

/**
 * A statement number names one total: an address's statement for a year is numbered once per gift count and
 * total (it was once per address and year, its figures overwritten), so each number already issued keeps the
 * figures it was issued with. SQLite cannot drop a table's constraint: there the table is built anew with its
 * rows. Going back keeps the latest statement of each address and year.
 */
export function statementPerTotal(dialect: DatabaseDialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  const unique = async (db: Kysely<unknown>, from: Uniqueness, to: Uniqueness) => {
    if (dialect === 'postgres') {
      await db.schema.alterTable('gift_statements').dropConstraint(from.name).execute();
      await db.schema.alterTable('gift_statements').addUniqueConstraint(to.name, to.columns).execute();
      return;
    }
    await db.schema
      .createTable('gift_statements_next')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('statement_number', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('gift_count', 'integer', (c) => c.notNull())
      .addColumn('total_kobo', bigint, (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint(to.name, to.columns)
      .execute();
    await sql`insert into gift_statements_next (${COLUMNS}) select ${COLUMNS} from gift_statements`.execute(
      db,
    );
    await db.schema.dropTable('gift_statements').execute();
    await db.schema.alterTable('gift_statements_next').renameTo('gift_statements').execute();
  };
  return {
    async up(db: Kysely<unknown>) {
      await unique(db, ONE_PER_YEAR, ONE_PER_TOTAL);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from gift_statements
        where id not in (select max(id) from gift_statements group by email, year)`.execute(db);
      await unique(db, ONE_PER_TOTAL, ONE_PER_YEAR);
    },
  };
}
