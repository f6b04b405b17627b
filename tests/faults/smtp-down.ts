import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { seedFaultData } from './seed-fault-data';
import {
  adminToken,
  type Checks,
  clientHeaders,
  postJson,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
} from './server-process';
import { verifyPaymentEndpoint } from '../../contract/donation';
import {
  submitMemberRequestEndpoint,
  updateMemberRequestStatusEndpoint,
} from '../../contract/member-request';
import { submitMembershipApplicationEndpoint } from '../../contract/membership-application';

/** What this drill checks, one Vitest test each (tests/faults/smtp-down.test.ts). */
export const SMTP_DOWN_CHECKS = {
  decisionSucceeds: 'an admin decision succeeds while SMTP is down',
  applicationSucceeds: 'an application succeeds while SMTP is down',
  mailsQueued: 'the mails stay queued in the outbox while SMTP is down',
  failureRecorded: 'a send was attempted and its failure recorded',
  allSent: 'every queued mail is sent once SMTP is back',
  sinkReceived: 'the SMTP server received each of them',
} as const;

const SERVER_PORT = 8723;
const SMTP_PORT = 8724;

/** The smallest SMTP server nodemailer will talk to: accepts every message and remembers its recipients. */
class SmtpSink {
  readonly recipients: string[] = [];
  private server: net.Server | undefined;

  start(): Promise<void> {
    const server = net.createServer((socket) => {
      let inData = false;
      let buffer = '';
      const reply = (line: string) => socket.write(`${line}\r\n`);
      reply('220 sink.local ESMTP');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('latin1');
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 2.0.0 queued');
        }
        let newline;
        while (!inData && (newline = buffer.indexOf('\r\n')) !== -1) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write('250-sink.local\r\n250 8BITMIME\r\n');
          else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
          else if (verb === 'RCPT') {
            this.recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
            reply('250 OK');
          } else if (verb === 'DATA') {
            inData = true;
            reply('354 end with .');
            const end = buffer.indexOf('\r\n.\r\n');
            if (end !== -1) {
              buffer = buffer.slice(end + 5);
              inData = false;
              reply('250 2.0.0 queued');
            }
          } else if (verb === 'QUIT') {
            reply('221 bye');
            socket.end();
          } else reply('502 command not implemented');
        }
      });
      socket.on('error', () => socket.destroy());
    });
    this.server = server;
    return new Promise((resolve) => server.listen(SMTP_PORT, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    const server = this.server;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

/** SMTP down: decisions and applications still succeed, mail waits in the outbox and leaves when SMTP is back. */
export async function smtpDown(checks: Checks): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-faults-smtp-'));
  const sink = new SmtpSink();
  try {
    const { ulid } = await seedFaultData(dataDir, { donations: 0, fees: 1 });
    const server = startServer(SERVER_PORT, dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'forum@example.org',
    });
    try {
      await waitForHealth(server);
      const submitted = await postJson(server.base, submitMemberRequestEndpoint.path, {
        name: 'Ngozi Adebayo',
        ulid,
        type: 'leave',
        duration: 3,
        description: 'naming ceremony',
      });
      const token = await adminToken(server.base);
      const handle = openDatabase({ databaseUrl: undefined, dataDir });
      try {
        const request = await handle.db.selectFrom('member_requests').select('id').executeTakeFirstOrThrow();
        const decision = await postJson(
          server.base,
          updateMemberRequestStatusEndpoint.path,
          { id: request.id, status: 'approved' },
          { authorization: `Bearer ${token}` },
        );
        checks.check(
          submitted.status === 200 && decision.status === 200,
          SMTP_DOWN_CHECKS.decisionSucceeds,
          `${decision.status} ${JSON.stringify(decision.body)}`,
        );

        const fee = await postJson(server.base, verifyPaymentEndpoint.path, {
          reference: 'FAULT-FEE-0',
          purpose: 'application_fee',
        });
        const form = new FormData();
        for (const [name, value] of Object.entries({
          title: 'Miss',
          name: 'Amaka Eze',
          maritalStatus: 'Single',
          gender: 'Female',
          email: 'amaka@example.org',
          occupation: 'Nurse',
          address: '9 Ring Road, Ibadan, Oyo State',
          phone: '+234 805 111 2222',
          stateOfOrigin: 'Anambra',
          paymentReference: 'FAULT-FEE-0',
          consent: 'true',
        })) {
          form.append(name, value);
        }
        form.append('image', new Blob([PNG_1PX], { type: 'image/png' }), 'photo.png');
        form.append('certificateFile', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), 'cert.pdf');
        const application = await fetch(`${server.base}${submitMembershipApplicationEndpoint.path}`, {
          method: 'POST',
          body: form,
          headers: clientHeaders(),
        });
        checks.check(
          fee.status === 200 && application.status === 201,
          SMTP_DOWN_CHECKS.applicationSucceeds,
          `${fee.status} ${application.status}`,
        );

        // Wait for the dispatcher (a round every 5 s) to have tried and failed at least once.
        let queued = await handle.db.selectFrom('outbox').selectAll().execute();
        for (
          const deadline = Date.now() + 30_000;
          Date.now() < deadline && !queued.some((mail) => mail.attempts > 0 && mail.last_error);
          queued = await handle.db.selectFrom('outbox').selectAll().execute()
        ) {
          await sleep(200);
        }
        checks.check(
          queued.length >= 2 && queued.every((mail) => mail.status === 'queued'),
          SMTP_DOWN_CHECKS.mailsQueued,
          JSON.stringify(queued.map((m) => [m.recipient, m.status])),
        );
        checks.check(
          queued.some((mail) => mail.attempts > 0 && mail.last_error),
          SMTP_DOWN_CHECKS.failureRecorded,
        );

        await sink.start();
        let sent = queued;
        for (let i = 0; i < 40 && !sent.every((mail) => mail.status === 'sent'); i += 1) {
          await sleep(500);
          sent = await handle.db.selectFrom('outbox').selectAll().execute();
        }
        checks.check(
          sent.every((mail) => mail.status === 'sent'),
          SMTP_DOWN_CHECKS.allSent,
          JSON.stringify(sent.map((m) => m.status)),
        );
        checks.check(
          sent.every((mail) => sink.recipients.includes(mail.recipient)),
          SMTP_DOWN_CHECKS.sinkReceived,
          JSON.stringify(sink.recipients),
        );
      } finally {
        await handle.close();
      }
    } finally {
      await stopServer(server);
    }
  } finally {
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
