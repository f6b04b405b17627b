import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { seedFaultData } from './seed-fault-data';
import {
  type Checks,
  clientHeaders,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from './server-process';
import { verifyPaymentEndpoint } from '../../contract/donation';
import { submitMemberRequestEndpoint } from '../../contract/member-request';
import { submitMembershipApplicationEndpoint } from '../../contract/membership-application';

/** What this drill checks, one Vitest test each (tests/faults/retry-after-kill.test.ts). */
export const RETRY_AFTER_KILL_CHECKS = {
  killedMidLoad: 'one instance was killed with requests in flight on it',
  answersLost: 'answers were lost on the way back after the server had answered',
  everyRequestAnswered: 'every request was answered 2xx in the end, retried with its key',
  requestsOnce: 'every member request is stored exactly once',
  applicationsOnce: 'every membership application is stored exactly once, with its fee',
} as const;

const BALANCER_PORT = 8725;
const PORTS = [8726, 8727] as const;
/** Every this many answers, the network loses one on its way back to the client. */
const LOSE_EVERY = 5;
const REQUEST_CLIENTS = 12;
const REQUESTS_EACH = 40;
const FEES = 16;
/** Longer than the server's lease on a key whose process died, so a retry can take it over. */
const GIVE_UP_AFTER_MS = 60_000;

interface Outcome {
  /** Attempts that got no answer (connection refused or cut). */
  unanswered: number;
  /** Whether the request got a 2xx in the end. */
  done: boolean;
  lastStatus: number;
}

/**
 * A client on a flaky network: sends the request with one Idempotency-Key, and when no answer comes (or the key
 * is still being processed: 409, or the database was busy: 503), sends the same request with the same key
 * again, until it gets a definitive answer.
 */
async function sendUntilAnswered(
  base: string,
  send: (base: string, key: string) => Promise<Response>,
): Promise<Outcome> {
  const key = randomUUID();
  const outcome: Outcome = { unanswered: 0, done: false, lastStatus: 0 };
  const started = Date.now();
  while (Date.now() - started < GIVE_UP_AFTER_MS) {
    try {
      const response = await send(base, key);
      await response.arrayBuffer();
      outcome.lastStatus = response.status;
      if (response.ok) {
        outcome.done = true;
        return outcome;
      }
      if (response.status !== 409 && response.status !== 503) return outcome;
    } catch {
      outcome.unanswered += 1;
    }
    await sleep(250);
  }
  return outcome;
}

/**
 * A balancer on a flaky network: sends each request to the next instance in turn, and loses every
 * LOSE_EVERY-th answer after the instance has given it (the client's connection is cut instead). An instance
 * that does not answer at all (killed) cuts the client's connection too.
 */
function lossyBalancer(ports: readonly number[]) {
  let counter = 0;
  let lost = 0;
  const server = http.createServer((request, response) => {
    const n = counter++;
    const cut = () => request.socket.destroy();
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[n % ports.length],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', cut);
        answer.on('end', () => {
          if (n % LOSE_EVERY === LOSE_EVERY - 1) {
            lost += 1;
            cut();
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(Buffer.concat(chunks));
        });
      },
    );
    upstream.on('error', cut);
    request.pipe(upstream);
  });
  return {
    base: `http://127.0.0.1:${BALANCER_PORT}`,
    listen: () => new Promise<void>((resolve) => server.listen(BALANCER_PORT, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    lost: () => lost,
  };
}

function postJsonWithKey(base: string, url: string, body: unknown, key: string): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: clientHeaders({ 'content-type': 'application/json', 'idempotency-key': key }),
    body: JSON.stringify(body),
  });
}

function applicationForm(reference: string, email: string): FormData {
  const form = new FormData();
  const fields = {
    title: 'Mrs',
    name: 'Amaka Nwosu',
    maritalStatus: 'Married',
    gender: 'Female',
    email,
    occupation: 'Teacher',
    address: '12 Ogui Road, Enugu, Enugu State',
    phone: '+234 803 000 2222',
    stateOfOrigin: 'Anambra',
    paymentReference: reference,
    consent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([PNG_1PX], { type: 'image/png' }), 'photo.png');
  form.append(
    'certificateFile',
    new Blob([MINIMAL_PDF, Buffer.alloc(200_000, 0x20)], { type: 'application/pdf' }),
    'cert.pdf',
  );
  return form;
}

/**
 * Two instances on one database behind a balancer that loses answers; one instance is killed with SIGKILL in
 * the middle of a burst of member requests and membership applications. Every client whose request got no
 * answer sends it again with the same Idempotency-Key: every request ends answered, and each is stored exactly
 * once, including those stored without their answer reaching the client.
 */
export async function retryAfterKill(checks: Checks): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-faults-retry-'));
  const instances: ServerProcess[] = [];
  const balancer = lossyBalancer(PORTS);
  try {
    const { ulid } = await seedFaultData(dataDir, { donations: 0, fees: FEES });
    // The first migrates; the second starts on the migrated database (one SQLite file, as WEB_CONCURRENCY=2).
    for (const port of PORTS) {
      const instance = startServer(port, dataDir);
      instances.push(instance);
      await waitForHealth(instance);
    }
    await balancer.listen();

    let started = 0;
    let answeredBeforeKill = 0;
    let killed = false;
    const inFlightAtKill = { count: 0 };
    let inFlight = 0;
    const track = async <T>(work: Promise<T>): Promise<T> => {
      inFlight += 1;
      try {
        return await work;
      } finally {
        inFlight -= 1;
      }
    };

    const requestClient = async (client: number) => {
      const outcomes: { description: string; outcome: Outcome }[] = [];
      for (let i = 0; i < REQUESTS_EACH; i += 1) {
        const description = `retry-${client}-${i}`;
        started += 1;
        const body = {
          name: 'Ngozi Adebayo',
          ulid,
          type: 'leave',
          duration: (i % 30) + 1,
          description,
        };
        const outcome = await track(
          sendUntilAnswered(balancer.base, (base, key) =>
            postJsonWithKey(base, submitMemberRequestEndpoint.path, body, key),
          ),
        );
        if (!killed && outcome.done) answeredBeforeKill += 1;
        outcomes.push({ description, outcome });
      }
      return outcomes;
    };
    const applicationClient = async (n: number) => {
      const reference = `FAULT-FEE-${n}`;
      const email = `retry-applicant${n}@example.org`;
      const verified = await track(
        sendUntilAnswered(balancer.base, (base, key) =>
          postJsonWithKey(base, verifyPaymentEndpoint.path, { reference, purpose: 'application_fee' }, key),
        ),
      );
      if (!verified.done) return { reference, outcome: verified };
      const outcome = await track(
        sendUntilAnswered(balancer.base, (base, key) =>
          fetch(`${base}${submitMembershipApplicationEndpoint.path}`, {
            method: 'POST',
            body: applicationForm(reference, email),
            headers: clientHeaders({ 'idempotency-key': key }),
          }),
        ),
      );
      return { reference, outcome };
    };

    const requestWork = Promise.all(Array.from({ length: REQUEST_CLIENTS }, (_, c) => requestClient(c)));
    const applicationWork = (async () => {
      const results = [];
      for (let n = 0; n < FEES; n += 2) {
        results.push(...(await Promise.all([applicationClient(n), applicationClient(n + 1)])));
      }
      return results;
    })();

    // Kill the first instance once the load is flowing, with requests in flight.
    for (let waited = 0; waited < 30_000 && answeredBeforeKill < REQUEST_CLIENTS * 3; waited += 50)
      await sleep(50);
    inFlightAtKill.count = inFlight;
    await stopServer(instances[0]!, 'SIGKILL');
    killed = true;

    const requests = (await requestWork).flat();
    const applications = await applicationWork;
    const unanswered = [...requests, ...applications].reduce((sum, r) => sum + r.outcome.unanswered, 0);
    process.stdout.write(
      `  ${started} requests, ${answeredBeforeKill} answered before the kill, ${inFlightAtKill.count} in flight at it, ` +
        `${balancer.lost()} answers lost, ${unanswered} attempts unanswered and retried\n`,
    );
    checks.check(balancer.lost() > 0, RETRY_AFTER_KILL_CHECKS.answersLost, `lost: ${balancer.lost()}`);
    checks.check(
      inFlightAtKill.count > 0 && unanswered > 0,
      RETRY_AFTER_KILL_CHECKS.killedMidLoad,
      `in flight: ${inFlightAtKill.count}, unanswered attempts: ${unanswered}`,
    );
    const notDone = [...requests, ...applications].filter((r) => !r.outcome.done);
    if (notDone.length > 0)
      process.stdout.write(`  the instances said:\n${instances.map((i) => i.output()).join('\n')}\n`);
    checks.check(
      notDone.length === 0,
      RETRY_AFTER_KILL_CHECKS.everyRequestAnswered,
      notDone
        .slice(0, 5)
        .map((r) => `${'description' in r ? r.description : r.reference}: ${r.outcome.lastStatus}`)
        .join(', '),
    );

    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const stored = new Map<string, number>();
      for (const row of await handle.db.selectFrom('member_requests').select('description').execute())
        stored.set(row.description, (stored.get(row.description) ?? 0) + 1);
      const wrong = requests.filter((r) => stored.get(r.description) !== 1);
      checks.check(
        wrong.length === 0,
        RETRY_AFTER_KILL_CHECKS.requestsOnce,
        wrong
          .slice(0, 5)
          .map((r) => `${r.description} stored ${stored.get(r.description) ?? 0} times`)
          .join(', '),
      );

      const applicationRows = await handle.db
        .selectFrom('membership_applications')
        .select(['payment_reference', 'email'])
        .execute();
      const wrongApplications = applications.filter(
        (a) => applicationRows.filter((row) => row.payment_reference === a.reference).length !== 1,
      );
      checks.check(
        wrongApplications.length === 0 && applicationRows.length === FEES,
        RETRY_AFTER_KILL_CHECKS.applicationsOnce,
        `${applicationRows.length} stored for ${FEES} fees; wrong: ${wrongApplications.map((a) => a.reference).join(', ')}`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    await balancer.close();
    await Promise.all(instances.map((instance) => stopServer(instance)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
