/**
 * `npm run test:cluster`: the site as several processes, end to end.
 *
 * 1. Two instances (server/server.ts, one process each) behind Debian's nginx (round-robin) on PostgreSQL (a fresh
 *    schema of TEST_POSTGRES_URL), Redis (REDIS_URL, default redis://127.0.0.1:6379) and an S3 bucket (s3rver,
 *    started here on a free port), each with a DATA_DIR of its own: nothing is shared through a disk.
 * 2. One instance with WEB_CONCURRENCY=2 (two node:cluster workers on one port) on SQLite.
 *
 * Each journey prints `ok` or `FAIL` with its reason; the exit code is 1 when any failed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { APPLICATION_FEE_KOBO, CURRENCY } from '@contract/constants';
import { sandboxCheckoutEndpoint } from '@contract/paystack';
import { nginxMainConfig } from '../deploy/nginx-on-loopback';
import { openDatabase } from '../server/db/database';
import { createOutboxRepository } from '../server/repositories/outbox-repository';
import { MINIMAL_PDF, PNG_1PX, PNG_DATA_URL } from '../server/testing/fixtures';
import { startSmtpSink, type SmtpSink } from '../server/testing/smtp-sink';
import {
  adminToken,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from '../tests/faults/server-process';
import { stopProcess, waitUntilAnswers } from './child-processes';
import { freePort } from './free-port.mjs';
import { addBlogEndpoint, getBlogsEndpoint } from '@contract/blog';
import { verifyPaymentEndpoint } from '@contract/donation';
import { submitMemberRequestEndpoint } from '@contract/member-request';
import {
  getMembershipApplicationsEndpoint,
  submitMembershipApplicationEndpoint,
} from '@contract/membership-application';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const OUTBOX_MAILS = 20;

const failures: string[] = [];
function check(condition: boolean, label: string, detail = ''): void {
  process.stdout.write(
    `${condition ? 'ok  ' : 'FAIL'}  ${label}${condition || !detail ? '' : `: ${detail}`}\n`,
  );
  if (!condition) failures.push(label);
}

const waitUntilReady = (instance: ServerProcess) => waitForHealth(instance, 60_000, '/readyz');

/** nginx in front of the instances, round-robin, run from its own prefix directory (no system service). */
async function startNginx(port: number, upstreams: number[], dir: string): Promise<() => Promise<void>> {
  writeFileSync(
    path.join(dir, 'site.conf'),
    `upstream forum { ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join(' ')} }
server {
  listen 127.0.0.1:${port};
  location / {
    proxy_pass http://forum;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_next_upstream error timeout http_502;
  }
}
`,
  );
  const conf = path.join(dir, 'nginx.conf');
  const httpDirectives = ['client_max_body_size 20m;'];
  writeFileSync(conf, nginxMainConfig(dir, { workerProcesses: 1, workerConnections: 256, httpDirectives }));
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitUntilAnswers(`http://127.0.0.1:${port}/healthz`, child, {
    timeoutMs: 5000,
    intervalMs: 50,
    detail: () => `: ${errors}`,
  });
  return () => stopProcess(child, 'SIGQUIT');
}

/** The pid of the process that answers /healthz on a new connection (node:cluster balances connections). */
function answeringPid(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/healthz`, { agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(Number((JSON.parse(text) as { pid?: number }).pid)));
      })
      .on('error', reject);
  });
}

async function json(base: string, url: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${url}`, init);
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  return { status: response.status, body };
}

const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  json(base, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const adminAuth = async (base: string) => ({ authorization: `Bearer ${await adminToken(base)}` });

/** The blog list as `base` answers it. */
const blogList = async (base: string) =>
  (await json(base, getBlogsEndpoint.path)).body?.data as { id: number; title: string; image_url: string }[];

const blogTitles = async (base: string) => (await blogList(base)).map((blog) => blog.title);

function blogPayload(title: string) {
  return {
    title,
    summary: 'Volunteers rebuilt four roofs.',
    body: '<p>Four families now sleep dry.</p>',
    author: 'Kemi Oladipo',
    image: PNG_DATA_URL,
  };
}

/** Add, edit and delete through `writer`; each very next read through `reader` shows the change. */
async function blogWriteThenRead(writer: string, reader: string, label: string): Promise<void> {
  const auth = await adminAuth(writer);
  await blogTitles(reader); // the reader now keeps the list in its response cache
  const title = `Cluster ${randomBytes(3).toString('hex')}`;
  const added = await post(writer, addBlogEndpoint.path, blogPayload(title), auth);
  const afterAdd = await blogTitles(reader);
  const id = (await blogList(reader)).find((blog) => blog.title === title)?.id;
  const edited = await json(writer, `/api/admin/blogs/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ ...blogPayload(`${title} (edited)`), image: undefined }),
  });
  const afterEdit = await blogTitles(reader);
  const deleted = await json(writer, `/api/admin/blogs/${id}`, { method: 'DELETE', headers: auth });
  const afterDelete = await blogTitles(reader);
  check(
    added.status === 200 &&
      afterAdd.includes(title) &&
      edited.status === 200 &&
      afterEdit.includes(`${title} (edited)`) &&
      deleted.status === 200 &&
      !afterDelete.some((t) => t.startsWith(title)),
    label,
    JSON.stringify({ added: added.status, afterAdd, edited: edited.status, afterEdit, afterDelete }),
  );
}

/** The 31st member request submitted from one client in a minute is 429, whichever process takes it. */
async function submitLimit(base: string, label: string): Promise<void> {
  const client = {
    'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  const codes: number[] = [];
  const pids = new Set<number>();
  for (let i = 0; i < 31; i += 1) {
    codes.push((await post(base, submitMemberRequestEndpoint.path, {}, client)).status);
  }
  for (let i = 0; i < 6; i += 1) pids.add(await answeringPid(base));
  check(
    codes.slice(0, 30).every((code) => code !== 429) && codes[30] === 429 && pids.size >= 2,
    label,
    `codes ${codes.join(',')}; answered by ${pids.size} process(es)`,
  );
}

/** Pays the fee and sends a membership application through `uploader`; its certificate is read through `reader`. */
async function applicationAcrossInstances(uploader: string, reader: string, label: string): Promise<void> {
  const client = { 'x-forwarded-for': '10.6.6.6' };
  const checkout = await post(
    uploader,
    sandboxCheckoutEndpoint.path,
    {
      email: 'applicant@forum.test',
      amount: APPLICATION_FEE_KOBO,
      currency: CURRENCY,
      metadata: { purpose: 'application_fee' },
    },
    client,
  );
  const reference = (checkout.body?.data as { reference?: string } | undefined)?.reference ?? '';
  const verified = await post(
    uploader,
    verifyPaymentEndpoint.path,
    { reference, purpose: 'application_fee' },
    client,
  );
  const form = new FormData();
  const fields: Record<string, string> = {
    title: 'Dr.',
    name: 'Okafor, Chinedu Emeka',
    maritalStatus: 'Married',
    gender: 'Male',
    email: 'chinedu@forum.test',
    occupation: 'Civil engineer',
    address: '12 Ring Road, Ibadan, Oyo State',
    phone: '+234 803 123 4567',
    stateOfOrigin: 'Anambra',
    paymentReference: reference,
    consent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(PNG_1PX)]), 'passport.png');
  form.append('certificateFile', new Blob([new Uint8Array(MINIMAL_PDF)]), 'CAC certificate.pdf');
  const submitted = await json(uploader, submitMembershipApplicationEndpoint.path, {
    method: 'POST',
    body: form,
    headers: client,
  });
  const auth = await adminAuth(reader);
  const list = await json(reader, getMembershipApplicationsEndpoint.path, { headers: auth });
  const rows = (list.body?.data ?? []) as { id: number; email: string }[];
  const id = rows.find((row) => row.email === 'chinedu@forum.test')?.id;
  const certificate = await fetch(`${reader}/api/admin/membership-applications/${id}/certificate`, {
    headers: auth,
  });
  const bytes = Buffer.from(await certificate.arrayBuffer());
  check(
    certificate.status === 200 &&
      bytes.equals(MINIMAL_PDF) &&
      (certificate.headers.get('content-disposition') ?? '').includes('CAC certificate.pdf'),
    label,
    JSON.stringify({
      checkout: checkout.status,
      verified: verified.status,
      submitted: submitted.status,
      body: submitted.body,
      list: list.status,
      certificate: certificate.status,
    }),
  );
}

/** Queues mails straight into the outbox while every dispatcher runs; the sink must get each exactly once. */
async function outboxOnce(
  databaseUrl: string | undefined,
  dataDir: string,
  sink: SmtpSink,
  label: string,
): Promise<void> {
  const handle = openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  const outbox = createOutboxRepository(handle.db);
  const recipients = Array.from(
    { length: OUTBOX_MAILS },
    (_, i) => `mail-${i}-${randomBytes(2).toString('hex')}@forum.test`,
  );
  for (const to of recipients) await outbox.enqueue({ to, subject: 'Cluster', text: 'Sent once.' });
  const started = Date.now();
  const received = (to: string) => sink.received.filter((mail) => mail.to.includes(to)).length;
  while (Date.now() - started < 30_000 && recipients.some((to) => received(to) === 0)) await sleep(200);
  await sleep(1500); // a duplicate send would land now
  await handle.close();
  const counts = recipients.map(received);
  check(
    counts.every((count) => count === 1),
    label,
    `received counts ${counts.join(',')}`,
  );
}

/** Writes through `base` while `victim` is killed with SIGKILL; every acknowledged write must be stored. */
async function killDuringWrites(
  base: string,
  victim: ServerProcess,
  concurrency: number,
  label: string,
): Promise<void> {
  const auth = await adminAuth(base);
  const acknowledged: string[] = [];
  let refused = 0;
  let sent = 0;
  let killed = false;
  let acknowledgedAfterKill = 0;
  const writer = async () => {
    while (sent < 48) {
      const title = `Write ${randomBytes(4).toString('hex')}`;
      sent += 1;
      if (!killed && sent >= 12) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
      const afterKill = killed;
      const answer = await post(base, addBlogEndpoint.path, blogPayload(title), auth).catch(() => undefined);
      if (answer?.status === 200) {
        acknowledged.push(title);
        if (afterKill) acknowledgedAfterKill += 1;
      } else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, writer));
  const stored = new Set(await blogTitles(base));
  const lost = acknowledged.filter((title) => !stored.has(title));
  check(
    killed && lost.length === 0 && acknowledgedAfterKill > 20,
    label,
    `${acknowledged.length} acknowledged (${acknowledgedAfterKill} after the kill), ${refused} not, ${lost.length} lost`,
  );
}

/**
 * A picture uploaded through `uploader` (into the bucket) is served through `reader`, byte for byte as the uploader
 * stored it: the upload's PNG encoded again, without metadata.
 */
async function pictureAcrossInstances(uploader: string, reader: string, label: string): Promise<void> {
  const auth = await adminAuth(uploader);
  const title = `Picture ${randomBytes(3).toString('hex')}`;
  const added = await post(uploader, addBlogEndpoint.path, blogPayload(title), auth);
  const imageUrl = (await blogList(reader)).find((blog) => blog.title === title)?.image_url ?? '';
  const picture = await fetch(`${reader}${imageUrl}`);
  const bytes = Buffer.from(await picture.arrayBuffer());
  const stored = Buffer.from(await (await fetch(`${uploader}${imageUrl}`)).arrayBuffer());
  check(
    added.status === 200 &&
      imageUrl.startsWith('/uploads/public/') &&
      picture.status === 200 &&
      bytes.subarray(0, 8).equals(PNG_1PX.subarray(0, 8)) &&
      bytes.equals(stored),
    label,
    JSON.stringify({ added: added.status, imageUrl, picture: picture.status }),
  );
}

/** An S3-compatible server for the instances' uploads, with one bucket. */
async function startBucket(dir: string) {
  const bucket = 'forum-cluster';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      // Instances that share a bucket share the key its documents are encrypted with.
      DOCUMENT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    close: () => server.close(),
  };
}

async function twoInstancesBehindNginx(work: string): Promise<void> {
  process.stdout.write('\n== two instances behind nginx (PostgreSQL, Redis, S3; a DATA_DIR each)\n');
  const schema = `cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const databaseUrl = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const [dataDirA, dataDirB] = [path.join(work, 'data-a'), path.join(work, 'data-b')];
  const bucket = await startBucket(mkdtempSync(path.join(work, 's3-')));
  const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
  const sink = await startSmtpSink();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: `forum-cluster-${schema}:`,
    SMTP_URL: sink.url,
    ...bucket.env,
  };
  const a = startServer(portA, dataDirA, env);
  await waitUntilReady(a);
  const b = startServer(portB, dataDirB, env);
  await waitUntilReady(b);
  const stopNginx = await startNginx(portNginx, [portA, portB], work);
  const front = `http://127.0.0.1:${portNginx}`;
  try {
    await blogWriteThenRead(
      a.base,
      b.base,
      'a blog added, edited and deleted through A shows in the very next read through B',
    );
    await applicationAcrossInstances(
      a.base,
      b.base,
      'an application uploaded through A: its certificate downloads through B',
    );
    await pictureAcrossInstances(a.base, b.base, 'a blog picture uploaded through A is served through B');
    await submitLimit(
      front,
      'the 31st member request submitted in a minute through nginx is 429, across both instances',
    );
    await outboxOnce(
      databaseUrl,
      dataDirA,
      sink,
      `${OUTBOX_MAILS} outbox e-mails queued while both dispatchers run are sent once each`,
    );
    await killDuringWrites(
      front,
      a,
      4,
      'kill -9 of A during writes through nginx: every acknowledged write is stored',
    );
  } finally {
    await stopNginx();
    await Promise.all([stopServer(a, 'SIGKILL'), stopServer(b)]);
    await sink.close();
    await bucket.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

async function workersOnSqlite(work: string): Promise<void> {
  process.stdout.write('\n== WEB_CONCURRENCY=2 on SQLite (two workers, one port)\n');
  const dataDir = path.join(work, 'sqlite-data');
  const port = await freePort();
  const sink = await startSmtpSink();
  const server = startServer(port, dataDir, {
    WEB_CONCURRENCY: '2',
    REDIS_URL,
    REDIS_KEY_PREFIX: `forum-cluster-sqlite-${process.pid}-${randomBytes(3).toString('hex')}:`,
    SMTP_URL: sink.url,
  });
  try {
    await waitUntilReady(server);
    // The second worker starts once the first listens.
    const pids = new Set<number>();
    for (let i = 0; i < 300 && pids.size < 2; i += 1) {
      pids.add(await answeringPid(server.base));
      await sleep(100);
    }
    check(pids.size === 2, 'two workers answer on one port', `pids ${[...pids].join(',')}`);
    await blogWriteThenRead(
      server.base,
      server.base,
      'a blog added, edited and deleted shows in the very next read, whichever worker answers',
    );
    await submitLimit(
      server.base,
      'the 31st member request submitted in a minute is 429, across both workers',
    );
    await outboxOnce(
      undefined,
      dataDir,
      sink,
      `${OUTBOX_MAILS} outbox e-mails queued while both workers' dispatchers run are sent once each`,
    );
    const auth = await adminAuth(server.base);
    const titles = Array.from({ length: 60 }, (_, i) => `Concurrent ${i} ${randomBytes(2).toString('hex')}`);
    const answers = await Promise.all(
      titles.map((title) => post(server.base, addBlogEndpoint.path, blogPayload(title), auth)),
    );
    const stored = new Set(await blogTitles(server.base));
    check(
      answers.every((answer) => answer.status === 200) && titles.every((title) => stored.has(title)),
      '60 concurrent writes spread over both workers: every one acknowledged and stored',
      `statuses ${[...new Set(answers.map((answer) => answer.status))].join(',')}`,
    );
  } finally {
    await stopServer(server);
    await sink.close();
  }
}

const started = Date.now();
const work = mkdtempSync(path.join(os.tmpdir(), 'forum-cluster-'));
try {
  await twoInstancesBehindNginx(work);
  await workersOnSqlite(work);
} catch (error) {
  check(false, 'the cluster test ran to its end', error instanceof Error ? error.message : String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.stdout.write(
  `\n${failures.length === 0 ? 'all cluster journeys passed' : `${failures.length} failed`} in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
process.exit(failures.length === 0 ? 0 : 1);
