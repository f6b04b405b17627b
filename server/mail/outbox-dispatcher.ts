import type { Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { Database } from '../db/schema';
import { UNSUBSCRIBE_PATH } from '@contract/privacy';
import { createOutboxRepository, type OutgoingMail } from '../repositories/outbox-repository';

const MAX_ATTEMPTS = 20;
const BATCH = 20;
/** How long a claimed mail is this dispatcher's alone; after that (a process killed mid-send) another may send it. */
const CLAIM_LEASE_MS = 5 * 60_000;

export interface OutboxDispatcherOptions {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  smtpUrl: string | undefined;
  from: string;
  intervalMs?: number;
  /**
   * Without SMTP, where a mail carrying a sign-in link goes instead: the server's console in test mode (the
   * sandbox, where no money moves), nowhere otherwise.
   */
  printLinkMail?: ((text: string) => void) | undefined;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** The site's unsubscribe link at the foot of a mail (`?token=` signed). */
const UNSUBSCRIBE_LINK = new RegExp(`https?://[^\\s]+${UNSUBSCRIBE_PATH}\\?token=[\\w-]+\\.[\\w-]+`);

/**
 * The headers that let a mail program offer the mail's unsubscribe link as a button and use it in one click
 * (RFC 2369 and RFC 8058: a POST of `List-Unsubscribe=One-Click` to the same link); none for a mail without it.
 */
function unsubscribeHeaders(text: string) {
  const link = UNSUBSCRIBE_LINK.exec(text)?.[0];
  if (!link) return {};
  return {
    list: { unsubscribe: { url: link, comment: 'Unsubscribe' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** What the outbox keeps of a mail in place of its sign-in link. */
export const WITHHELD_LINK = '[link withheld: it is sent only to the recipient]';

/**
 * Sends queued outbox mail over SMTP when SMTP_URL is set; without it the outbox is where mail stays (and the
 * mail library is never loaded). A failed send leaves the mail queued for the next round, so an SMTP outage loses
 * nothing.
 * A mail carrying a sign-in link (invitation, password reset) never waits in the outbox: it goes to the
 * transport at once and the outbox records it with the link withheld, so no one who can read the outbox (an
 * admin, a database dump, a backup) can use the link.
 */
export class OutboxDispatcher {
  private transport: Promise<Transporter> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: OutboxDispatcherOptions) {}

  get sendsMail(): boolean {
    return this.options.smtpUrl !== undefined;
  }

  /** The SMTP transport, made (and nodemailer loaded) by the first round. */
  private openTransport(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return this.transport;
  }

  start(): void {
    if (!this.sendsMail || this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs ?? 5000);
    this.timer.unref();
  }

  /** Sends what is queued now (coalescing concurrent calls); answers how many were sent. */
  flush(): Promise<number> {
    if (!this.sendsMail) return Promise.resolve(0);
    this.running ??= this.sendQueued().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Sends a mail whose `link` is a secret straight to the transport (or, without SMTP in test mode, to the
   * console), then records it in the outbox with the link withheld. Never throws: a link that did not go out is
   * recorded as failed, and the person asks for a new one.
   */
  async sendLinkMail(mail: OutgoingMail, link: string): Promise<void> {
    let error: string | null = null;
    if (this.options.smtpUrl !== undefined) {
      try {
        const transport = await this.openTransport(this.options.smtpUrl);
        await transport.sendMail({
          from: this.options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
    } else if (this.options.printLinkMail) {
      this.options.printLinkMail(
        `\nTest mode, no SMTP_URL: the e-mail "${mail.subject}" to ${mail.to} is shown here instead of being sent:\n${link}\n\n`,
      );
      error = 'SMTP_URL is not set: the link was shown on the server console (test mode)';
    } else {
      error = 'SMTP_URL is not set: the link was not sent';
    }
    if (error) this.options.log.warn({ to: mail.to, err: error }, 'sign-in link mail not sent by SMTP');
    try {
      await createOutboxRepository(this.options.db).record(
        { ...mail, text: mail.text.replaceAll(link, WITHHELD_LINK) },
        error,
      );
    } catch (failure) {
      this.options.log.warn({ err: failure }, 'could not record a sent sign-in link mail');
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    (await this.transport?.catch(() => undefined))?.close();
  }

  private async sendQueued(): Promise<number> {
    const smtpUrl = this.options.smtpUrl;
    if (!smtpUrl) return 0;
    const transport = await this.openTransport(smtpUrl);
    const outbox = createOutboxRepository(this.options.db);
    let sent = 0;
    const claimed = await outbox.claimQueued(this.options.dialect, BATCH, CLAIM_LEASE_MS);
    for (const [index, mail] of claimed.entries()) {
      try {
        await transport.sendMail({
          from: this.options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          ...(mail.html_body ? { html: mail.html_body } : {}),
          ...unsubscribeHeaders(mail.text_body),
        });
        await outbox.markSent(mail.id);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await outbox.markAttemptFailed(mail.id, message, mail.attempts + 1 >= MAX_ATTEMPTS);
        this.options.log.warn({ outboxId: mail.id, err: message }, 'mail not sent; it stays queued');
        // SMTP is likely down: release the rest for the next round (or another process).
        for (const unsent of claimed.slice(index + 1)) await outbox.release(unsent.id);
        break;
      }
    }
    return sent;
  }
}
