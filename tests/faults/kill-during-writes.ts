import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { findHalfWrittenState } from '../../server/__tests__/security/database-integrity';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { seedFaultData } from './seed-fault-data';
import {
  type Checks,
  clientHeaders,
  postJson,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
} from './server-process';
import { verifyPaymentEndpoint } from '../../contract/donation';
import { submitMemberRequestEndpoint } from '../../contract/member-request';
import { submitMembershipApplicationEndpoint } from '../../contract/membership-application';

/** What this drill checks, one Vitest test each (tests/faults/kill-during-writes.test.ts). */
export const KILL_DURING_WRITES_CHECKS = {
  everyKindAnswered: 'writes of every kind were answered 2xx before the kill',
  restarts: 'the server restarts on the same data after SIGKILL',
  requestsStored: 'every request answered 2xx is stored',
  paymentsRecorded: 'every payment answered 2xx is recorded',
  noPaymentTwice: 'no payment is recorded twice',
  applicationsStored: 'every application answered 2xx is stored with both files',
  nothingHalfWritten: 'nothing half-written: no orphan files, no half rows, no temporary files',
} as const;

const PORT = 8720;
const FEES = 60;
const DONATIONS = 400;

interface Answered {
  memberRequests: string[];
  payments: string[];
  applications: { email: string; reference: string }[];
}

async function submitApplication(base: string, reference: string, email: string): Promise<number> {
  const form = new FormData();
  const fields = {
    title: 'Mr',
    name: 'Emeka Obi',
    maritalStatus: 'Single',
    gender: 'Male',
    email,
    occupation: 'Engineer',
    address: '4 Ring Road, Ibadan, Oyo State',
    phone: '+234 803 000 1111',
    stateOfOrigin: 'Enugu',
    paymentReference: reference,
    consent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A certificate of some size so the kill can land while files are being written.
  form.append('image', new Blob([PNG_1PX], { type: 'image/png' }), 'photo.png');
  form.append(
    'certificateFile',
    new Blob([MINIMAL_PDF, Buffer.alloc(300_000, 0x20)], { type: 'application/pdf' }),
    'cert.pdf',
  );
  const response = await fetch(`${base}${submitMembershipApplicationEndpoint.path}`, {
    method: 'POST',
    body: form,
    headers: clientHeaders(),
  });
  return response.status;
}

/**
 * SIGKILL in the middle of a burst of writes (requests, payments, applications with files), then a restart:
 * every write that had been answered 2xx is there and whole; nothing half-written, no orphan files.
 */
export async function killDuringWrites(checks: Checks): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-faults-kill-'));
  try {
    const { ulid } = await seedFaultData(dataDir, { donations: DONATIONS, fees: FEES });
    const server = startServer(PORT, dataDir);
    await waitForHealth(server);
    const answered: Answered = { memberRequests: [], payments: [], applications: [] };
    let stopping = false;
    const ignoreNetwork = () => undefined;

    const memberRequestWorker = async (worker: number) => {
      for (let i = 0; !stopping; i += 1) {
        const description = `fault-${worker}-${i}`;
        const answer = await postJson(server.base, submitMemberRequestEndpoint.path, {
          name: 'Ngozi Adebayo',
          ulid,
          type: i % 2 ? 'leave' : 'raise',
          ...(i % 2 ? { duration: (i % 30) + 1 } : { amount: 1000 + i }),
          description,
        }).catch(ignoreNetwork);
        if (answer && answer.status >= 200 && answer.status < 300) answered.memberRequests.push(description);
      }
    };
    let donation = 0;
    const paymentWorker = async () => {
      while (!stopping && donation < DONATIONS) {
        const reference = `FAULT-DON-${donation++}`;
        const answer = await postJson(server.base, verifyPaymentEndpoint.path, {
          reference,
          purpose: 'donation',
        }).catch(ignoreNetwork);
        if (answer?.status === 200) answered.payments.push(reference);
      }
    };
    let fee = 0;
    const applicationWorker = async () => {
      while (!stopping && fee < FEES) {
        const n = fee++;
        const reference = `FAULT-FEE-${n}`;
        const verified = await postJson(server.base, verifyPaymentEndpoint.path, {
          reference,
          purpose: 'application_fee',
        }).catch(ignoreNetwork);
        if (verified?.status !== 200) continue;
        answered.payments.push(reference);
        const email = `applicant${n}@example.org`;
        const status = await submitApplication(server.base, reference, email).catch(() => 0);
        if (status >= 200 && status < 300) answered.applications.push({ email, reference });
      }
    };

    const burst = [
      ...[1, 2, 3, 4].map((w) => memberRequestWorker(w)),
      paymentWorker(),
      paymentWorker(),
      applicationWorker(),
      applicationWorker(),
      applicationWorker(),
    ];
    // Kill once writes of every kind are flowing (the machine may be slow), mid-burst.
    for (let waited = 0; waited < 30_000 && answered.applications.length < 3; waited += 100) await sleep(100);
    await sleep(300);
    await stopServer(server, 'SIGKILL');
    stopping = true;
    await Promise.all(burst);
    checks.check(
      answered.memberRequests.length > 0 && answered.payments.length > 0 && answered.applications.length > 0,
      KILL_DURING_WRITES_CHECKS.everyKindAnswered,
      JSON.stringify({
        memberRequests: answered.memberRequests.length,
        payments: answered.payments.length,
        applications: answered.applications.length,
      }),
    );
    process.stdout.write(
      `  answered before SIGKILL: ${answered.memberRequests.length} requests, ${answered.payments.length} payments, ${answered.applications.length} applications\n`,
    );

    const restarted = startServer(PORT, dataDir);
    await waitForHealth(restarted);
    checks.check(true, KILL_DURING_WRITES_CHECKS.restarts);
    await stopServer(restarted);

    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const db = handle.db;
      const storedRequests = new Set(
        (await db.selectFrom('member_requests').select('description').execute()).map((r) => r.description),
      );
      const missingRequests = answered.memberRequests.filter((d) => !storedRequests.has(d));
      checks.check(
        missingRequests.length === 0,
        KILL_DURING_WRITES_CHECKS.requestsStored,
        missingRequests.slice(0, 5).join(', '),
      );

      const payments = await db.selectFrom('payments').selectAll().execute();
      const byReference = new Map(payments.map((p) => [p.reference, p]));
      const missingPayments = answered.payments.filter((r) => byReference.get(r)?.status !== 'success');
      checks.check(
        missingPayments.length === 0,
        KILL_DURING_WRITES_CHECKS.paymentsRecorded,
        missingPayments.slice(0, 5).join(', '),
      );
      checks.check(
        new Set(payments.map((p) => p.reference)).size === payments.length,
        KILL_DURING_WRITES_CHECKS.noPaymentTwice,
      );

      const membershipApplications = await db.selectFrom('membership_applications').selectAll().execute();
      const missingApplications = answered.applications.filter(
        (a) =>
          !membershipApplications.some(
            (v) =>
              v.email === a.email &&
              v.payment_reference === a.reference &&
              v.image_path &&
              v.certificate_path,
          ),
      );
      checks.check(
        missingApplications.length === 0,
        KILL_DURING_WRITES_CHECKS.applicationsStored,
        missingApplications.map((a) => a.email).join(', '),
      );

      const problems = await findHalfWrittenState(db, path.join(dataDir, 'uploads'));
      checks.check(
        problems.length === 0,
        KILL_DURING_WRITES_CHECKS.nothingHalfWritten,
        problems.slice(0, 5).join('; '),
      );
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
