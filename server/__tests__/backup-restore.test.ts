import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createBackup } from '../backup/backup';
import { restoreBackup, RestoreError } from '../backup/restore';
import { loadConfig, type AppConfig } from '../config';
import { PNG_DATA_URL } from '../testing/fixtures';
import {
  adminAuthHeader,
  createTestApp,
  databaseTargets,
  TEST_POSTGRES_URL,
  type TestApp,
} from '../testing/test-app';
import { addBlogEndpoint } from '@contract/blog';
import { createMemberEndpoint } from '@contract/member';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

/** The file a public upload URL names, under a data folder. */
const uploadFile = (dataDir: string, url: string) =>
  path.join(dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

describe.each(await databaseTargets())('backup and restore on %s', (target) => {
  let t: TestApp;
  let admin: { authorization: string };
  const cleanups: (() => Promise<unknown> | unknown)[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await adminAuthHeader(t.app);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await t.close();
  });

  let written = 0;
  /** Adds a blog with its image through the API: a file and a row. */
  async function addBlog(): Promise<{ id: number; image_url: string }> {
    written += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: addBlogEndpoint.path,
      headers: admin,
      payload: {
        title: `Written during the backup ${written}`,
        summary: 'A row and a file',
        body: '<p>Kept.</p>',
        author: 'Backup test',
        image: PNG_DATA_URL,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number; image_url: string }>();
  }

  /** A configuration for the restore: an empty data folder, and for PostgreSQL an empty database. */
  async function restoreTarget(): Promise<AppConfig> {
    const dataDir = tempDir('forum-restored-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      JWT_SECRET: 'restore-test-secret-that-is-long-enough',
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      LOG_LEVEL: 'silent',
    };
    if (target === 'postgres') {
      const database = `forum_restore_${process.pid}_${Math.random().toString(16).slice(2, 8)}`;
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`create database ${database}`);
      await client.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${database} with (force)`);
        await dropper.end();
      });
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${database}`;
      url.search = '';
      // The dump recreates the test's own schema by name: work in it (libpq reads %20, not +, as a space).
      const options = new URL(t.config.databaseUrl!).searchParams.get('options')!;
      env.DATABASE_URL = `${url.toString()}?options=${encodeURIComponent(options)}`;
    }
    return loadConfig(env);
  }

  it('backs up while writes go on, and the restore finds every row and file', async () => {
    const before = [];
    for (let n = 0; n < 5; n += 1) before.push(await addBlog());
    await t.app.inject({
      method: 'POST',
      url: createMemberEndpoint.path,
      headers: admin,
      payload: {
        title: 'Mrs',
        name: 'Adaeze Okafor',
        state_of_origin: 'Anambra',
        date_of_birth: '1990-04-12',
        place_of_residence: 'Ibadan',
        type_of_work: 'Nurse',
        company_name: 'UCH Ibadan',
        position_held: 'Senior Nurse',
        educational_status: 'BSc',
        marital_status: 'Married',
        email: 'adaeze@example.org',
      },
    });

    // Writes keep coming while the backup runs.
    let writing = true;
    const during: { id: number; image_url: string }[] = [];
    const writer = (async () => {
      while (writing) during.push(await addBlog());
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const committedBeforeBackup = [...before, ...during];
    const backupDir = tempDir('forum-backups-');
    cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
    const { archive } = await createBackup({
      config: t.config,
      backupDir,
      now: new Date('2026-11-23T02:30:00Z'),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    writing = false;
    await writer;
    expect(during.length).toBeGreaterThan(0);

    expect(readdirSync(backupDir)).toEqual(['forum-backup-2026-11-23T02-30-00Z.tar.gz']);
    expect(path.basename(archive)).toBe('forum-backup-2026-11-23T02-30-00Z.tar.gz');
    // Every document, secret and password hash is in it: readable by the site's own user only.
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const restoredConfig = await restoreTarget();
    await restoreBackup({ config: restoredConfig, archive });

    const restored: FastifyInstance = await buildApp(restoredConfig, { logger: false });
    try {
      await restored.ready();
      expect((await restored.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const blogs = await restored.db.selectFrom('blogs').select(['id', 'image_url']).execute();
      const restoredIds = new Set(blogs.map((blog) => blog.id));
      for (const blog of committedBeforeBackup)
        expect(restoredIds.has(blog.id), `blog ${blog.id}`).toBe(true);
      // Every restored row has its file: nothing points at an image the backup lacks.
      for (const blog of blogs) {
        expect(existsSync(uploadFile(restoredConfig.dataDir, blog.image_url)), blog.image_url).toBe(true);
      }
      const members = await restored.db.selectFrom('members').select('email').execute();
      expect(members.map((member) => member.email)).toContain('adaeze@example.org');
      // The admin can sign in on the restored site with the same password.
      expect(
        (await restored.db.selectFrom('admins').select('email').execute()).map((row) => row.email),
      ).toContain('admin@forum.test');
    } finally {
      await restored.close();
    }

    // Never over an existing install.
    await expect(restoreBackup({ config: restoredConfig, archive })).rejects.toBeInstanceOf(RestoreError);
  }, 120_000);

  it.runIf(target === 'postgres')(
    'gives pg_dump and psql the database and its password by the environment, never on the command line',
    async () => {
      // Stand-ins first on PATH record what `ps` would show (the arguments) and whether a password came by the
      // environment, then run the real programs.
      const shims = tempDir('forum-pg-shims-');
      cleanups.push(() => rmSync(shims, { recursive: true, force: true }));
      const log = path.join(shims, 'calls.log');
      for (const program of ['pg_dump', 'psql']) {
        const real = (await run('sh', ['-c', `command -v ${program}`])).stdout.trim();
        const shim = path.join(shims, program);
        writeFileSync(
          shim,
          `#!/bin/sh\necho "${program} $* PGPASSWORD=\${PGPASSWORD:+given}" >> '${log}'\nexec '${real}' "$@"\n`,
        );
        chmodSync(shim, 0o755);
      }
      const password = 'not-for-ps-eyes';
      const withPassword = (databaseUrl: string) => {
        const url = new URL(databaseUrl);
        url.password = password;
        return url.toString();
      };
      const savedPath = process.env.PATH;
      process.env.PATH = `${shims}:${savedPath}`;
      try {
        await addBlog();
        const backupDir = tempDir('forum-backups-env-');
        cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
        const { archive } = await createBackup({
          config: { ...t.config, databaseUrl: withPassword(t.config.databaseUrl!) },
          backupDir,
        });
        const target = await restoreTarget();
        await restoreBackup({
          config: { ...target, databaseUrl: withPassword(target.databaseUrl!) },
          archive,
        });
      } finally {
        process.env.PATH = savedPath;
      }
      const calls = readFileSync(log, 'utf8').trim().split('\n');
      expect(calls.map((call) => call.split(' ')[0])).toEqual(['pg_dump', 'psql']);
      for (const call of calls) {
        expect(call).not.toContain(password);
        expect(call).not.toContain('postgres://');
        expect(call).not.toContain('--dbname');
        expect(call).toContain('PGPASSWORD=given');
      }
    },
    120_000,
  );

  it.runIf(target === 'sqlite')(
    'runs as `npm run backup` and `npm run restore FILE`',
    async () => {
      await addBlog();
      const backupDir = tempDir('forum-backups-cli-');
      const restoredDir = path.join(tempDir('forum-restored-cli-'), 'data');
      cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
      cleanups.push(() => rmSync(path.dirname(restoredDir), { recursive: true, force: true }));
      const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        JWT_SECRET: 'cli-secret-that-is-long-enough-for-hs256',
      };
      const backup = await run(tsx, ['server/scripts/backup.ts'], {
        cwd: ROOT,
        env: { ...env, DATA_DIR: t.config.dataDir, BACKUP_DIR: backupDir },
      });
      const [name] = readdirSync(backupDir);
      expect(name).toMatch(/^forum-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
      expect(backup.stdout).toContain(name);
      const restore = await run(tsx, ['server/scripts/restore.ts', path.join(backupDir, name!)], {
        cwd: ROOT,
        env: { ...env, DATA_DIR: restoredDir },
      });
      expect(restore.stdout).toContain('Restored the sqlite backup');
      expect(existsSync(path.join(restoredDir, 'forum.sqlite'))).toBe(true);
      expect(readdirSync(path.join(restoredDir, 'uploads', 'public')).length).toBeGreaterThan(0);
    },
    60_000,
  );
});
