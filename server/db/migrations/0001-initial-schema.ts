import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/** Every content and member entity plus payments, admins, the mail outbox, the audit log and the Paystack emulator. */
export function initialSchema(dialect: DatabaseDialect): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('admins'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();

      await withId(db.schema.createTable('programs'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('programs_date_idx').on('programs').column('date').execute();

      await withId(db.schema.createTable('blogs'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author', 'text')
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('blogs_created_at_idx').on('blogs').column('created_at').execute();

      await withId(db.schema.createTable('members'))
        .addColumn('ulid', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('state_of_origin', 'text', (c) => c.notNull())
        .addColumn('date_of_birth', 'text', (c) => c.notNull())
        .addColumn('place_of_residence', 'text', (c) => c.notNull())
        .addColumn('type_of_work', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('position_held', 'text', (c) => c.notNull())
        .addColumn('educational_status', 'text', (c) => c.notNull())
        .addColumn('marital_status', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
        .addColumn('volunteer_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('members_email_idx').on('members').column('email').execute();

      await withId(db.schema.createTable('volunteers'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('marital_status', 'text', (c) => c.notNull())
        .addColumn('state_of_origin', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('occupation', 'text', (c) => c.notNull())
        .addColumn('image_path', 'text')
        .addColumn('image_original_name', 'text')
        .addColumn('image_mime', 'text')
        .addColumn('certificate_path', 'text')
        .addColumn('certificate_original_name', 'text')
        .addColumn('certificate_mime', 'text')
        .addColumn('payment_reference', 'text', (c) => c.unique())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('member_id', 'integer')
        .addColumn('decided_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('volunteers_status_idx').on('volunteers').column('status').execute();

      await withId(db.schema.createTable('requisitions'))
        .addColumn('member_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ulid', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('duration', 'integer')
        .addColumn('amount', 'double precision')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('requisitions_type_check', sql`type in ('leave', 'raise')`)
        .addCheckConstraint('requisitions_status_check', sql`status in ('pending', 'approved', 'rejected')`)
        .execute();
      await db.schema.createIndex('requisitions_status_idx').on('requisitions').column('status').execute();

      await withId(db.schema.createTable('payments'))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('provider_transaction_id', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('used_by_volunteer_id', 'integer', (c) => c.unique())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('payments_purpose_check', sql`purpose in ('donation', 'application_fee')`)
        .execute();
      await db.schema.createIndex('payments_created_at_idx').on('payments').column('created_at').execute();

      await withId(db.schema.createTable('outbox'))
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_status_idx').on('outbox').column('status').execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('admin_id', 'integer')
        .addColumn('admin_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();

      await withId(db.schema.createTable('sandbox_transactions'))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('access_code', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', bigint, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'sandbox_transactions',
        'audit_log',
        'outbox',
        'payments',
        'requisitions',
        'volunteers',
        'members',
        'blogs',
        'programs',
        'admins',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
