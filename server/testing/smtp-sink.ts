import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  /** The message as sent, headers and body, with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** Undoes quoted-printable (`=\r\n` soft breaks, `=3D`), enough to read a link out of a plain-text mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const LINKS = {
  'set-password': /(https?:\/\/\S+?\/auth\/set-password\?token=[\w-]+)/,
  'own-page': /(https?:\/\/\S+?\/me\/open\?token=[\w-]+)/,
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A local SMTP server that accepts every mail and keeps it in memory: the mail transport of tests. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void held.then(() => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    /** smtp://127.0.0.1:<port>, for SMTP_URL. */
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Holds every mail's delivery (the transport waits) until the answered function is called. */
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    /**
     * The set-password link (or, with 'own-page', the link to the person's own page) of the newest mail to an
     * address that carries one, waiting up to `timeoutMs` for it to arrive.
     */
    async linkMailedTo(to: string, timeoutMs = 10_000, kind: keyof typeof LINKS = 'set-password') {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // The newest mail to the address that carries such a link (a receipt may arrive after it).
        const link = received
          .filter((candidate) => candidate.to.includes(to.toLowerCase()))
          .map((candidate) => LINKS[kind].exec(candidate.text)?.[1])
          .findLast((found) => found !== undefined);
        if (link) return link;
        if (Date.now() > deadline) throw new Error(`no ${kind} link mailed to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
