import { nowIso } from '../lib/clock';
import type { OutboxRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail outbox: every e-mail is queued here first (in the caller's transaction), then sent when SMTP is set. */
export function createOutboxRepository(db: DbExecutor) {
  return {
    async enqueue(mail: OutgoingMail): Promise<void> {
      await db
        .insertInto('outbox')
        .values({
          recipient: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          status: 'queued',
          attempts: 0,
          last_error: null,
          created_at: nowIso(),
          sent_at: null,
        })
        .execute();
    },

    async listQueued(limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'queued')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async markSent(id: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async markAttemptFailed(id: number, error: string, giveUp: boolean): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error.slice(0, 500),
          status: giveUp ? 'failed' : 'queued',
        }))
        .where('id', '=', id)
        .execute();
    },

    async listRecent(limit = 100): Promise<OutboxRow[]> {
      return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
