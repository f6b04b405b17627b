import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../server/testing/fixtures';
import { loginEndpoint } from '../../contract/auth';
import { addBlogEndpoint, getBlogsEndpoint } from '../../contract/blog';
import { nginxMainConfig, siteOnLoopback } from '../nginx-on-loopback';
import { freePort } from '../../scripts/free-port.mjs';

/**
 * deploy/nginx.conf in front of the real server, both on loopback, as docs/deploy.md sets them up (TLS left
 * out: the HTTPS block listens in plain HTTP on a test port). `npm test` installs Debian's nginx when it is
 * missing (scripts/test.mjs); without it these checks are skipped.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'admin@forum.test', password: 'correct horse battery staple' };
/** The client's own address: loopback, but not the one nginx uses to reach the server (127.0.0.1). */
const CLIENT_ADDRESS = '127.0.0.2';
const SPOOFED = '203.0.113.66';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: CLIENT_ADDRESS,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, output: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start:\n${output()}`);
}

describe.skipIf(!existsSync(NGINX))('deploy/nginx.conf in front of the server', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'forum-nginx-'));
  const ports = { http: 0, https: 0, app: 0 };
  let server: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  let serverOutput = '';
  let nginxOutput = '';

  beforeAll(async () => {
    ports.http = await freePort();
    ports.https = await freePort();
    ports.app = await freePort();

    // A stand-in for the built SPA.
    const dist = path.join(work, 'dist');
    mkdirSync(dist);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root">Forum page through nginx</div></body></html>',
    );
    server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(ports.app),
        DATA_DIR: path.join(work, 'data'),
        STATIC_DIR: dist,
        SEED_DEMO: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'nginx-test-secret-that-is-long-enough-for-hs256',
        PUBLIC_URL: 'https://forum.example.org',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));

    const site = siteOnLoopback(readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8'), ports);
    writeFileSync(path.join(work, 'site.conf'), site);
    writeFileSync(
      path.join(work, 'nginx.conf'),
      nginxMainConfig(work, { workerProcesses: 1, workerConnections: 64 }),
    );
    const syntax = spawnSync(NGINX, ['-t', '-e', `${work}/error.log`, '-c', `${work}/nginx.conf`], {
      encoding: 'utf8',
    });
    if (syntax.status !== 0) throw new Error(`nginx refused the configuration:\n${syntax.stderr}\n${site}`);
    nginx = spawn(NGINX, ['-e', `${work}/error.log`, '-c', `${work}/nginx.conf`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));

    await waitFor(
      async () => (await request(ports.app, { path: '/healthz' })).status === 200,
      'the server',
      () => serverOutput,
    );
    await waitFor(
      async () => (await request(ports.https, { path: '/healthz' })).status === 200,
      'nginx',
      () => nginxOutput,
    );
  }, 90_000);

  afterAll(async () => {
    for (const child of [nginx, server]) {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
    rmSync(work, { recursive: true, force: true });
  });

  /** The address the server logged for the request whose path carries `marker`. */
  function addressSeenFor(marker: string): string | undefined {
    for (const line of serverOutput.split('\n')) {
      if (!line.includes(marker)) continue;
      try {
        const entry = JSON.parse(line) as { req?: { url?: string; remoteAddress?: string } };
        if (entry.req?.url?.includes(marker)) return entry.req.remoteAddress;
      } catch {
        // not a log line
      }
    }
    return undefined;
  }

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await request(ports.http, { path: '/donate', headers: { host: 'forum.example.org' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://forum.example.org/donate');
  });

  it('serves a page and an API call through the proxy', async () => {
    const page = await request(ports.https, { path: '/who-we-are', headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Forum page through nginx');
    // One HSTS header, the server's, for this host only (a repeated header would arrive joined by a comma).
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    const api = await request(ports.https, { path: getBlogsEndpoint.path });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body.toString())).toMatchObject({ success: true });
    const ready = await request(ports.https, { path: '/readyz' });
    expect(JSON.parse(ready.body.toString())).toMatchObject({ status: 'ready' });
  });

  it('takes an upload of over a megabyte (a blog image) and serves the file back', async () => {
    const login = await request(ports.https, {
      method: 'POST',
      path: loginEndpoint.path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body.toString()) as { token: string };
    const image = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024, 7)]);
    const added = await request(ports.https, {
      method: 'POST',
      path: addBlogEndpoint.path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Through nginx',
        summary: 'An image of a megabyte',
        body: '<p>Uploaded through the proxy.</p>',
        author: 'Deploy test',
        image: `data:image/png;base64,${image.toString('base64')}`,
      }),
    });
    expect(added.status, added.body.toString()).toBe(200);
    const { image_url: imageUrl } = JSON.parse(added.body.toString()) as { image_url: string };
    const file = await request(ports.https, { path: imageUrl });
    expect(file.status).toBe(200);
    // The original is stored encoded again, without metadata or the bytes after the picture: the same 1×1 PNG.
    const served = await sharp(file.body).metadata();
    expect({ format: served.format, width: served.width, height: served.height }).toEqual({
      format: 'png',
      width: 1,
      height: 1,
    });
  });

  it("gives the server the client's address, and a spoofed X-Forwarded-For changes nothing", async () => {
    const plain = `/healthz?probe=plain-${Date.now()}`;
    await request(ports.https, { path: plain });
    const spoofed = `/healthz?probe=spoofed-${Date.now()}`;
    await request(ports.https, { path: spoofed, headers: { 'x-forwarded-for': SPOOFED } });
    const chained = `/healthz?probe=chained-${Date.now()}`;
    await request(ports.https, {
      path: chained,
      headers: { 'x-forwarded-for': `${SPOOFED}, 198.51.100.7`, 'x-real-ip': SPOOFED },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(addressSeenFor(plain)).toBe(CLIENT_ADDRESS);
    expect(addressSeenFor(spoofed)).toBe(CLIENT_ADDRESS);
    expect(addressSeenFor(chained)).toBe(CLIENT_ADDRESS);
  });
});
