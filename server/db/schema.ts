import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables, as Kysely sees them. Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL so the
 * same queries and comparisons work on both; money is integer kobo.
 */
export interface Database {
  admins: AdminsTable;
  programs: ProgramsTable;
  blogs: BlogsTable;
  members: MembersTable;
  volunteers: VolunteersTable;
  requisitions: RequisitionsTable;
  payments: PaymentsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  sandbox_transactions: SandboxTransactionsTable;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ProgramsTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  image_url: string;
  created_at: string;
  updated_at: string;
}

export interface BlogsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  author: string | null;
  image_url: string;
  created_at: string;
  updated_at: string;
}

export type MemberStatus = 'approved' | 'suspended';

export interface MembersTable {
  id: Generated<number>;
  /** 36-character id members quote on their requests. */
  ulid: string;
  title: string;
  name: string;
  state_of_origin: string;
  date_of_birth: string;
  place_of_residence: string;
  type_of_work: string;
  company_name: string;
  position_held: string;
  educational_status: string;
  marital_status: string;
  email: string;
  status: MemberStatus;
  /** The membership application this member was accepted from, if any. */
  volunteer_id: number | null;
  created_at: string;
  updated_at: string;
}

export type VolunteerStatus = 'pending' | 'accepted' | 'rejected';

export interface VolunteersTable {
  id: Generated<number>;
  title: string;
  name: string;
  gender: string;
  email: string;
  phone: string;
  marital_status: string;
  state_of_origin: string;
  address: string;
  occupation: string;
  /** Paths relative to the private uploads folder. */
  image_path: string | null;
  image_original_name: string | null;
  image_mime: string | null;
  certificate_path: string | null;
  certificate_original_name: string | null;
  certificate_mime: string | null;
  /** The application-fee payment this application used (unique: a fee pays for one application). */
  payment_reference: string | null;
  status: VolunteerStatus;
  member_id: number | null;
  decided_at: string | null;
  created_at: string;
}

export type RequisitionStatusColumn = 'pending' | 'approved' | 'rejected';

export interface RequisitionsTable {
  id: Generated<number>;
  member_id: number | null;
  name: string;
  ulid: string;
  type: 'leave' | 'raise';
  duration: number | null;
  amount: number | null;
  description: string;
  status: RequisitionStatusColumn;
  decided_at: string | null;
  decided_by: string | null;
  created_at: string;
}

export type PaymentPurposeColumn = 'donation' | 'application_fee';

export interface PaymentsTable {
  id: Generated<number>;
  reference: string;
  purpose: PaymentPurposeColumn;
  email: string;
  amount_kobo: number;
  currency: string;
  status: string;
  /** 'verify' (the browser asked us) or 'webhook' (Paystack told us). */
  source: 'verify' | 'webhook';
  provider_transaction_id: string | null;
  paid_at: string | null;
  /** Set when an application-fee payment is consumed by an application. */
  used_by_volunteer_id: number | null;
  used_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  created_at: string;
}

/** State of the local Paystack emulator (sandbox mode only). */
export interface SandboxTransactionsTable {
  id: Generated<number>;
  reference: string;
  access_code: string;
  email: string;
  amount_kobo: number;
  currency: string;
  status: 'abandoned' | 'success' | 'failed';
  metadata: string;
  paid_at: string | null;
  created_at: string;
}

export type AdminRow = Selectable<AdminsTable>;
export type ProgramRow = Selectable<ProgramsTable>;
export type NewProgramRow = Insertable<ProgramsTable>;
export type BlogRow = Selectable<BlogsTable>;
export type NewBlogRow = Insertable<BlogsTable>;
export type MemberRow = Selectable<MembersTable>;
export type NewMemberRow = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
export type VolunteerRow = Selectable<VolunteersTable>;
export type NewVolunteerRow = Insertable<VolunteersTable>;
export type RequisitionRow = Selectable<RequisitionsTable>;
export type NewRequisitionRow = Insertable<RequisitionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPaymentRow = Insertable<PaymentsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
