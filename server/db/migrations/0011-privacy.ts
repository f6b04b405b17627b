import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Personal data under Nigeria's Data Protection Act: `consents` records each consent given or withdrawn (who,
 * what, which notice version, when and how); `document_access_log` records every admin view or download of an
 * applicant's document; `job_runs` lets one instance claim a scheduled job's run for a day, so the daily
 * retention job runs once however many instances serve the site; `breaches` is the register of personal-data
 * breaches, each with when it was found and when the NDPC was told (within 72 hours).
 */
export function privacy(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const idColumn = (name: string) =>
        dialect === 'postgres'
          ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await idColumn('consents')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('notice_version', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('consents_email_idx')
        .on('consents')
        .columns(['email', 'subject'])
        .execute();
      await idColumn('document_access_log')
        .addColumn('admin_id', 'integer')
        .addColumn('admin_email', 'text', (c) => c.notNull())
        .addColumn('membership_application_id', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('document_access_log_application_idx')
        .on('document_access_log')
        .column('membership_application_id')
        .execute();
      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('run_key', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('summary', 'text')
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'run_key'])
        .execute();
      await idColumn('breaches')
        .addColumn('what_happened', 'text', (c) => c.notNull())
        .addColumn('found_at', 'text', (c) => c.notNull())
        .addColumn('who_was_affected', 'text', (c) => c.notNull())
        .addColumn('ndpc_notified_at', 'text')
        .addColumn('recorded_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('breaches').execute();
      await db.schema.dropTable('job_runs').execute();
      await db.schema.dropTable('document_access_log').execute();
      await db.schema.dropTable('consents').execute();
    },
  };
}
