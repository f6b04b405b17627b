import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_DATA_URL } from '../../server/testing/fixtures';
import { loginEndpoint } from '../../contract/auth';
import { addBlogEndpoint, getBlogsEndpoint } from '../../contract/blog';
import { viteBuild } from '../child-processes';
import { freePort } from '../free-port.mjs';
import { buildServer, PACKAGES_LOADED_ON_FIRST_USE } from '../build-server';
import { productionServeCommand, productionStart } from '../production-start';

/**
 * The compiled server as the deploy guide runs it: a copy of the build (dist/, the SPA and the server compiled to
 * dist/server/app/) with package.json and the installed packages, and none of the TypeScript sources, started
 * with plain `node dist/server/app/server.js`, with the systemd unit's node flags and environment. The SPA comes
 * from an existing build (dist/, or COMPILED_SERVER_SPA_DIR) when there is one, else `vite build` makes it; the
 * server is always compiled afresh.
 *
 * A hook given to node with --import lists every package the process loads (ESM imports through a resolve hook,
 * CommonJS through require.cache, written on SIGUSR2), so the test sees which modules start-up pays for.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'compiled@forum.test', password: 'compiled-server-password-long-enough' };

const MODULE_HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.MODULE_LOG, resolved.url + '\\n');
  return resolved;
}
`;
const MODULE_LOG_PRELOAD = `
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
register('./module-hooks.mjs', import.meta.url);
const cjs = createRequire(import.meta.url).cache;
process.on('SIGUSR2', () => {
  appendFileSync(process.env.MODULE_LOG, Object.keys(cjs).join('\\n') + '\\nSNAPSHOT\\n');
});
`;

function prepareCopy(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'forum-compiled-'));
  const spa = process.env.COMPILED_SERVER_SPA_DIR ?? path.join(ROOT, 'dist');
  // The repository's own build, as the deploy guide makes it (npm test builds it before this suite runs).
  if (!existsSync(path.join(spa, 'index.html'))) viteBuild(spa);
  cpSync(spa, path.join(copy, 'dist'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(spa, 'server', 'app')),
  });
  cpSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  writeFileSync(path.join(copy, 'module-hooks.mjs'), MODULE_HOOKS);
  writeFileSync(path.join(copy, 'module-log.mjs'), MODULE_LOG_PRELOAD);
  return copy;
}

describe('the compiled server, started with node from a copy of the build', () => {
  let copy: string;
  let server: ChildProcess;
  let base: string;
  let output = '';
  const moduleLog = () => path.join(copy, 'modules.log');

  /** The packages the process has loaded so far (by name, from node_modules), and the build's files. */
  async function loaded(): Promise<{ packages: Set<string>; files: string[] }> {
    const snapshots = () => readFileSync(moduleLog(), 'utf8').split('SNAPSHOT').length - 1;
    const before = existsSync(moduleLog()) ? snapshots() : 0;
    server.kill('SIGUSR2');
    await expect.poll(snapshots, { timeout: 5000 }).toBe(before + 1);
    const lines = readFileSync(moduleLog(), 'utf8').split('\n');
    const packages = new Set(
      lines.flatMap((line) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(line)?.[1] ?? []),
    );
    return { packages, files: lines.filter((line) => line.includes('/dist/')) };
  }

  beforeAll(async () => {
    copy = prepareCopy();
    await buildServer(path.join(copy, 'dist', 'server', 'app'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const { nodeFlags, environment } = productionStart();
    server = spawn(
      process.execPath,
      [...nodeFlags, '--import', './module-log.mjs', 'dist/server/app/server.js'],
      {
        cwd: copy,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...environment,
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PAYMENTS_MODE: 'sandbox',
          ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
          PUBLIC_URL: base,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(copy, 'data'),
          SEED_DEMO: '0',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'warn',
          MODULE_LOG: path.join(copy, 'modules.log'),
        },
      },
    );
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${base}/readyz`).catch(() => undefined))?.status !== 200) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`not ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("is started by package.json's serve as the systemd unit starts it: the same node flags and environment", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.serve).toBe(productionServeCommand());
  });

  it('runs from the build alone: no TypeScript source beside it, no TypeScript loader in the process', async () => {
    expect(existsSync(path.join(copy, 'server'))).toBe(false);
    expect(existsSync(path.join(copy, 'contract'))).toBe(false);
    // A first start makes the uploads folders rather than warning that they are missing.
    expect(existsSync(path.join(copy, 'data', 'uploads', 'public'))).toBe(true);
    expect(existsSync(path.join(copy, 'data', 'uploads', 'private'))).toBe(true);
    expect(output).not.toMatch(/must exist|no built SPA|no server renderer/);
    const { packages } = await loaded();
    expect(packages.has('tsx')).toBe(false);
    expect(packages.has('esbuild')).toBe(false);
  });

  it('loads at start none of the modules its settings leave off or that wait for their first use', async () => {
    const { packages, files } = await loaded();
    // SQLite, uploads on disk, no SMTP_URL, no REDIS_URL, NODE_ENV=production, no request yet.
    for (const lazy of PACKAGES_LOADED_ON_FIRST_USE) {
      expect(packages.has(lazy), lazy).toBe(false);
    }
    expect(files.filter((file) => file.endsWith('/dist/server/prerender.js'))).toEqual([]);
    // The detection sees what start-up does load from node_modules (Fastify and the rest are bundled in).
    expect(packages.has('better-sqlite3')).toBe(true);
    expect(packages.has('fastify')).toBe(false);
  });

  it('serves a page, a read, a sign-in and an upload, loading only what they use', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');

    const blog = await fetch(`${base}/blog`);
    expect(blog.status).toBe(200);
    expect(blog.headers.get('content-type')).toContain('text/html');

    const login = await fetch(`${base}${loginEndpoint.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(token).toBeTruthy();

    const added = await fetch(`${base}${addBlogEndpoint.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Compiled and running',
        summary: 'Written to the compiled server',
        body: '<p>Hello from the build.</p>',
        author: 'Ada',
        image: PNG_DATA_URL,
      }),
    });
    expect(added.status).toBe(200);

    const read = await fetch(`${base}${getBlogsEndpoint.path}`);
    expect(read.status).toBe(200);
    const blogs = (await read.json()) as { data: Array<{ title: string; image_url: string }> };
    const post = blogs.data.find((row) => row.title === 'Compiled and running');
    expect(post?.image_url).toMatch(/^\/uploads\/public\//);
    const picture = await fetch(`${base}${post!.image_url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');

    const { packages, files } = await loaded();
    // What the journeys used is loaded now: the page renderer, the picture's encoder and type sniffer, the
    // blog body's sanitizer.
    for (const used of ['react-dom', 'sharp', 'file-type', 'sanitize-html'])
      expect(packages.has(used), used).toBe(true);
    expect(files.some((file) => file.endsWith('/dist/server/prerender.js'))).toBe(true);
    // And what the settings leave off is still not.
    for (const off of ['@aws-sdk/client-s3', 'nodemailer', 'ioredis', 'pg', 'pino-pretty']) {
      expect(packages.has(off), off).toBe(false);
    }
    expect(output).not.toMatch(/error/i);
  });
});
