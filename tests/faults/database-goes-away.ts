import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAddress, TEST_POSTGRES_URL } from '../../server/testing/test-app';
import { seedFaultData } from './seed-fault-data';
import { type Checks, postJson, sleep, startServer, stopServer, waitForHealth } from './server-process';
import { getBlogPostEndpoint, getBlogsEndpoint } from '../../contract/blog';
import { submitMemberRequestEndpoint } from '../../contract/member-request';

/** What this drill checks, one Vitest test each (tests/faults/database-goes-away.test.ts). */
export const DATABASE_GOES_AWAY_CHECKS = {
  readsThroughProxy: 'reads succeed through the proxy',
  readAway503: 'a read while the database is away answers 503 JSON {success:false, message}',
  cachedList: 'the blog list, read before the outage, is still served from the response cache',
  noHang: 'a read while the database is away answers within 10 s (no hang)',
  writeAway503: 'a write while the database is away answers 503 JSON',
  health503: 'the health check reports 503 while the database is away',
  readsBack: 'reads succeed again once the database is back',
  writesBack: 'writes succeed again once the database is back',
  sameProcess: 'the same server process serves throughout, without a restart',
} as const;

const SERVER_PORT = 8721;
const PROXY_PORT = 8722;

/** A TCP proxy to the real PostgreSQL that we can take away (refuse and cut every connection) and bring back. */
class PostgresProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    private readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

const getBlogs = (base: string) => getJson(`${base}${getBlogsEndpoint.path}`);
/** An article nobody has read yet: not in the response cache, so it must reach the database. */
const getUncachedArticle = (base: string) => getJson(`${base}${getBlogPostEndpoint.path}?id=424242`);

const getJson = async (url: string) => {
  const response = await fetch(url);
  return {
    status: response.status,
    body: (await response.json().catch(() => undefined)) as
      { success?: unknown; message?: unknown } | undefined,
  };
};

/** PostgreSQL goes away and comes back: 503 JSON while away, success after, the same server process throughout. */
export async function databaseGoesAway(checks: Checks): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${postgresAddress()} did not answer: ${error instanceof Error ? error.message : String(error)}. ` +
        'Set SKIP_POSTGRES=1 to skip this drill on purpose.',
      { cause: error },
    );
  }
  const target = new URL(TEST_POSTGRES_URL);
  const schema = `faults_${randomBytes(5).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  const proxy = new PostgresProxy(PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-faults-pg-'));
  const proxied = new URL(TEST_POSTGRES_URL);
  proxied.host = `127.0.0.1:${PROXY_PORT}`;
  const databaseUrl = `${proxied.toString()}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  try {
    await proxy.start();
    const { ulid } = await seedFaultData(dataDir, { donations: 0, fees: 0 }, databaseUrl);
    const server = startServer(SERVER_PORT, dataDir, { DATABASE_URL: databaseUrl });
    try {
      await waitForHealth(server);
      const pid = server.child.pid;
      checks.check((await getBlogs(server.base)).status === 200, DATABASE_GOES_AWAY_CHECKS.readsThroughProxy);

      await proxy.stop();
      const away = await timed(() => getUncachedArticle(server.base));
      checks.check(
        away.result.status === 503 &&
          away.result.body?.success === false &&
          typeof away.result.body.message === 'string',
        DATABASE_GOES_AWAY_CHECKS.readAway503,
        `${away.result.status} ${JSON.stringify(away.result.body)}`,
      );
      const cached = await getBlogs(server.base);
      checks.check(
        cached.status === 200 && cached.body?.success === true,
        DATABASE_GOES_AWAY_CHECKS.cachedList,
        `${cached.status} ${JSON.stringify(cached.body)}`,
      );
      checks.check(away.ms < 10_000, DATABASE_GOES_AWAY_CHECKS.noHang, `${away.ms} ms`);
      const write = await postJson(server.base, submitMemberRequestEndpoint.path, {
        name: 'Ngozi Adebayo',
        ulid,
        type: 'leave',
        duration: 2,
        description: 'while the database is away',
      });
      checks.check(
        write.status === 503 && write.body?.success === false,
        DATABASE_GOES_AWAY_CHECKS.writeAway503,
        `${write.status} ${JSON.stringify(write.body)}`,
      );
      const health = await fetch(`${server.base}/api/health`);
      checks.check(health.status === 503, DATABASE_GOES_AWAY_CHECKS.health503, String(health.status));

      await proxy.start();
      let back = await getBlogs(server.base);
      for (let i = 0; i < 20 && back.status !== 200; i += 1) {
        await sleep(250);
        back = await getBlogs(server.base);
      }
      checks.check(back.status === 200, DATABASE_GOES_AWAY_CHECKS.readsBack, String(back.status));
      const writeBack = await postJson(server.base, submitMemberRequestEndpoint.path, {
        name: 'Ngozi Adebayo',
        ulid,
        type: 'leave',
        duration: 2,
        description: 'after the database came back',
      });
      checks.check(
        writeBack.status === 200,
        DATABASE_GOES_AWAY_CHECKS.writesBack,
        `${writeBack.status} ${JSON.stringify(writeBack.body)}`,
      );
      checks.check(
        server.child.exitCode === null && server.child.pid === pid,
        DATABASE_GOES_AWAY_CHECKS.sameProcess,
      );
    } catch (error) {
      process.stdout.write(
        `  server output:\n${server.output()}\n  server exit code: ${server.child.exitCode}\n`,
      );
      throw error;
    } finally {
      await stopServer(server);
    }
  } finally {
    await proxy.stop();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
