import { sql } from 'kysely';
import { nowIso } from '../lib/clock';
import type { ConsentRow, ConsentSubject } from '../db/schema';
import type { DbExecutor } from './executor';

export interface ConsentEvent {
  email: string;
  subject: ConsentSubject;
  action: 'given' | 'withdrawn';
  noticeVersion: string;
  /** How: 'membership application form', 'donation form', 'unsubscribe link', 'own page'. */
  method: string;
  reference?: string | null;
}

/** Consents given and withdrawn, one row per event, never edited: the latest row per subject is in force. */
export function createConsentsRepository(db: DbExecutor) {
  return {
    async record(event: ConsentEvent): Promise<void> {
      await db
        .insertInto('consents')
        .values({
          email: event.email.trim().toLowerCase(),
          subject: event.subject,
          action: event.action,
          notice_version: event.noticeVersion,
          method: event.method,
          reference: event.reference ?? null,
          created_at: nowIso(),
        })
        .execute();
    },

    /** The latest event for an address and subject, if any. */
    async latest(email: string, subject: ConsentSubject): Promise<ConsentRow | undefined> {
      return db
        .selectFrom('consents')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .where('subject', '=', subject)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
