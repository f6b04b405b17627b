import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitMemberRequestEndpoint } from '@contract/member-request';
import { createTestApp, databaseTargets, TEST_ADMIN, type TestApp } from '../testing/test-app';
import { freePort } from '../../scripts/free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe.each(await databaseTargets())('health probes on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('GET /healthz answers JSON while the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ success: true, status: 'ok' });
  });

  it('limits GET /readyz to 120 a minute per client: the 121st is 429, another client is still answered', async () => {
    const probe = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/readyz', remoteAddress });
    const codes: number[] = [];
    for (let i = 0; i < 121; i += 1) codes.push((await probe('10.77.0.1')).statusCode);
    expect(codes.slice(0, 120).every((code) => code === 200)).toBe(true);
    expect(codes[120]).toBe(429);
    expect((await probe('10.77.0.2')).statusCode).toBe(200);
  });

  it('GET /readyz answers ready when the database answers and is migrated, 503 otherwise', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, status: 'ready', database: target });

    const [applied] = (await sql<{ name: string }>`select name from kysely_migration`.execute(t.app.db)).rows;
    await sql`delete from kysely_migration where name = ${applied!.name}`.execute(t.app.db);
    try {
      const behind = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ status: 'not-migrated', pending: [applied!.name] });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${applied!.name}, ${new Date().toISOString()})`.execute(
        t.app.db,
      );
    }

    await sql`alter table kysely_migration rename to kysely_migration_away`.execute(t.app.db);
    try {
      const broken = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(broken.statusCode).toBe(503);
      expect(broken.json()).toMatchObject({ success: false, status: 'database-unreachable' });
    } finally {
      await sql`alter table kysely_migration_away rename to kysely_migration`.execute(t.app.db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-sigterm-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the request in flight, stops the mail dispatcher and exits 0', async () => {
    const port = await freePort();
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-spa'),
        SEED_DEMO: '0',
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        JWT_SECRET: 'sigterm-secret-that-is-long-enough-for-hs256',
        // A dead SMTP server: the dispatcher runs its timer, and must still stop at once.
        SMTP_URL: 'smtp://127.0.0.1:9',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() - started > 60_000) throw new Error(`the server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // A request whose body is still arriving when SIGTERM comes.
      const body = JSON.stringify({
        name: 'Ngozi Eze',
        ulid: '0190a0b0-0000-7000-8000-000000000031',
        type: 'leave',
        duration: 2,
        description: 'In flight during shutdown',
      });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        `POST ${submitMemberRequestEndpoint.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(child.exitCode).toBeNull();
      socket.end(body.slice(20));
      await closed;
      // A full answer to the request (no member has this ULID), not a reset connection.
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toContain('No approved member has this ULID');

      expect(await exited).toBe(0);
      expect(output).toContain('mail dispatcher stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
