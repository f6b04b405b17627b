import type { Kysely } from 'kysely';
import type { PrivacySettings } from '../config';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { createAuditLogRepository } from '../repositories/audit-log-repository';
import { createPersonalDataRepository } from '../repositories/personal-data-repository';
import { createRetentionRepository } from '../repositories/retention-repository';
import { newPseudonym } from './personal-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionPeriods = Pick<PrivacySettings, 'decidedDocumentsDays' | 'draftDays' | 'donorDataYears'>;

export interface RetentionReport {
  /** Rejected applications whose documents went (or would go), with their files. */
  documents: Array<{ membershipApplicationId: number; files: string[] }>;
  /** Unpaid or abandoned checkouts, by reference. */
  drafts: string[];
  /** Donors whose identifying data went (their gifts stay, under a made-up address). */
  donors: number;
  /** Mail older than the donor period. */
  mail: number;
  dryRun: boolean;
}

export const retentionSummary = (report: RetentionReport) =>
  `${report.documents.length} application(s) with ${report.documents.reduce((sum, item) => sum + item.files.length, 0)} document file(s), ${report.drafts.length} unpaid checkout(s), ${report.donors} donor(s) anonymised, ${report.mail} old e-mail(s)`;

/**
 * Deletes what has outlived its retention period at `now`: the documents of rejected or withdrawn applications (files from
 * the store, then their fields), unpaid or abandoned checkouts, donors' identifying data (amounts, dates and
 * references stay) and old mail. With `dryRun`, only lists it. Idempotent: what is gone is not found again.
 * A real run writes one audit-log line with the counts.
 */
export async function runRetention(
  db: Kysely<Database>,
  files: FileStore,
  periods: RetentionPeriods,
  { now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {},
): Promise<RetentionReport> {
  const retention = createRetentionRepository(db);
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const donorCutoff = new Date(now);
  donorCutoff.setUTCFullYear(donorCutoff.getUTCFullYear() - periods.donorDataYears);

  const expiredDocuments = await retention.listExpiredDocuments(daysBefore(periods.decidedDocumentsDays));
  const drafts = await retention.listExpiredDrafts(daysBefore(periods.draftDays));
  const donorEmails = await retention.listExpiredDonorEmails(donorCutoff.toISOString());
  const mail = await retention.listExpiredMail(donorCutoff.toISOString());
  const report: RetentionReport = {
    documents: expiredDocuments,
    drafts,
    donors: donorEmails.length,
    mail: mail.length,
    dryRun,
  };
  if (dryRun) return report;

  for (const item of expiredDocuments) {
    // The files first: a failure leaves the row pointing at them, and the next run tries again.
    for (const path of item.files) await files.remove('private', path);
    await retention.clearDocuments(item.membershipApplicationId);
  }
  await db.transaction().execute(async (trx) => {
    const inTransaction = createRetentionRepository(trx);
    await inTransaction.deleteDrafts(drafts);
    await createPersonalDataRepository(trx).pseudonymiseDonorEmails(
      new Map(donorEmails.map((email) => [email, newPseudonym()])),
    );
    await inTransaction.deleteMail(mail);
    await createAuditLogRepository(trx).record(
      { id: null, email: 'retention job' },
      {
        action: 'privacy.retention',
        entity: 'retention',
        summary: `retention run: ${retentionSummary(report)}`,
      },
    );
  });
  return report;
}
