import { nowIso } from '../lib/clock';
import type { SelectQueryBuilder } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { Database, OutboxRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** The mail outbox: every e-mail is queued here first (in the caller's transaction), then sent when SMTP is set. */
export function createOutboxRepository(db: DbExecutor) {
  const insert = async (
    mail: OutgoingMail,
    state: Pick<OutboxRow, 'status' | 'attempts' | 'last_error' | 'sent_at'>,
  ): Promise<void> => {
    await db
      .insertInto('outbox')
      .values({
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: null,
        ...state,
        created_at: nowIso(),
        claimed_until: null,
      })
      .execute();
  };
  return {
    async enqueue(mail: OutgoingMail): Promise<void> {
      await insert(mail, { status: 'queued', attempts: 0, last_error: null, sent_at: null });
    },

    /** Records a mail that was already handed to the transport (sent) or could not be (failed, with why). */
    async record(mail: OutgoingMail, error: string | null): Promise<void> {
      await insert(
        mail,
        error
          ? { status: 'failed', attempts: 1, last_error: error.slice(0, 500), sent_at: null }
          : { status: 'sent', attempts: 1, last_error: null, sent_at: nowIso() },
      );
    },

    /**
     * Claims up to `limit` queued mails no other dispatcher holds, for `leaseMs`, and answers them: each mail is
     * claimed by one caller only, however many processes ask at once. PostgreSQL locks the rows it picks and
     * skips rows another transaction has locked (FOR UPDATE SKIP LOCKED); SQLite claims each row with an update
     * that only succeeds while the row is still free.
     */
    async claimQueued(dialect: DatabaseDialect, limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const now = nowIso();
      const until = new Date(Date.now() + leaseMs).toISOString();
      const free = (query: SelectQueryBuilder<Database, 'outbox', object>) =>
        query
          .where('status', '=', 'queued')
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]));
      if (dialect === 'postgres') {
        return db.transaction().execute(async (trx) => {
          const picked = await free(trx.selectFrom('outbox'))
            .select('id')
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked()
            .execute();
          if (picked.length === 0) return [];
          return trx
            .updateTable('outbox')
            .set({ claimed_until: until })
            .where(
              'id',
              'in',
              picked.map((row) => row.id),
            )
            .returningAll()
            .execute()
            .then((rows) => rows.sort((a, b) => a.id - b.id));
        });
      }
      const candidates = await free(db.selectFrom('outbox'))
        .select('id')
        .orderBy('id')
        .limit(limit)
        .execute();
      const claimed: OutboxRow[] = [];
      for (const { id } of candidates) {
        const row = await db
          .updateTable('outbox')
          .set({ claimed_until: until })
          .where('id', '=', id)
          .where('status', '=', 'queued')
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
          .returningAll()
          .executeTakeFirst();
        if (row) claimed.push(row);
      }
      return claimed;
    },

    async markSent(id: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: nowIso(), claimed_until: null })
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
          claimed_until: null,
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Gives a claimed mail back unsent, so the next round (of any process) may send it. */
    async release(id: number): Promise<void> {
      await db.updateTable('outbox').set({ claimed_until: null }).where('id', '=', id).execute();
    },

    async listRecent(limit = 100): Promise<OutboxRow[]> {
      return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
