import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { testS3Endpoint } from './test-s3-endpoint';
import { loginEndpoint } from '@contract/auth';

export type DatabaseTarget = 'sqlite' | 'postgres';

/** Where a test app keeps uploads: DATA_DIR/uploads, or a fresh bucket on the run's s3rver (s3-global-setup.ts). */
export type StorageTarget = 'local' | 's3';

export const TEST_ADMIN = { email: 'admin@forum.test', password: 'correct horse battery staple' } as const;

/** PostgreSQL on this machine (trust auth, database `test`); override with TEST_POSTGRES_URL. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** SKIP_POSTGRES=1 leaves the PostgreSQL suites out on purpose; `npm test` says so in its closing summary. */
export const SKIP_POSTGRES = process.env.SKIP_POSTGRES === '1';

let postgresAvailable: Promise<boolean> | undefined;

/**
 * Whether the server suites run on PostgreSQL as well as SQLite: false only when SKIP_POSTGRES=1. When
 * PostgreSQL does not answer, this rejects with the cause, so the suites that need it fail instead of
 * silently dropping out.
 */
function isPostgresAvailable(): Promise<boolean> {
  postgresAvailable ??= (async () => {
    if (SKIP_POSTGRES) return false;
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 8000 });
    try {
      await client.connect();
      await dropSchemasOfDeadTestRuns(client);
      return true;
    } catch (error) {
      throw new Error(
        `PostgreSQL at ${postgresAddress()} did not answer: ${error instanceof Error ? error.message : String(error)}. ` +
          'Start it (or set TEST_POSTGRES_URL), or set SKIP_POSTGRES=1 to skip its suites on purpose.',
        { cause: error },
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresAvailable;
}

/** host:port of TEST_POSTGRES_URL, for messages. */
export function postgresAddress(): string {
  const url = new URL(TEST_POSTGRES_URL);
  return `${url.hostname}:${url.port || '5432'}`;
}

/** Test schemas are named t_<pid>_<random>; a run that was killed leaves its schema behind: drop those. */
async function dropSchemasOfDeadTestRuns(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    "select nspname as name from pg_namespace where nspname ~ '^t_[0-9]+_[0-9a-f]+$'",
  );
  for (const { name } of rows) {
    const pid = Number(name.split('_')[1]);
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) await client.query(`drop schema if exists ${name} cascade`).catch(() => undefined);
  }
}

/**
 * ['sqlite', 'postgres'] (['sqlite'] with SKIP_POSTGRES=1): use with `describe.each(await databaseTargets())`.
 * Rejects, naming the cause, when PostgreSQL does not answer.
 */
export async function databaseTargets(): Promise<DatabaseTarget[]> {
  return (await isPostgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * For suites about uploads: each database on local storage, and SQLite on S3 (the storage driver does not
 * depend on the database). Use with `describe.each(await uploadTargets())('... on $label', ...)`.
 */
export async function uploadTargets() {
  const onLocal = (await databaseTargets()).map((database) => ({
    database,
    storage: 'local' as const,
    label: `${database}, local storage`,
  }));
  return [...onLocal, { database: 'sqlite' as const, storage: 's3' as const, label: 'sqlite, S3 storage' }];
}

export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Creates a bucket of its own on the run's s3rver and answers the settings that point a server at it. */
export async function freshTestBucket(): Promise<Record<string, string>> {
  const endpoint = testS3Endpoint();
  const bucket = `t-${process.pid}-${randomBytes(5).toString('hex')}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Builds the real app on a fresh temporary data folder and a fresh database: an SQLite file, or a private
 * schema in PostgreSQL; uploads on the local disk, or in a fresh S3 bucket. Logging is off; the test admin
 * exists; no demo content unless asked.
 */
export async function createTestApp(
  target: DatabaseTarget = 'sqlite',
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  storage: StorageTarget = 'local',
) {
  const storageEnv = storage === 's3' ? await freshTestBucket() : {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-test-'));
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (target === 'postgres') {
    schema = `t_${process.pid}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    databaseUrl = `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: '0',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      LOG_LEVEL: 'silent',
      // Hundreds of sign-ins: OWASP's cost (half a second each) would make the suite slow.
      SCRYPT_COST: '12',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...storageEnv,
      ...env,
    },
    overrides,
  );
  const dropSchema = async () => {
    if (!schema) return;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger: false });
    await app.ready();
  } catch (error) {
    await dropSchema().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    dataDir,
    target,
    /** Closes the app, drops the PostgreSQL schema and deletes the data folder. */
    async close() {
      await app.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the test admin and answers the Authorization header to send on admin calls. */
export async function adminAuthHeader(app: FastifyInstance): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: loginEndpoint.path, payload: TEST_ADMIN });
  const body = response.json<{ token?: string }>();
  if (!body.token) throw new Error(`test admin could not sign in: ${response.body}`);
  return { authorization: `Bearer ${body.token}` };
}
