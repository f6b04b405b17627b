import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { AppConfig } from '../config';
import { GENERATED_SECRET_FILES } from '../config-secrets';
import { copyStoredFiles } from '../files/copy-stored-files';
import { createFileStore, FileStore } from '../files/file-store';
import { LocalStorageDriver } from '../files/local-storage-driver';
import { ARCHIVE_LAYOUT, SQLITE_FILE, type BackupManifest } from './backup';
import { postgresClientEnv } from './postgres-client-env';

const run = promisify(execFile);

/** Refusals a membership application can act on: what is wrong, and what to do. */
export class RestoreError extends Error {
  override readonly name = 'RestoreError';
}

/** Empty but for the secrets that loading the configuration wrote (the archive's own copies replace them). */
async function isEmptyDir(dir: string): Promise<boolean> {
  const generated: ReadonlySet<string> = new Set(Object.values(GENERATED_SECRET_FILES));
  try {
    return (await readdir(dir)).every((name) => generated.has(name));
  } catch {
    return true; // missing: created below
  }
}

/** Tables of the connected database outside PostgreSQL's own schemas. */
async function countPostgresTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

function readManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== 1 || (manifest.database !== 'sqlite' && manifest.database !== 'postgres')) {
    throw new RestoreError('This archive was not written by `npm run backup` (no valid manifest.json).');
  }
  return manifest as BackupManifest;
}

/** Whether the bucket of STORAGE_DRIVER=s3 holds no upload yet. */
async function isEmptyStore(store: FileStore): Promise<boolean> {
  for (const visibility of ['public', 'private'] as const) {
    const first = await store.list(visibility)[Symbol.asyncIterator]().next();
    if (!first.done) return false;
  }
  return true;
}

export interface RestoreResult {
  manifest: BackupManifest;
  dataDir: string;
}

/**
 * Brings an archive of `npm run backup` back: into an empty DATA_DIR (SQLite: the database file and the
 * uploads) or an empty PostgreSQL database plus an empty DATA_DIR. Refuses to overwrite anything.
 */
export async function restoreBackup({
  config,
  archive,
}: {
  config: AppConfig;
  archive: string;
}): Promise<RestoreResult> {
  const dataDir = config.dataDir;
  if (!(await isEmptyDir(dataDir))) {
    throw new RestoreError(
      `DATA_DIR (${dataDir}) is not empty. Restore into an empty folder: stop the server, move the folder aside, and run the restore again.`,
    );
  }
  const bucket = config.storage.driver === 's3' ? await createFileStore(config) : undefined;
  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'forum-restore-'));
  try {
    if (bucket) {
      await bucket.init();
      if (!(await isEmptyStore(bucket)))
        throw new RestoreError(
          'The S3 bucket named by S3_BUCKET already holds uploads. Restore into an empty bucket (create a new one and point S3_BUCKET at it).',
        );
    }
    try {
      await run('tar', ['-xzf', path.resolve(archive), '-C', unpacked]);
    } catch {
      throw new RestoreError(`Could not unpack ${archive}: is it an archive written by \`npm run backup\`?`);
    }
    const manifest = readManifest(
      await readFile(path.join(unpacked, ARCHIVE_LAYOUT.manifest), 'utf8').catch(() => '{}'),
    );
    const wanted = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.database !== wanted) {
      throw new RestoreError(
        `This archive holds a ${manifest.database} database, but the configuration uses ${wanted} (DATABASE_URL ${
          config.databaseUrl ? 'is set' : 'is not set'
        }).`,
      );
    }

    if (config.databaseUrl) {
      if ((await countPostgresTables(config.databaseUrl)) > 0) {
        throw new RestoreError(
          'The PostgreSQL database named by DATABASE_URL already has tables. Restore into an empty database (createdb a new one and point DATABASE_URL at it).',
        );
      }
      try {
        await run(
          'psql',
          [
            '--quiet',
            '--no-psqlrc',
            '-v',
            'ON_ERROR_STOP=1',
            '-f',
            path.join(unpacked, ARCHIVE_LAYOUT.postgres),
          ],
          // The database is named by the environment, never on the command line (`ps` shows every argument).
          { maxBuffer: 16 * 1024 * 1024, env: postgresClientEnv(config.databaseUrl) },
        );
      } catch (error) {
        const stderr = (error as { stderr?: string }).stderr?.trim();
        throw new RestoreError(
          `psql could not load the dump${stderr ? `: ${stderr.split('\n')[0]}` : ''} (is psql installed?)`,
        );
      }
    }

    await mkdir(dataDir, { recursive: true });
    await cp(path.join(unpacked, ARCHIVE_LAYOUT.data), dataDir, { recursive: true });
    if (!config.databaseUrl) {
      await copyFile(path.join(unpacked, ARCHIVE_LAYOUT.sqlite), path.join(dataDir, SQLITE_FILE));
    }
    if (bucket) {
      // The uploads go back into the bucket, and only there: no second copy of the documents stays on disk.
      const uploads = path.join(dataDir, 'uploads');
      await copyStoredFiles({ from: new FileStore(new LocalStorageDriver(uploads)), to: bucket });
      await rm(uploads, { recursive: true, force: true });
    }
    return { manifest, dataDir };
  } finally {
    bucket?.close();
    await rm(unpacked, { recursive: true, force: true });
  }
}
