import { execFile } from 'node:child_process';
import type { Dirent } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config';
import { listMigrationNames } from '../db/migrate';
import { copyStoredFiles } from '../files/copy-stored-files';
import { createFileStore, FileStore } from '../files/file-store';
import { LocalStorageDriver } from '../files/local-storage-driver';
import { postgresClientEnv } from './postgres-client-env';

const run = promisify(execFile);

/** The SQLite file in DATA_DIR (server/db/database.ts) and its write-ahead log companions. */
export const SQLITE_FILE = 'forum.sqlite';
const SQLITE_FILES = new Set([
  SQLITE_FILE,
  `${SQLITE_FILE}-wal`,
  `${SQLITE_FILE}-shm`,
  `${SQLITE_FILE}-journal`,
]);

/** Inside an archive: the manifest, the database (one of the two) and a copy of DATA_DIR without the database. */
export const ARCHIVE_LAYOUT = {
  manifest: 'manifest.json',
  sqlite: 'database.sqlite',
  postgres: 'database.sql',
  data: 'data',
} as const;

const ARCHIVE_PREFIX = 'forum-backup-';
const ARCHIVE_SUFFIX = '.tar.gz';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** The migrations the code that made the backup knows (all applied: the server migrates at start). */
  migrations: string[];
  /** PostgreSQL only: the schema that was dumped (restored under the same name). */
  schema?: string;
}

export interface BackupOptions {
  config: AppConfig;
  backupDir: string;
  /** Keep this many archives in backupDir, deleting the oldest (0: keep all). */
  keep?: number;
  now?: Date;
}

/** `2026-11-23T07-15-00Z`: sortable, and valid in file names on every system. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

/**
 * A consistent copy of the SQLite database while the server keeps writing: SQLite's online backup API (through
 * better-sqlite3 on a connection of its own) copies pages and restarts if a write changes one it already copied.
 */
async function copySqlite(dataDir: string, destination: string): Promise<void> {
  const source = new SqliteDatabase(path.join(dataDir, SQLITE_FILE), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(destination);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(destination);
  try {
    // A copy that is not a valid database must not pass for a backup.
    const [check] = copy.pragma('integrity_check') as { integrity_check: string }[];
    if (check?.integrity_check !== 'ok')
      throw new Error('the copied SQLite database failed its integrity check');
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** The schema the connection works in (tests give each run a schema of its own; a real install uses public). */
async function currentPostgresSchema(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL reports no current schema');
    return schema;
  } finally {
    await client.end();
  }
}

/** pg_dump in plain SQL (one consistent snapshot, writes go on), without owners or grants. */
async function dumpPostgres(databaseUrl: string, schema: string, destination: string): Promise<void> {
  const args = ['--no-owner', '--no-privileges', '--format=plain', `--file=${destination}`];
  // A dedicated schema is dumped alone (its CREATE SCHEMA included); public is the whole database.
  if (schema !== 'public') args.push(`--schema=${schema}`);
  try {
    // The database is named by the environment, never on the command line (`ps` shows every argument).
    await run('pg_dump', args, { maxBuffer: 16 * 1024 * 1024, env: postgresClientEnv(databaseUrl) });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`pg_dump failed${stderr ? `: ${stderr.split('\n')[0]}` : ''} (is pg_dump installed?)`);
  }
}

/** Uploads still being written (server/files/file-store.ts): never part of a backup. */
const UPLOADS_IN_PROGRESS = path.join('uploads', 'tmp');

/**
 * DATA_DIR without the SQLite files (copied through the backup API instead) and uploads in progress. A file
 * removed while the copy runs (an upload finished or deleted meanwhile) is skipped, not an error.
 */
async function copyDataDir(dataDir: string, destination: string, relative = ''): Promise<void> {
  await mkdir(path.join(destination, relative), { recursive: true });
  let entries: Dirent[] = [];
  try {
    entries = await readdir(path.join(dataDir, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const name = path.join(relative, entry.name);
    if (relative === '' && SQLITE_FILES.has(entry.name)) continue;
    if (name === UPLOADS_IN_PROGRESS) continue;
    if (entry.isDirectory()) {
      await copyDataDir(dataDir, destination, name);
    } else if (entry.isFile()) {
      await copyFile(path.join(dataDir, name), path.join(destination, name)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    }
  }
}

/** With STORAGE_DRIVER=s3 the uploads are in the bucket: the archive holds them where local uploads would be. */
async function copyBucketInto(config: AppConfig, dataCopy: string): Promise<void> {
  const bucket = await createFileStore(config);
  try {
    await bucket.init();
    const uploadsCopy = new FileStore(new LocalStorageDriver(path.join(dataCopy, 'uploads')));
    await copyStoredFiles({ from: bucket, to: uploadsCopy });
  } finally {
    bucket.close();
  }
}

async function pruneOldArchives(backupDir: string, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  const archives = (await readdir(backupDir))
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(ARCHIVE_SUFFIX))
    .sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(path.join(backupDir, name), { force: true });
  return removed;
}

export interface BackupResult {
  archive: string;
  bytes: number;
  removed: string[];
}

/**
 * Writes one dated archive (`forum-backup-<UTC time>.tar.gz`) to backupDir: the database first (SQLite's
 * online backup, or pg_dump), then DATA_DIR (uploads, secrets) and, with STORAGE_DRIVER=s3, the bucket's uploads
 * in the same place local ones would be. Files come after the database, so every row
 * in the copy has its file. The archive appears under its final name only once complete.
 */
export async function createBackup({
  config,
  backupDir,
  keep = 0,
  now = new Date(),
}: BackupOptions): Promise<BackupResult> {
  // Archives hold every document, the secrets and password hashes: readable by the site's own user only.
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(backupDir, '.staging-'));
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: config.databaseUrl ? 'postgres' : 'sqlite',
      migrations: listMigrationNames(config.databaseUrl ? 'postgres' : 'sqlite'),
    };
    if (config.databaseUrl) {
      manifest.schema = await currentPostgresSchema(config.databaseUrl);
      await dumpPostgres(config.databaseUrl, manifest.schema, path.join(staging, ARCHIVE_LAYOUT.postgres));
    } else {
      await copySqlite(config.dataDir, path.join(staging, ARCHIVE_LAYOUT.sqlite));
    }
    await copyDataDir(config.dataDir, path.join(staging, ARCHIVE_LAYOUT.data));
    if (config.storage.driver === 's3') await copyBucketInto(config, path.join(staging, ARCHIVE_LAYOUT.data));
    await writeFile(path.join(staging, ARCHIVE_LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = `${ARCHIVE_PREFIX}${stamp(now)}${ARCHIVE_SUFFIX}`;
    const partial = path.join(backupDir, `.${name}.partial`);
    // Made 0600 before tar writes into it, so the archive is never readable by others, not even part-way.
    await writeFile(partial, '', { mode: 0o600, flag: 'wx' });
    await chmod(partial, 0o600);
    await run('tar', ['-czf', partial, '-C', staging, '.']);
    const archive = path.join(backupDir, name);
    await rename(partial, archive);
    const removed = await pruneOldArchives(backupDir, keep);
    return { archive, bytes: (await stat(archive)).size, removed };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
