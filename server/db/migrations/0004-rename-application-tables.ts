import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseDialect } from '../database';

interface Rename {
  readonly from: string;
  readonly to: string;
}

const TABLES: readonly Rename[] = [
  { from: 'volunteers', to: 'membership_applications' },
  { from: 'requisitions', to: 'member_requests' },
];

const COLUMNS: readonly (Rename & { readonly table: string })[] = [
  { table: 'members', from: 'volunteer_id', to: 'membership_application_id' },
  { table: 'payments', from: 'used_by_volunteer_id', to: 'used_by_membership_application_id' },
];

const STATUS_INDEXES: readonly (Rename & { readonly table: Rename })[] = [
  { table: TABLES[0]!, from: 'volunteers_status_idx', to: 'membership_applications_status_idx' },
  { table: TABLES[1]!, from: 'requisitions_status_idx', to: 'member_requests_status_idx' },
];

/**
 * PostgreSQL names a table's constraints and sequences after it; SQLite keeps a constraint's name inside the
 * table's own definition and has no way to rename it, so there they keep the names they were created with.
 */
const POSTGRES_CONSTRAINTS: readonly (Rename & { readonly table: Rename })[] = [
  { table: TABLES[0]!, from: 'volunteers_pkey', to: 'membership_applications_pkey' },
  {
    table: TABLES[0]!,
    from: 'volunteers_payment_reference_key',
    to: 'membership_applications_payment_reference_key',
  },
  { table: TABLES[1]!, from: 'requisitions_pkey', to: 'member_requests_pkey' },
  { table: TABLES[1]!, from: 'requisitions_type_check', to: 'member_requests_type_check' },
  { table: TABLES[1]!, from: 'requisitions_status_check', to: 'member_requests_status_check' },
  {
    table: { from: 'payments', to: 'payments' },
    from: 'payments_used_by_volunteer_id_key',
    to: 'payments_used_by_membership_application_id_key',
  },
];

const POSTGRES_SEQUENCES: readonly Rename[] = [
  { from: 'volunteers_id_seq', to: 'membership_applications_id_seq' },
  { from: 'requisitions_id_seq', to: 'member_requests_id_seq' },
];

/**
 * Names the tables for what they hold: a membership application (was `volunteers`) and a member request (was
 * `requisitions`), with the columns that point at an application, the status indexes and, on PostgreSQL, the
 * constraints and id sequences named after the old tables. The rows, ids and constraints themselves are kept.
 */
export function renameApplicationTables(dialect: DatabaseDialect): Migration {
  const run = async (db: Kysely<unknown>, direction: 'up' | 'down') => {
    const pick = (rename: Rename) => (direction === 'up' ? rename : { from: rename.to, to: rename.from });

    for (const table of TABLES) {
      const { from, to } = pick(table);
      await db.schema.alterTable(from).renameTo(to).execute();
    }
    for (const column of COLUMNS) {
      const { from, to } = pick(column);
      await db.schema.alterTable(column.table).renameColumn(from, to).execute();
    }
    for (const index of STATUS_INDEXES) {
      const { from, to } = pick(index);
      await db.schema.dropIndex(from).execute();
      await db.schema.createIndex(to).on(pick(index.table).to).column('status').execute();
    }
    if (dialect === 'postgres') {
      for (const constraint of POSTGRES_CONSTRAINTS) {
        const { from, to } = pick(constraint);
        await sql`alter table ${sql.table(pick(constraint.table).to)} rename constraint ${sql.id(from)} to ${sql.id(to)}`.execute(
          db,
        );
      }
      for (const sequence of POSTGRES_SEQUENCES) {
        const { from, to } = pick(sequence);
        await sql`alter sequence ${sql.id(from)} rename to ${sql.id(to)}`.execute(db);
      }
    }
  };

  return {
    async up(db: Kysely<unknown>) {
      await run(db, 'up');
    },
    async down(db: Kysely<unknown>) {
      await run(db, 'down');
    },
  };
}
