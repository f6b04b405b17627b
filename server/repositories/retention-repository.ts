import { sql } from 'kysely';
import type { DbExecutor } from './executor';

/** An e-mail address that stands for a person whose identifying data has gone (erased or expired). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
const ERASED_PATTERN = `%@${ERASED_EMAIL_DOMAIN}`;

export interface ExpiredDocuments {
  membershipApplicationId: number;
  /** Paths within the private uploads. */
  files: string[];
}

/** The queries of the daily retention job: what has expired, and its removal. */
export function createRetentionRepository(db: DbExecutor) {
  return {
    /**
     * Rejected or withdrawn applications (the fee refunded before review) decided at or before `decidedBefore`
     * that still hold documents.
     */
    async listExpiredDocuments(decidedBefore: string): Promise<ExpiredDocuments[]> {
      const rows = await db
        .selectFrom('membership_applications')
        .select(['id', 'image_path', 'certificate_path'])
        .where('status', 'in', ['rejected', 'withdrawn'])
        .where('decided_at', 'is not', null)
        .where('decided_at', '<=', decidedBefore)
        .where((eb) => eb.or([eb('image_path', 'is not', null), eb('certificate_path', 'is not', null)]))
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        membershipApplicationId: row.id,
        files: [row.image_path, row.certificate_path].filter((path): path is string => path !== null),
      }));
    },

    /** Forgets an application's documents (their files are removed by the caller first). */
    async clearDocuments(membershipApplicationId: number): Promise<void> {
      await db
        .updateTable('membership_applications')
        .set({
          image_path: null,
          image_original_name: null,
          image_mime: null,
          certificate_path: null,
          certificate_original_name: null,
          certificate_mime: null,
        })
        .where('id', '=', membershipApplicationId)
        .execute();
    },

    /** Checkouts never paid (abandoned or failed) started at or before `before`, with the payer's e-mail. */
    async listExpiredDrafts(before: string): Promise<string[]> {
      const rows = await db
        .selectFrom('sandbox_transactions')
        .select('reference')
        .where('status', '!=', 'success')
        .where('created_at', '<=', before)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.reference);
    },

    async deleteDrafts(references: string[]): Promise<void> {
      if (references.length === 0) return;
      await db.deleteFrom('sandbox_transactions').where('reference', 'in', references).execute();
    },

    /** Donors' addresses whose every gift was made at or before `before` and is not yet anonymised. */
    async listExpiredDonorEmails(before: string): Promise<string[]> {
      const rows = await db
        .selectFrom('payments')
        .select(sql<string>`lower(email)`.as('email'))
        .where('purpose', '=', 'donation')
        .where('email', 'not like', ERASED_PATTERN)
        .groupBy(sql`lower(email)`)
        .having(sql`max(created_at)`, '<=', before)
        .orderBy(sql`lower(email)`)
        .execute();
      return rows.map((row) => row.email).filter((email) => email !== '');
    },

    /** Mail older than `before` that has been sent or has failed for good (receipts, notices). */
    async listExpiredMail(before: string): Promise<number[]> {
      const rows = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '!=', 'queued')
        .where('created_at', '<=', before)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    async deleteMail(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('outbox').where('id', 'in', ids).execute();
    },
  };
}
