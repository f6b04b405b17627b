/**
 * The memory rows of `npm run bench:api`: the compiled server's time to ready and its RSS idle after start, after
 * the demo content and 1,000 mixed requests (pages, API reads, one upload of a photo-sized picture), and at its
 * peak under wrk; beside it the PHP stack the forum ran before (nginx, php-fpm and MariaDB serving
 * tests/php-api/server with the same data and the same requests), when php-fpm is installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loginEndpoint } from '../contract/auth';
import { addBlogEndpoint, getBlogPostEndpoint, getBlogsEndpoint } from '../contract/blog';
import { getProgramsEndpoint } from '../contract/program';
import {
  median,
  memoryKb,
  memoryMb,
  processTree,
  sleep,
  stopProcess,
  waitUntil,
  waitUntilAnswers,
} from './child-processes';

const env = process.env;
const ROOT = path.resolve(import.meta.dirname, '..');
const MIXED_REQUESTS = 1000;
const PARALLEL = 10;
const ADMIN = { email: 'bench@forum.test', password: 'bench-password-long-enough' };
const PHP_FPM = ['/usr/sbin/php-fpm8.4', '/usr/sbin/php-fpm8.3', '/usr/sbin/php-fpm8.2'].find(existsSync);
const NGINX = '/usr/sbin/nginx';
/** The MariaDB the PHP stack uses. */
const MYSQL = new URL(env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
const MYSQL_USER = decodeURIComponent(MYSQL.username || 'root');

interface MemoryOptions {
  base: string;
  dataDir: string;
  staticDir: string;
  workDir: string;
  startServer(extraEnv?: Record<string, string>): ChildProcess;
}

const waitForReady = (base: string, child: ChildProcess) =>
  waitUntilAnswers(`${base}/readyz`, child, { intervalMs: 10 });

/** A photo-sized JPEG (2000×1333, noisy, so it compresses like a photo), as the admin form sends it. */
async function photoDataUrl(): Promise<string> {
  const jpeg = await sharp({
    create: {
      width: 2000,
      height: 1333,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** 1,000 requests, 10 at a time: one upload (signed in), the rest pages and API reads in turn. */
async function mixedRequests(base: string, paths: string[], upload: () => Promise<void>): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (;;) {
      const n = next;
      next += 1;
      if (n >= MIXED_REQUESTS) return;
      if (n === MIXED_REQUESTS / 2) {
        await upload();
        continue;
      }
      const response = await fetch(`${base}${paths[n % paths.length]}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return failed;
}

/** Signs in as the bench's admin and adds a blog post with `picture`, as the admin form does. */
async function uploadPhoto(base: string, picture: string): Promise<void> {
  const login = await fetch(`${base}${loginEndpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed: ${login.status}`);
  const added = await fetch(`${base}${addBlogEndpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'A photo from the field',
      summary: 'Uploaded during the benchmark',
      body: '<p>Volunteers at work.</p>',
      author: 'Bench',
      image: picture,
    }),
  });
  if (!added.ok) throw new Error(`upload failed: ${added.status} ${await added.text()}`);
}

const NODE_PATHS = [
  '/',
  '/blog',
  '/blog/1',
  '/programs',
  '/who-we-are',
  '/transparency',
  getBlogsEndpoint.path,
  getProgramsEndpoint.path,
  `${getBlogPostEndpoint.path}?id=2`,
  '/sitemap.xml',
];

async function measureNode(options: MemoryOptions, picture: string) {
  const { base, startServer } = options;
  // Ready and idle: a fresh process on the bench's data, three times (the median is quoted).
  const readyMs: number[] = [];
  let idleRssMb = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const server = startServer();
    try {
      await waitForReady(base, server);
      readyMs.push(Math.round(performance.now() - started));
      await sleep(3000);
      idleRssMb = Math.max(idleRssMb, memoryMb(server.pid!, 'VmRSS'));
    } finally {
      await stopProcess(server);
    }
  }

  // The demo content on an empty database: its pictures are converted in the background once ready.
  const demoDir = path.join(options.workDir, 'demo-data');
  rmSync(demoDir, { recursive: true, force: true });
  const server = startServer({ DATA_DIR: demoDir, SEED_DEMO: '1', LOG_LEVEL: 'info' });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForReady(base, server);
    const converted = async () => {
      if (log.includes('could not convert')) throw new Error('demo pictures not converted');
      return log.includes('demo pictures converted');
    };
    await waitUntil('the demo pictures', converted, server, { timeoutMs: 300_000, intervalMs: 200 });
    await sleep(2000);
    const demoConvertedRssMb = memoryMb(server.pid!, 'VmRSS');
    const demoConversionPeakMb = memoryMb(server.pid!, 'VmHWM');
    const failed = await mixedRequests(base, NODE_PATHS, () => uploadPhoto(base, picture));
    if (failed > 0) process.stdout.write(`  ${failed} of the mixed requests did not answer 2xx\n`);
    await sleep(2000);
    return {
      readyMs,
      idleRssMb,
      demoConvertedRssMb,
      demoConversionPeakMb,
      afterMixedRssMb: memoryMb(server.pid!, 'VmRSS'),
      afterMixedPeakMb: memoryMb(server.pid!, 'VmHWM'),
    };
  } finally {
    await stopProcess(server);
  }
}

/** The machine's MariaDB server process. */
const mariadbPid = () =>
  readdirSync('/proc').find((entry) => {
    const comm = `/proc/${entry}/comm`;
    return (
      /^\d+$/.test(entry) && existsSync(comm) && /^(mariadbd|mysqld)$/.test(readFileSync(comm, 'utf8').trim())
    );
  });

function sql(statements: string): void {
  const run = spawnSync('mariadb', ['-h', MYSQL.hostname, '-P', MYSQL.port || '3306', '-u', MYSQL_USER], {
    input: statements,
    encoding: 'utf8',
    env: { ...env, MYSQL_PWD: decodeURIComponent(MYSQL.password) },
  });
  if (run.status !== 0) throw new Error(`mariadb: ${run.stderr}`);
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The bench's data (read back from its SQLite database) in MariaDB, in the PHP implementation's tables. */
async function fillMariadb(database: string, sqliteDir: string): Promise<void> {
  const { openDatabase } = await import('../server/db/database');
  const handle = openDatabase({ databaseUrl: undefined, dataDir: sqliteDir });
  try {
    const blogs = await handle.db.selectFrom('blogs').selectAll().execute();
    const programs = await handle.db.selectFrom('programs').selectAll().execute();
    const members = await handle.db.selectFrom('members').selectAll().execute();
    const rows = (table: string, columns: string[], values: string[][]) =>
      values.length === 0
        ? ''
        : `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.map((row) => `(${row.map(quote).join(', ')})`).join(', ')};\n`;
    sql(
      [
        `DROP DATABASE IF EXISTS ${database}; CREATE DATABASE ${database}; USE ${database};`,
        'CREATE TABLE programs (id INT AUTO_INCREMENT PRIMARY KEY, title TEXT, description TEXT, date TEXT, imageUrl TEXT);',
        'CREATE TABLE blogs (id INT AUTO_INCREMENT PRIMARY KEY, title TEXT, summary TEXT, body MEDIUMTEXT, author TEXT, image_url TEXT, created_at TEXT);',
        'CREATE TABLE admins (id INT AUTO_INCREMENT PRIMARY KEY, email VARCHAR(254) UNIQUE, password_hash TEXT);',
        'CREATE TABLE members (id INT AUTO_INCREMENT PRIMARY KEY, ulid TEXT, title TEXT, name TEXT, state_of_origin TEXT, date_of_birth TEXT, place_of_residence TEXT, type_of_work TEXT, company_name TEXT, position_held TEXT, educational_status TEXT, marital_status TEXT, email TEXT, status TEXT, created_at TEXT);',
        rows(
          'blogs',
          ['title', 'summary', 'body', 'author', 'image_url', 'created_at'],
          blogs.map((b) => [b.title, b.summary, b.body, b.author ?? '', b.image_url ?? '', b.created_at]),
        ),
        rows(
          'programs',
          ['title', 'description', 'date', 'imageUrl'],
          programs.map((p) => [p.title, p.description, p.date, p.image_url ?? '']),
        ),
        rows(
          'members',
          ['ulid', 'title', 'name', 'state_of_origin', 'email', 'status', 'created_at'],
          members.map((m) => [m.ulid, m.title, m.name, m.state_of_origin, m.email, m.status, m.created_at]),
        ),
      ].join('\n'),
    );
  } finally {
    await handle.close();
  }
}

/** nginx in front of php-fpm (12 workers, as the PHP anchor's figures were taken) and MariaDB. */
/** After the same 1,000 requests: the RSS of nginx, php-fpm and MariaDB, and their sum. */
async function measurePhp(options: MemoryOptions, picture: string) {
  if (!PHP_FPM || !existsSync(NGINX) || env.BENCH_PHP === '0') {
    process.stdout.write(
      '\nNo php-fpm (or nginx): the PHP stack is not measured (apt-get install php-fpm php-mysql).\n',
    );
    return undefined;
  }
  const mariadb = mariadbPid();
  if (!mariadb) throw new Error('MariaDB is not running on this machine (BENCH_PHP=0 skips the PHP stack)');
  const dir = path.join(options.workDir, 'php');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const docRoot = path.join(dir, 'root');
  cpSync(path.join(ROOT, 'tests/php-api/server'), docRoot, { recursive: true });
  // The SPA's files, served by nginx as the PHP site served them.
  cpSync(options.staticDir, docRoot, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}server${path.sep}`),
  });
  const database = `forum_bench_${process.pid}`;
  await fillMariadb(database, options.dataDir);
  const hashing = `echo password_hash(${JSON.stringify(ADMIN.password)}, PASSWORD_DEFAULT);`;
  const hash = spawnSync('php', ['-r', hashing], { encoding: 'utf8' }).stdout;
  sql(
    `USE ${database}; INSERT INTO admins (email, password_hash) VALUES (${quote(ADMIN.email)}, ${quote(hash)});`,
  );

  const socket = path.join(dir, 'php-fpm.sock');
  writeFileSync(
    path.join(dir, 'php-fpm.conf'),
    [
      '[global]',
      `pid = ${dir}/php-fpm.pid`,
      `error_log = ${dir}/php-fpm.log`,
      'daemonize = no',
      '[www]',
      `listen = ${socket}`,
      'pm = static',
      'pm.max_children = 12',
      // nginx's workers run as another user.
      'listen.mode = 0666',
      `env[PHP_API_DSN] = "mysql:host=${MYSQL.hostname};port=${MYSQL.port || '3306'};dbname=${database};charset=utf8mb4"`,
      `env[PHP_API_DB_USER] = ${MYSQL_USER}`,
      ...(MYSQL.password ? [`env[PHP_API_DB_PASSWORD] = ${decodeURIComponent(MYSQL.password)}`] : []),
      'php_admin_value[post_max_size] = 16M',
      '',
    ].join('\n'),
  );
  const port = new URL(options.base).port;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_max_body_size 16m;
  client_body_temp_path ${dir}/body; fastcgi_temp_path ${dir}/fastcgi; proxy_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${docRoot};
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${socket};
    }
    location / { try_files $uri /index.html; }
  }
}
`,
  );
  const fpm = spawn(PHP_FPM, ['-R', '-y', path.join(dir, 'php-fpm.conf'), '-c', '/etc/php'], {
    stdio: 'ignore',
  });
  const nginx = spawn(NGINX, ['-e', path.join(dir, 'nginx-error.log'), '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  try {
    await waitUntilAnswers(`${options.base}${getProgramsEndpoint.path}`, nginx, {
      timeoutMs: 30_000,
      detail: () => `: ${readFileSync(path.join(dir, 'php-fpm.log'), 'utf8')}`,
    });
    // The same addresses; the PHP site has no sitemap.
    const phpPaths = [...NODE_PATHS.filter((address) => address !== '/sitemap.xml'), '/index.html'];
    const failed = await mixedRequests(options.base, phpPaths, () => uploadPhoto(options.base, picture));
    if (failed > 0) process.stdout.write(`  PHP: ${failed} of the mixed requests did not answer 2xx\n`);
    await sleep(2000);
    const sum = (pids: number[]) =>
      Math.round(pids.reduce((total, pid) => total + memoryKb(pid, 'VmRSS'), 0) / 1024);
    const fpmPids = processTree(fpm.pid!);
    const nginxMb = sum(processTree(nginx.pid!));
    const phpFpmMb = sum(fpmPids);
    const mariadbMb = sum([Number(mariadb)]);
    const totalMb = nginxMb + phpFpmMb + mariadbMb;
    return { nginxMb, phpFpmMb, phpFpmProcesses: fpmPids.length, mariadbMb, totalMb };
  } finally {
    await stopProcess(nginx);
    await stopProcess(fpm);
    sql(`DROP DATABASE IF EXISTS ${database};`);
  }
}

/** `peakUnderLoadMb`: VmHWM of the server that served the wrk rows (undefined when only the memory rows run). */
export async function measureMemory(options: MemoryOptions, peakUnderLoadMb: number | undefined) {
  process.stdout.write(
    '\nMemory: ready and idle (3 starts), then the demo content and 1,000 mixed requests...\n',
  );
  const picture = await photoDataUrl();
  const node = await measureNode(options, picture);
  process.stdout.write(`  ${JSON.stringify(node)}\n`);
  const php = await measurePhp(options, picture);
  if (php) process.stdout.write(`  PHP stack: ${JSON.stringify(php)}\n`);
  return { ...node, peakUnderLoadMb, php };
}

export const MEMORY_HEADING = '## Memory: one server process, compiled and run with node';

export function memoryTable(memory: Awaited<ReturnType<typeof measureMemory>>): string {
  const verdict = (value: number, target: number) =>
    value <= target ? 'meets target' : `${value - target} over`;
  const ready = median(memory.readyMs);
  const php = memory.php;
  const ratio = (value: number) => (php ? ` (${(value / php.totalMb).toFixed(2)} of PHP's)` : '');
  return [
    MEMORY_HEADING,
    '',
    'RSS of the server process (`node dist/server/app/server.js`, NODE_ENV=production, SQLite, uploads on disk, no',
    'SMTP, no Redis), measured in the same run as the table above. The PHP stack is nginx, php-fpm (12 workers) and',
    "MariaDB serving tests/php-api/server with the bench's blogs, programs and members and the SPA's files, after the",
    "same 1,000 requests; its MariaDB is the machine's shared server, so its RSS includes what others keep in it.",
    '',
    '| Measure | Node server | target | verdict |',
    '|---|---:|---:|---|',
    `| Ready: node start to /readyz 200 (median of ${memory.readyMs.join(', ')} ms) | ${ready} ms | 1,000 ms | ${ready <= 1000 ? 'meets target' : `${ready - 1000} ms over`} |`,
    `| Idle after start, no demo content | ${memory.idleRssMb} MB | 100 MB | ${verdict(memory.idleRssMb, 100)} |`,
    `| Demo content added, its pictures converted (peak during the conversion) | ${memory.demoConvertedRssMb} MB (${memory.demoConversionPeakMb} MB) | - | |`,
    `| After the demo content and 1,000 mixed requests (peak) | ${memory.afterMixedRssMb} MB (${memory.afterMixedPeakMb} MB)${ratio(memory.afterMixedRssMb)} | 180 MB | ${verdict(memory.afterMixedRssMb, 180)} |`,
    ...(memory.peakUnderLoadMb !== undefined
      ? [
          `| Peak under the wrk rows above (VmHWM) | ${memory.peakUnderLoadMb} MB | 250 MB | ${verdict(memory.peakUnderLoadMb, 250)} |`,
        ]
      : []),
    ...(php
      ? [
          `| PHP stack after the same 1,000 requests: nginx + php-fpm (${php.phpFpmProcesses} processes) + MariaDB | ${php.nginxMb} + ${php.phpFpmMb} + ${php.mariadbMb} = ${php.totalMb} MB | - | |`,
        ]
      : []),
    '',
  ].join('\n');
}
