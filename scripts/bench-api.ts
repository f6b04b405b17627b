/**
 * `npm run bench:api`: wrk (Debian's /usr/bin/wrk) against the real server on 127.0.0.1, the way it runs in
 * production (the built SPA and the compiled server, `node dist/server/app/server.js`, as the systemd unit runs
 * it), on a fresh SQLite data folder seeded with 50 blog posts of ~3 KB HTML, 20 programs and approved members.
 * Each route: warm-up, then a measured run. Then memory: the server's RSS idle after start and its time to ready,
 * after the demo content and 1,000 mixed requests, and at its peak under wrk; beside it the PHP stack's (nginx,
 * php-fpm and MariaDB serving tests/php-api/server on the same data) when php-fpm is installed.
 * Writes reports/bench-api.json and the table in docs/benchmarks.md.
 *
 * Environment: BENCH_DURATION (s, default 20), BENCH_WARMUP (s, default 5), BENCH_CONNECTIONS (50),
 * BENCH_THREADS (2), BENCH_PORT (8710), BENCH_STATIC_DIR (a built SPA; default ./dist, built when missing),
 * BENCH_ROUTES (comma-separated route names to run), BENCH_NO_DOCS=1 (do not rewrite docs/benchmarks.md),
 * BENCH_MEMORY=0 (skip the memory rows), BENCH_MEMORY_ONLY=1 (only them), BENCH_PHP=0 (no PHP stack),
 * BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306, the MariaDB the PHP stack uses), BENCH_SERVER=tsx (run the
 * TypeScript sources through tsx instead of the compiled server, to compare), BENCH_NODE_FLAGS (node flags in place of
 * the unit's).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getBlogsEndpoint } from '../contract/blog';
import { APPLICATION_FEE_KOBO, CURRENCY } from '../contract/constants';
import { verifyPaymentEndpoint } from '../contract/donation';
import { getMemberEndpoint } from '../contract/member';
import { submitMemberRequestEndpoint } from '../contract/member-request';
import { getProgramsEndpoint } from '../contract/program';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { buildServer } from './build-server';
import { measureMemory, MEMORY_HEADING, memoryTable } from './bench-memory';
import {
  memoryMb,
  processTree,
  sleep,
  stopProcess,
  viteBuild,
  waitUntilAnswers,
  writeReport,
} from './child-processes';
import { productionStart } from './production-start';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 20);
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const THREADS = Number(env.BENCH_THREADS ?? 2);
const PORT = Number(env.BENCH_PORT ?? 8710);
const BASE = `http://127.0.0.1:${PORT}`;
/** The blog list's file name on the wire: the tables in docs/benchmarks.md have always been labelled with it. */
const BLOG_LIST_FILE = path.posix.basename(getBlogsEndpoint.path);
// Inside the repository (gitignored, and ignored by lint and format checks) so the server's prerender bundle in
// static/server resolves react and the other packages from the repository's node_modules.
const workDir = path.join(root, '.bench');
const dataDir = path.join(workDir, 'data');
const staticDir = path.join(workDir, 'static');
const luaDir = path.join(workDir, 'lua');
const VERIFY_REFERENCES = 2000;

/** The forum's PHP API on a 2-core machine with the same data (nginx + php-fpm 12 workers + MariaDB). */
const PHP_ANCHOR: Record<string, { rps: number; p99Ms: number }> = {
  getBlogs: { rps: 1300, p99Ms: 60 },
  getProgram: { rps: 4700, p99Ms: 23 },
  getMember: { rps: 6000, p99Ms: 16 },
};

const blogBody = (n: number) =>
  Array.from(
    { length: 9 },
    (_, i) =>
      `<h2>Field report ${n}.${i + 1}</h2><p>Volunteers of the forum delivered <strong>food parcels</strong>, school kits and ` +
      `clean water to families in Ibadan and nearby communities. <a href="https://example.org/report/${n}/${i}">Read the ` +
      `full report</a> and see how every naira reached the people it was meant for.</p>`,
  ).join('');

/** `count` rows, numbered from 1. */
const numbered = <Row>(count: number, row: (n: number) => Row) =>
  Array.from({ length: count }, (_, i) => row(i + 1));

/** A fresh SQLite database with the bench's data; answers the ULID of the member whose card is measured. */
async function seed(): Promise<string> {
  rmSync(dataDir, { recursive: true, force: true });
  const handle = openDatabase({ databaseUrl: undefined, dataDir });
  await migrateToLatest(handle.db, handle.dialect);
  const now = new Date().toISOString();
  const members = numbered(20, (n) => ({
    ulid: `${randomBytes(16).toString('hex').slice(0, 26).toUpperCase()}-bench-${String(n).padStart(4, '0')}`.slice(
      0,
      36,
    ),
    title: 'Mrs',
    name: `Member ${n}`,
    state_of_origin: 'Oyo',
    date_of_birth: '1985-01-01',
    place_of_residence: 'Ibadan',
    type_of_work: 'Teacher',
    company_name: 'Ibadan Grammar School',
    position_held: 'Head of Department',
    educational_status: 'BSc',
    marital_status: 'Married',
    email: `member${n}@example.org`,
    status: 'approved' as const,
    membership_application_id: null,
    created_at: now,
    updated_at: now,
  }));
  await handle.db.transaction().execute(async (trx) => {
    const blogs = numbered(50, (n) => ({
      title: `Relief update number ${n} from Oyo State`,
      summary: `How the forum's volunteers helped families in week ${n}, and what comes next.`,
      body: blogBody(n),
      author: 'Helping Hands Humanitarian Forum Team',
      image_url: `/images/demo/blog-${(n % 3) + 1}.svg`,
      created_at: now,
      updated_at: now,
    }));
    const programs = numbered(20, (n) => ({
      title: `Community outreach ${n}`,
      description: `Medical check-ups, food distribution and school supplies for families in community ${n}.`,
      date: `2027-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
      image_url: `/images/demo/program-${(n % 3) + 1}.svg`,
      created_at: now,
      updated_at: now,
    }));
    const paidReferences = numbered(VERIFY_REFERENCES, (n) => ({
      reference: `BENCH-${n}`,
      access_code: randomBytes(8).toString('hex'),
      email: `donor${n}@example.org`,
      amount_kobo: APPLICATION_FEE_KOBO,
      currency: CURRENCY,
      status: 'success' as const,
      metadata: JSON.stringify({ purpose: 'donation' }),
      paid_at: now,
      created_at: now,
    }));
    await trx.insertInto('blogs').values(blogs).execute();
    await trx.insertInto('programs').values(programs).execute();
    await trx.insertInto('sandbox_transactions').values(paidReferences).execute();
    await trx.insertInto('members').values(members).execute();
  });
  await handle.close();
  return members[9]!.ulid;
}

/** The compiled server the bench runs, made afresh from the sources (a few seconds). */
const serverEntry = path.join(workDir, 'server', 'server.js');
/** Node's flags and environment as the systemd unit gives them (BENCH_NODE_FLAGS replaces the flags). */
const production = productionStart();
const nodeFlags = env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? production.nodeFlags;

async function prepareStaticDir(): Promise<void> {
  const built = path.resolve(env.BENCH_STATIC_DIR ?? path.join(root, 'dist'));
  if (!existsSync(path.join(built, 'index.html'))) {
    process.stdout.write(`No built SPA in ${built}: building it (vite build)...\n`);
    viteBuild(built);
  }
  rmSync(staticDir, { recursive: true, force: true });
  cpSync(built, staticDir, { recursive: true });
  await buildServer(path.dirname(serverEntry));
}

/** A hashed asset the size of the getBlogs answer, served by the same static plugin as the SPA's assets. */
function addAssetOfSize(bytes: number): string {
  const content = Buffer.alloc(bytes, '/* bench payload: the size of the blog list answer */\n');
  const name = `bench-payload-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.js`;
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'assets', name), content);
  return `/assets/${name}`;
}

function startServer(extraEnv: Record<string, string> = {}): ChildProcess {
  // BENCH_SERVER=tsx: the TypeScript sources through tsx, as production ran before the compiled server.
  const command =
    env.BENCH_SERVER === 'tsx' ? ['--import', 'tsx', 'server/server.ts'] : [...nodeFlags, serverEntry];
  const child = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      ...(env.BENCH_SERVER === 'tsx' ? {} : production.environment),
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'bench@forum.test',
      ADMIN_PASSWORD: 'bench-password-long-enough',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
      // Writes are rate limited per client IP; the POST scripts spread their requests over many addresses.
      TRUST_PROXY: '1',
      ...extraEnv,
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

const waitUntilUp = (server: ChildProcess) => waitUntilAnswers(`${BASE}/api/health`, server);

/** Reports wrk's summary as one JSON line so no text parsing is needed. */
const LUA_DONE = `
done = function(summary, latency, requests)
  io.write(string.format('BENCH_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.status, summary.errors.timeout, latency:percentile(50), latency:percentile(99)))
end
`;

/** A random client address per request (X-Forwarded-For, honoured with TRUST_PROXY) so per-IP limits do not bite. */
const LUA_RANDOM_IP = `
local function random_ip()
  return string.format('10.%d.%d.%d', math.random(0, 255), math.random(0, 255), math.random(1, 254))
end
`;

function luaScript(name: string, body: string): string {
  mkdirSync(luaDir, { recursive: true });
  const file = path.join(luaDir, `${name}.lua`);
  writeFileSync(file, `${body}\n${LUA_DONE}`);
  return file;
}

function runWrk(url: string, script: string, seconds: number) {
  const options = `-t ${THREADS} -c ${CONNECTIONS} -d ${seconds}s --timeout 5s`.split(' ');
  const outcome = spawnSync('/usr/bin/wrk', [...options, '-s', script, url], { encoding: 'utf8' });
  const line = outcome.stdout.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk gave no summary: ${outcome.stdout}\n${outcome.stderr}`);
  const s = JSON.parse(line.slice('BENCH_JSON '.length)) as Record<string, number>;
  const requests = s.requests ?? 0;
  return {
    requests,
    rps: Math.round(requests / ((s.duration_us ?? 1) / 1e6)),
    p50Ms: Number(((s.p50_us ?? 0) / 1000).toFixed(2)),
    p99Ms: Number(((s.p99_us ?? 0) / 1000).toFixed(2)),
    errors: (s.connect ?? 0) + (s.read ?? 0) + (s.write ?? 0) + (s.timeout ?? 0) + (s.status ?? 0),
    non2xx: s.status ?? 0,
    bytesPerResponse: requests > 0 ? Math.round((s.bytes ?? 0) / requests) : 0,
  };
}

/** CPU seconds (user + system) of this process's reaped children: wrk's, read around each wrk run. */
function reapedChildrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // cutime and cstime are fields 16 and 17 of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
}

/** Peak memory of a process and every process it started (the cluster's primary and its workers). */
const peakRssOfTreeMb = (pid: number) =>
  processTree(pid).reduce((sum, process) => sum + memoryMb(process, 'VmHWM'), 0);

/** The blog list against 1 worker, then WEB_CONCURRENCY=2 (with Redis), each on a fresh server process. */
async function compareConcurrency() {
  const url = `${BASE}${getBlogsEndpoint.path}`;
  const script = luaScript('get', '');
  const results = [];
  for (const workers of [1, 2]) {
    const server = startServer(
      workers > 1
        ? {
            WEB_CONCURRENCY: String(workers),
            REDIS_URL: env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
            REDIS_KEY_PREFIX: `forum-bench-${process.pid}:`,
          }
        : {},
    );
    try {
      await waitUntilUp(server);
      // Every worker up (the others start once the first listens).
      if (workers > 1) await sleep(8000);
      process.stdout.write(
        `\n${BLOG_LIST_FILE} with ${workers} worker(s): ${WARMUP} s warm-up, ${DURATION} s measured...\n`,
      );
      if (WARMUP > 0) runWrk(url, script, WARMUP);
      const cpuBefore = reapedChildrenCpuSeconds();
      const { rps, p99Ms, errors } = runWrk(url, script, DURATION);
      const wrkCoreShare = (reapedChildrenCpuSeconds() - cpuBefore) / DURATION;
      results.push({
        workers,
        rps,
        p99Ms,
        errors,
        wrkCoreShare: Number(wrkCoreShare.toFixed(2)),
        peakMb: peakRssOfTreeMb(server.pid!),
      });
      process.stdout.write(`  ${rps} req/s, p99 ${p99Ms} ms, wrk used ${wrkCoreShare.toFixed(2)} cores\n`);
    } finally {
      await stopProcess(server);
    }
  }
  return results;
}

const CONCURRENCY_HEADING = `## ${BLOG_LIST_FILE}: WEB_CONCURRENCY=2 against 1 worker`;

function concurrencyTable(results: Awaited<ReturnType<typeof compareConcurrency>>): string {
  const [one, two] = results;
  const ratio = one && two ? (two.rps / one.rps).toFixed(2) : '-';
  return [
    '',
    CONCURRENCY_HEADING,
    '',
    'Same run, same machine, each mode on a fresh server (2 workers share the response cache generation through Redis).',
    'wrk runs on the same 2 cores: its share is the CPU it used over the measured seconds (1.00 = one whole core).',
    'The machine is shared with other work, so figures move between runs.',
    '',
    '| workers | req/s | p99 ms | errors | wrk cores used | peak memory (all processes) |',
    '|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.workers} | ${r.rps.toLocaleString('en')} | ${r.p99Ms} | ${r.errors} | ${r.wrkCoreShare} | ${r.peakMb} MB |`,
    ),
    '',
    `Ratio (2 workers / 1): ${ratio}.`,
    '',
  ].join('\n');
}

/** A route's wrk figures, under its name and the request its row is labelled with. */
type RouteResult = ReturnType<typeof runWrk> & { name: string; request: string };

function markdownTable(results: RouteResult[], peakMb: number, command: string): string {
  const verdict = (r: RouteResult) => {
    const anchor = PHP_ANCHOR[r.name];
    if (r.name === 'getBlogs')
      return r.rps >= 5000 && r.p99Ms <= 20 && r.errors === 0 ? 'meets target' : 'below target';
    if (anchor) return r.rps > anchor.rps ? 'ahead of PHP' : 'behind PHP';
    return '';
  };
  const rows = results.map((r) => {
    const anchor = PHP_ANCHOR[r.name];
    return `| ${r.request} | ${r.rps.toLocaleString('en')} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${(r.bytesPerResponse / 1024).toFixed(1)} KB | ${anchor ? `${anchor.rps.toLocaleString('en')} req/s, p99 ${anchor.p99Ms} ms` : '-'} | ${verdict(r)} |`;
  });
  return [
    '# API benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, SQLite,`,
    `wrk ${THREADS} threads, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s measured per route; the server runs`,
    'as in production (NODE_ENV=production, built SPA, LOG_LEVEL=warn) on 127.0.0.1; wrk runs on the same 2 cores.',
    'Data: 50 blog posts of ~3 KB HTML, 20 programs, 20 approved members. No Accept-Encoding (as the PHP anchor).',
    '',
    '```',
    command,
    '```',
    '',
    '| Request | req/s | p50 ms | p99 ms | errors | body | PHP anchor | verdict |',
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...rows,
    '',
    `Server peak memory (VmHWM, whole run): ${peakMb} MB.`,
    '',
    'Notes:',
    '- errors = connect/read/write/timeout errors + non-2xx answers. getMember and the POST routes send a random',
    '  X-Forwarded-For (server started with TRUST_PROXY=1) so the per-IP limits (card 120/min, submit 30/min, verify',
    '  120/min) do not turn the benchmark into a rate-limit test; from one real client they answer 429 by design.',
    `- POST verify cycles through ${VERIFY_REFERENCES} paid sandbox references: the first verify of each asks the emulator`,
    '  over HTTP and records the payment; later ones answer from the payments table.',
    `- Target: ${BLOG_LIST_FILE} >= 5,000 req/s, p99 <= 20 ms, 0 errors; every read route ahead of its PHP figure.`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync('/usr/bin/wrk')) throw new Error('wrk is missing: apt-get install wrk');
  await prepareStaticDir();
  const ulid = await seed();
  const memoryOptions = { base: BASE, dataDir, staticDir, workDir, startServer };
  if (env.BENCH_MEMORY_ONLY === '1') {
    const memory = await measureMemory(memoryOptions, undefined);
    process.stdout.write(`\n${memoryTable(memory)}\n`);
    return writeReport('bench-api-memory.json', { memory });
  }
  // The static plugin lists its files at start: learn the getBlogs size first, add the asset, then start for real.
  const probe = startServer();
  let blogsBytes: number;
  try {
    await waitUntilUp(probe);
    blogsBytes = Buffer.byteLength(await (await fetch(`${BASE}${getBlogsEndpoint.path}`)).text());
  } finally {
    await stopProcess(probe);
  }
  const asset = addAssetOfSize(blogsBytes);
  const server = startServer();
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    await waitUntilUp(server);
    const plainGet = luaScript('get', '');
    const getWithBrotli = luaScript('get-br', 'wrk.headers["Accept-Encoding"] = "br, gzip"');
    const getFromManyClients = luaScript(
      'get-many-clients',
      `${LUA_RANDOM_IP}
request = function()
  return wrk.format("GET", nil, { ["X-Forwarded-For"] = random_ip() })
end`,
    );
    // Each route's row is labelled with its request, `GET path` unless said otherwise.
    const routes: { name: string; request?: string; path: string; script: string }[] = [
      { name: 'getBlogs', path: getBlogsEndpoint.path, script: plainGet },
      {
        name: 'getBlogsBrotli',
        request: `GET ${getBlogsEndpoint.path} (Accept-Encoding: br, as browsers send)`,
        path: getBlogsEndpoint.path,
        script: getWithBrotli,
      },
      { name: 'getProgram', path: getProgramsEndpoint.path, script: plainGet },
      {
        name: 'getMember',
        // The public finds a card by its ULID only (a numeric id answers 404 to anyone but an admin).
        request: `GET ${getMemberEndpoint.path}?id={ULID}`,
        path: `${getMemberEndpoint.path}?id=${ulid}`,
        // The card is rate limited per client IP (120/min): measure the route, not the limiter.
        script: getFromManyClients,
      },
      {
        name: 'blogPage',
        request: 'GET /blog (rendered by the server, Accept-Encoding: br)',
        path: '/blog',
        script: getWithBrotli,
      },
      {
        name: 'articlePage',
        request: 'GET /blog/{id} (rendered by the server, Accept-Encoding: br)',
        path: '/blog/7',
        script: getWithBrotli,
      },
      {
        name: 'staticAsset',
        request: `GET ${asset} (${(blogsBytes / 1024).toFixed(0)} KB)`,
        path: asset,
        script: plainGet,
      },
      {
        name: 'submitMemberRequest',
        request: `POST ${submitMemberRequestEndpoint.path}`,
        path: submitMemberRequestEndpoint.path,
        script: luaScript(
          'submit',
          `${LUA_RANDOM_IP}
local ulid = "${ulid}"
request = function()
  local body = string.format('{"name":"Member 10","ulid":"%s","type":"leave","duration":%d,"description":"Family event %d"}', ulid, math.random(1, 30), math.random(1, 1000000))
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json", ["X-Forwarded-For"] = random_ip() }, body)
end`,
        ),
      },
      {
        name: 'verify',
        request: `POST ${verifyPaymentEndpoint.path} (sandbox)`,
        path: verifyPaymentEndpoint.path,
        script: luaScript(
          'verify',
          `${LUA_RANDOM_IP}
local n = 0
request = function()
  n = n + 1
  local body = string.format('{"reference":"BENCH-%d","purpose":"donation"}', (n % ${VERIFY_REFERENCES}) + 1)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json", ["X-Forwarded-For"] = random_ip() }, body)
end`,
        ),
      },
    ];
    const only = env.BENCH_ROUTES?.split(',').map((r) => r.trim());
    const results: RouteResult[] = [];
    for (const route of routes.filter((r) => !only || only.includes(r.name))) {
      const request = route.request ?? `GET ${route.path}`;
      process.stdout.write(`\n${request}: ${WARMUP} s warm-up, ${DURATION} s measured...\n`);
      if (WARMUP > 0) runWrk(`${BASE}${route.path}`, route.script, WARMUP);
      const result = { name: route.name, request, ...runWrk(`${BASE}${route.path}`, route.script, DURATION) };
      results.push(result);
      process.stdout.write(
        `  ${result.rps} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors} (non-2xx ${result.non2xx})\n`,
      );
    }
    const peakMb = memoryMb(server.pid!, 'VmHWM');
    await stopProcess(server);
    const memory = env.BENCH_MEMORY === '0' ? undefined : await measureMemory(memoryOptions, peakMb);
    const concurrency = env.BENCH_CONCURRENCY === '0' ? [] : await compareConcurrency();
    const command = `BENCH_DURATION=${DURATION} BENCH_WARMUP=${WARMUP} npm run bench:api`;
    writeReport('bench-api.json', {
      command,
      cores: os.cpus().length,
      threads: THREADS,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      serverPeakRssMb: peakMb,
      memory,
      concurrency,
      phpAnchor: PHP_ANCHOR,
      results,
    });
    if (env.BENCH_NO_DOCS !== '1') {
      mkdirSync(path.join(root, 'docs'), { recursive: true });
      // The generated tables replace the top of the file and their own sections; every other section (## headings)
      // is kept.
      const docFile = path.join(root, 'docs', 'benchmarks.md');
      const previous = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '';
      const generated = [MEMORY_HEADING, CONCURRENCY_HEADING].map((heading) => heading.slice('## '.length));
      const kept = previous
        .split('\n## ')
        .slice(1)
        .filter((section) => !generated.some((heading) => section.startsWith(heading)))
        .map((section) => `\n## ${section}`);
      const memorySection = memory ? `\n${memoryTable(memory)}` : '';
      const concurrencySection = concurrency.length > 0 ? concurrencyTable(concurrency) : '';
      writeFileSync(
        docFile,
        `${markdownTable(results, peakMb, command)}${memorySection}${concurrencySection}${kept.join('')}`,
      );
      spawnSync('npx', ['prettier', '--write', docFile], { cwd: root, stdio: 'ignore' });
    }
    process.stdout.write(
      `\nServer peak RSS ${peakMb} MB. Wrote reports/bench-api.json${env.BENCH_NO_DOCS === '1' ? '' : ' and docs/benchmarks.md'}.\n`,
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
