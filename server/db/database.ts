import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

// Only the configured database's driver is loaded: a SQLite site never loads pg, a PostgreSQL one never opens
// the SQLite library. Both are CommonJS packages, loaded when a database is opened.
const require = createRequire(import.meta.url);

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  close(): Promise<void>;
}

const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

/** int8 (count(*), bigint kobo) and numeric as JS numbers: every value we keep fits in 2^53. */
const pgTypes = (driver: typeof pg) =>
  ({
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (value: string) => Number(value);
      return driver.types.getTypeParser(oid, format);
    },
  }) as pg.CustomTypesConfig;

export interface OpenDatabaseOptions {
  /** A postgres:// URL; undefined opens the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Max PostgreSQL connections. */
  poolSize?: number;
}

export function openDatabase({ databaseUrl, dataDir, poolSize = 10 }: OpenDatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const driver = require('pg') as typeof pg;
    const pool = new driver.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      types: pgTypes(driver),
      connectionTimeoutMillis: 5000,
    });
    // A client losing its server emits 'error': the pool listens only while the client is idle, so every client
    // gets its own listener too; otherwise a connection cut mid-request crashes the process. The query in flight
    // still fails (503 to its caller) and the pool replaces the dead client.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const Sqlite = require('better-sqlite3') as typeof SqliteDatabase;
  const sqlite = new Sqlite(path.join(dataDir, 'forum.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
