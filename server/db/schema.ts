import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A nullable column an insert may leave out (it is then null). */
type OptionalNullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * The tables, as Kysely sees them. Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL so the
 * same queries and comparisons work on both; money is integer kobo.
 */
export interface Database {
  admins: AdminsTable;
  programs: ProgramsTable;
  blogs: BlogsTable;
  members: MembersTable;
  membership_applications: MembershipApplicationsTable;
  member_requests: MemberRequestsTable;
  payments: PaymentsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  sandbox_transactions: SandboxTransactionsTable;
  admin_tokens: AdminTokensTable;
  donation_plans: DonationPlansTable;
  monthly_gifts: MonthlyGiftsTable;
  monthly_gift_failures: MonthlyGiftFailuresTable;
  sandbox_plans: SandboxPlansTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  disbursements: DisbursementsTable;
  idempotency_keys: IdempotencyKeysTable;
  own_page_links: OwnPageLinksTable;
  own_page_sessions: OwnPageSessionsTable;
  ended_admin_sessions: EndedAdminSessionsTable;
  gift_statements: GiftStatementsTable;
  refunds: RefundsTable;
  disputes: DisputesTable;
  sandbox_refunds: SandboxRefundsTable;
  consents: ConsentsTable;
  document_access_log: DocumentAccessLogTable;
  job_runs: JobRunsTable;
  breaches: BreachesTable;
}

/** A personal-data breach: what happened, when it was found, who was affected, when the NDPC was told. */
interface BreachesTable {
  id: Generated<number>;
  what_happened: string;
  found_at: string;
  who_was_affected: string;
  /** null: not told yet (due 72 hours after `found_at`). */
  ndpc_notified_at: string | null;
  recorded_by: string;
  created_at: string;
  updated_at: string;
}

/** What a consent is to: the processing of an application's documents, or news of the forum's work. */
export type ConsentSubject = 'application_documents' | 'updates';

/** One consent given or withdrawn: who, what, under which notice version, when and how. Never edited. */
interface ConsentsTable {
  id: Generated<number>;
  email: string;
  subject: ConsentSubject;
  action: 'given' | 'withdrawn';
  notice_version: string;
  /** How it was given or withdrawn: 'membership application form', 'donation form', 'unsubscribe link'. */
  method: string;
  /** What it came with: the application's id or the gift's payment reference. */
  reference: string | null;
  created_at: string;
}

/** Every view or download of an applicant's document by an admin. */
interface DocumentAccessLogTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_email: string;
  membership_application_id: number;
  document: 'photo' | 'certificate';
  action: 'view' | 'download';
  created_at: string;
}

/** A scheduled job's run, claimed by one instance per `run_key` (the day). */
interface JobRunsTable {
  job: string;
  run_key: string;
  owner: string;
  started_at: string;
  finished_at: string | null;
  summary: string | null;
}

interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** 1: the password was generated at first start; every admin call but the password change is refused. */
  must_change_password: Generated<number>;
  /** Signed into each token; "sign out everywhere" raises it so older tokens stop working. */
  token_version: Generated<number>;
}

/** Single-use links: an invitation to become an admin (24 h) or a password reset (1 h). Only a hash is kept. */
interface AdminTokensTable {
  id: Generated<number>;
  purpose: 'invite' | 'reset';
  email: string;
  /** SHA-256 (hex) of the token sent in the link. */
  token_hash: string;
  created_by_admin_id: number | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

interface ProgramsTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  image_url: string;
  /** JSON of ImageVariants (contract/image-variants.ts); null until the picture is converted. */
  image_variants: string | null;
  /** Fundraising goal in whole naira; null: no goal. */
  goal_naira: OptionalNullable<number>;
  /** YYYY-MM-DD, the last day of the fundraising; null: open-ended. */
  goal_ends_on: OptionalNullable<string>;
  created_at: string;
  updated_at: string;
}

interface BlogsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  author: string | null;
  image_url: string;
  /** JSON of ImageVariants (contract/image-variants.ts); null until the picture is converted. */
  image_variants: string | null;
  created_at: string;
  updated_at: string;
}

export type MemberStatus = 'approved' | 'suspended';

interface MembersTable {
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
  membership_application_id: number | null;
  created_at: string;
  updated_at: string;
}

/** 'withdrawn': its fee was refunded before anyone reviewed it. */
type MembershipApplicationStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn';

interface MembershipApplicationsTable {
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
  /** SHA-256 of the fields and the files' digests: a resubmission with the same fee and content is this one. */
  content_hash: OptionalNullable<string>;
  status: MembershipApplicationStatus;
  member_id: number | null;
  decided_at: string | null;
  created_at: string;
}

type MemberRequestStatusColumn = 'pending' | 'approved' | 'rejected';

interface MemberRequestsTable {
  id: Generated<number>;
  member_id: number | null;
  name: string;
  ulid: string;
  type: 'leave' | 'raise';
  duration: number | null;
  amount: number | null;
  description: string;
  status: MemberRequestStatusColumn;
  decided_at: string | null;
  decided_by: string | null;
  created_at: string;
}

export type PaymentPurposeColumn = 'donation' | 'application_fee';

interface PaymentsTable {
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
  used_by_membership_application_id: number | null;
  used_at: string | null;
  /** The program a donation was earmarked for (checked after verification); null: the general fund. */
  program_id: OptionalNullable<number>;
  /** Donations: 'once' or 'monthly' (null for application fees); the ledger splits money in by it. */
  donation_type: DonationTypeColumn | null;
  /** Monthly gifts: the Paystack subscription the charge belongs to, when known. */
  subscription_code: string | null;
  /** Set while an admin's refund of this payment asks Paystack: no other refund of it starts before then. */
  refund_locked_until: OptionalNullable<string>;
  created_at: string;
}

export type DonationTypeColumn = 'once' | 'monthly';

/** One Paystack plan per monthly amount, created once (POST /plan) and reused. */
interface DonationPlansTable {
  id: Generated<number>;
  plan_code: string;
  /** Paystack's numeric plan id (GET /subscription filters by it). */
  provider_plan_id: number;
  amount_kobo: number;
  currency: string;
  created_at: string;
}

/** 'attention': Paystack could not charge the last renewal; 'cancelled': the donor or Paystack ended it. */
export type MonthlyGiftStatus = 'active' | 'attention' | 'cancelled';

/** A donor's Paystack subscription, one row per subscription code. */
interface MonthlyGiftsTable {
  id: Generated<number>;
  subscription_code: string;
  email_token: string | null;
  plan_code: string;
  amount_kobo: number;
  email: string;
  status: MonthlyGiftStatus;
  next_payment_date: string | null;
  last_failed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A renewal Paystack could not charge (`invoice.payment_failed`), one row per invoice. */
interface MonthlyGiftFailuresTable {
  id: Generated<number>;
  invoice_code: string;
  subscription_code: string;
  amount_kobo: number;
  reason: string;
  failed_at: string;
}

interface SandboxPlansTable {
  id: Generated<number>;
  plan_code: string;
  name: string;
  amount_kobo: number;
  interval: string;
  currency: string;
  created_at: string;
}

interface SandboxSubscriptionsTable {
  id: Generated<number>;
  subscription_code: string;
  email_token: string;
  plan_code: string;
  email: string;
  status: 'active' | 'attention' | 'cancelled';
  /** Months charged so far, the first included. */
  months_charged: number;
  /** The last four digits of the card given on the manage page; null: the test card of the first charge. */
  card_last4: OptionalNullable<string>;
  created_at: string;
}

/** Money the forum paid out, shown in the public ledger. */
interface DisbursementsTable {
  id: Generated<number>;
  /** YYYY-MM-DD, never in the future. */
  paid_on: string;
  /** null: paid from the general fund. */
  program_id: number | null;
  amount_kobo: number;
  /** What it paid for (public). */
  description: string;
  /** Public upload (image or PDF), published on purpose. */
  receipt_url: string | null;
  receipt_mime: string | null;
  created_at: string;
  updated_at: string;
}

interface OutboxTable {
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
  /** Set while a dispatcher holds the mail (a lease): no other dispatcher sends it before this moment. */
  claimed_until: string | null;
}

interface AuditLogTable {
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
interface SandboxTransactionsTable {
  id: Generated<number>;
  reference: string;
  access_code: string;
  email: string;
  amount_kobo: number;
  currency: string;
  status: 'abandoned' | 'success' | 'failed';
  metadata: string;
  paid_at: string | null;
  /** Set when the transaction was a plan's (monthly) charge. */
  plan_code: string | null;
  /** Where the hosted checkout sends the payer back (initialized with a `callback_url`). */
  callback_url: string | null;
  created_at: string;
}

/**
 * The first answer to each Idempotency-Key, per route, for 24 hours. `processing`: claimed by `owner` until
 * `locked_until` (a process killed mid-request lets a retry take over after that); `done`: the answer is kept.
 */
interface IdempotencyKeysTable {
  /** Method and route pattern: a key means something only on the route it was sent to. */
  scope: string;
  key: string;
  /** SHA-256 of the request's content: the same key with other content is refused. */
  fingerprint: string;
  state: 'processing' | 'done';
  owner: string;
  locked_until: string;
  response_status: number | null;
  /** JSON of the answer's Content-Type and Location headers. */
  response_headers: string | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

/** 'pending' until Paystack says it was processed (money went back) or failed (the gift can be refunded again). */
export type RefundStatus = 'pending' | 'processed' | 'failed';

/** Money going back to a payer, one row per Paystack refund. */
interface RefundsTable {
  id: Generated<number>;
  /** Paystack's refund id: every event about this refund updates this one row. */
  provider_refund_id: string;
  payment_reference: string;
  amount_kobo: number;
  currency: string;
  status: RefundStatus;
  /** Why the admin refunded; null for a refund started in Paystack's dashboard. */
  reason: OptionalNullable<string>;
  /** Paystack's message when the refund failed. */
  failure_message: OptionalNullable<string>;
  requested_by_admin_id: OptionalNullable<number>;
  requested_by_email: OptionalNullable<string>;
  /** When Paystack processed it: the ledger counts the refund in this month. */
  processed_at: OptionalNullable<string>;
  /** When its effects and the donor's notice were applied: once both it (processed) and its payment are recorded. */
  applied_at: OptionalNullable<string>;
  created_at: string;
  updated_at: string;
}

/** 'lost': resolved in the payer's favour (counts as a refund); 'won': in the forum's (changes nothing). */
type DisputeStatus = 'open' | 'won' | 'lost';

/** A card holder's dispute of a charge, one row per Paystack dispute. */
interface DisputesTable {
  id: Generated<number>;
  provider_dispute_id: string;
  payment_reference: string;
  /** What Paystack holds, and what goes back if the dispute is lost. */
  amount_kobo: number;
  currency: string;
  status: DisputeStatus;
  resolution: OptionalNullable<string>;
  /** Paystack's deadline for the forum's answer. */
  due_at: OptionalNullable<string>;
  reminded_at: OptionalNullable<string>;
  resolved_at: OptionalNullable<string>;
  created_at: string;
  updated_at: string;
}

/** The emulator's refunds (sandbox only). */
interface SandboxRefundsTable {
  id: Generated<number>;
  transaction_reference: string;
  amount_kobo: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  merchant_note: string;
  customer_note: string;
  created_at: string;
}

/** A single-use link to a person's own page (30 minutes). Only the token's SHA-256 is kept. */
interface OwnPageLinksTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A session on a person's own page, for one e-mail address (7 days, or until sign out). Not an admin session. */
interface OwnPageSessionsTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  expires_at: string;
  ended_at: string | null;
  created_at: string;
}

/** An admin session ended by "Sign out": its token is refused until `expires_at`, when the row may go. */
interface EndedAdminSessionsTable {
  /** The `sid` claim of the admin token. */
  session_id: string;
  admin_id: number;
  /** When the token would have expired (ISO). */
  expires_at: string;
  ended_at: string;
}

/**
 * A donor's yearly statement: one number per address, calendar year, gift count and total, which the forum can
 * look up; a new total gets a new number.
 */
interface GiftStatementsTable {
  id: Generated<number>;
  statement_number: string;
  email: string;
  year: number;
  gift_count: number;
  total_kobo: number;
  issued_at: string;
  created_at: string;
}

export type AdminRow = Selectable<AdminsTable>;
export type AdminTokenRow = Selectable<AdminTokensTable>;
export type ProgramRow = Selectable<ProgramsTable>;
export type BlogRow = Selectable<BlogsTable>;
export type MemberRow = Selectable<MembersTable>;
export type MembershipApplicationRow = Selectable<MembershipApplicationsTable>;
export type NewMembershipApplicationRow = Insertable<MembershipApplicationsTable>;
export type MemberRequestRow = Selectable<MemberRequestsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPaymentRow = Insertable<PaymentsTable>;
export type DisbursementRow = Selectable<DisbursementsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type ConsentRow = Selectable<ConsentsTable>;
export type DocumentAccessRow = Selectable<DocumentAccessLogTable>;
export type BreachRow = Selectable<BreachesTable>;
export type DonationPlanRow = Selectable<DonationPlansTable>;
export type MonthlyGiftRow = Selectable<MonthlyGiftsTable>;
export type SandboxTransactionRow = Selectable<SandboxTransactionsTable>;
export type SandboxPlanRow = Selectable<SandboxPlansTable>;
export type OwnPageLinkRow = Selectable<OwnPageLinksTable>;
export type GiftStatementRow = Selectable<GiftStatementsTable>;
export type SandboxSubscriptionRow = Selectable<SandboxSubscriptionsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type DisputeRow = Selectable<DisputesTable>;
export type SandboxRefundRow = Selectable<SandboxRefundsTable>;
