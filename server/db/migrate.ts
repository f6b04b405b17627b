import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from './database';
import { initialSchema } from './migrations/0001-initial-schema';
import { adminAccountsSchema } from './migrations/0002-admin-accounts';
import { imageVariants } from './migrations/0003-image-variants';
import { renameApplicationTables } from './migrations/0004-rename-application-tables';
import { programGoalsAndLedger } from './migrations/0005-program-goals-and-ledger';
import { monthlyGiving } from './migrations/0006-monthly-giving';
import { outboxClaims } from './migrations/0007-outbox-claims';
import { idempotency } from './migrations/0008-idempotency';
import { sandboxCallbackUrl } from './migrations/0009-sandbox-callback-url';
import { refundsAndDisputes } from './migrations/0010-refunds-and-disputes';
import { privacy } from './migrations/0011-privacy';
import { ownPage } from './migrations/0012-own-page';
import { endedAdminSessions } from './migrations/0013-ended-admin-sessions';
import { auditNames } from './migrations/0014-audit-names';
import { refundApplied } from './migrations/0015-refund-applied';
import { onePendingApplication } from './migrations/0016-one-pending-application';
import { memberTitles } from './migrations/0017-member-titles';
import { statementPerTotal } from './migrations/0018-statement-per-total';
import type { Database } from './schema';

/** The ordered list of migrations; add new ones at the end with the next number. */
function migrationsFor(dialect: DatabaseDialect): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(dialect),
    '0002-admin-accounts': adminAccountsSchema(dialect),
    '0003-image-variants': imageVariants(),
    '0004-rename-application-tables': renameApplicationTables(dialect),
    '0005-program-goals-and-ledger': programGoalsAndLedger(dialect),
    '0006-monthly-giving': monthlyGiving(dialect),
    '0007-outbox-claims': outboxClaims(),
    '0008-idempotency': idempotency(),
    '0009-sandbox-callback-url': sandboxCallbackUrl(),
    '0010-refunds-and-disputes': refundsAndDisputes(dialect),
    '0011-privacy': privacy(dialect),
    '0012-own-page': ownPage(dialect),
    '0013-ended-admin-sessions': endedAdminSessions(),
    '0014-audit-names': auditNames(),
    '0015-refund-applied': refundApplied(),
    '0016-one-pending-application': onePendingApplication(),
    '0017-member-titles': memberTitles(),
    '0018-statement-per-total': statementPerTotal(dialect),
  };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DatabaseDialect): Promise<string[]> {
  // On PostgreSQL the migration tables live in the connection's current schema; without naming it, Kysely
  // looks for its lock table in every schema and trips over other schemas (parallel test runs).
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export function listMigrationNames(dialect: DatabaseDialect): string[] {
  return Object.keys(migrationsFor(dialect));
}

/**
 * The migrations this code knows that the database has not applied (empty: migrated). Reads Kysely's own
 * record of applied migrations; throws when the database cannot be reached.
 */
export async function listPendingMigrations(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return listMigrationNames(dialect).filter((name) => !applied.has(name));
}
