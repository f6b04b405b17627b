import { sql, type Selectable } from 'kysely';
import type {
  ConsentRow,
  Database,
  DocumentAccessRow,
  MemberRequestRow,
  MemberRow,
  MembershipApplicationRow,
  MonthlyGiftRow,
  OutboxRow,
  PaymentRow,
} from '../db/schema';
import type { DbExecutor } from './executor';

const ERASED_NAME = 'Erased';

/** The tables whose rows carry the person's address in their `email` column. */
type TableWithEmail = 'payments' | 'monthly_gifts' | 'membership_applications' | 'members' | 'consents';

/** Every row held under one e-mail address (compared without regard to case), table by table. */
export interface PersonalRows {
  payments: PaymentRow[];
  monthlyGifts: MonthlyGiftRow[];
  membershipApplications: MembershipApplicationRow[];
  members: MemberRow[];
  memberRequests: MemberRequestRow[];
  consents: ConsentRow[];
  outbox: OutboxRow[];
  documentAccess: DocumentAccessRow[];
}

/** The queries that find, and erase, one person's data under their e-mail address. */
export function createPersonalDataRepository(db: DbExecutor) {
  const lowerEmail = sql<string>`lower(email)`;
  return {
    async findByEmail(email: string): Promise<PersonalRows> {
      const address = email.trim().toLowerCase();
      // Kysely cannot type a query on a table named by a type parameter: the query is built on the union of
      // the tables, and its rows are those of the table asked for.
      const heldUnderAddress = async <T extends TableWithEmail>(table: T) => {
        const rows = await db
          .selectFrom(table as TableWithEmail)
          .selectAll()
          .where(lowerEmail, '=', address)
          .orderBy('id')
          .execute();
        return rows as Selectable<Database[T]>[];
      };
      const payments = await heldUnderAddress('payments');
      const monthlyGifts = await heldUnderAddress('monthly_gifts');
      const membershipApplications = await heldUnderAddress('membership_applications');
      const members = await heldUnderAddress('members');
      const memberIds = members.map((member) => member.id);
      const memberUlids = members.map((member) => member.ulid);
      const memberRequests =
        members.length === 0
          ? []
          : await db
              .selectFrom('member_requests')
              .selectAll()
              .where((eb) => eb.or([eb('member_id', 'in', memberIds), eb('ulid', 'in', memberUlids)]))
              .orderBy('id')
              .execute();
      const consents = await heldUnderAddress('consents');
      const outbox = await db
        .selectFrom('outbox')
        .selectAll()
        .where(sql<string>`lower(recipient)`, '=', address)
        .orderBy('id')
        .execute();
      const applicationIds = membershipApplications.map((application) => application.id);
      const documentAccess =
        applicationIds.length === 0
          ? []
          : await db
              .selectFrom('document_access_log')
              .selectAll()
              .where('membership_application_id', 'in', applicationIds)
              .orderBy('id')
              .execute();
      return {
        payments,
        monthlyGifts,
        membershipApplications,
        members,
        memberRequests,
        consents,
        outbox,
        documentAccess,
      };
    },

    /**
     * Removes the person from every row found for them: names, e-mails, phones, addresses and document paths go
     * (the address becomes `pseudonym`, the same for all their rows); amounts, dates, payment references and
     * program earmarks stay. Mail to them is deleted. Run in one transaction.
     */
    async erase(rows: PersonalRows, pseudonym: string): Promise<void> {
      const ids = <T extends { id: number }>(list: T[]) => list.map((row) => row.id);
      if (rows.payments.length > 0)
        await db
          .updateTable('payments')
          .set({ email: pseudonym })
          .where('id', 'in', ids(rows.payments))
          .execute();
      if (rows.monthlyGifts.length > 0)
        await db
          .updateTable('monthly_gifts')
          .set({ email: pseudonym, email_token: null })
          .where('id', 'in', ids(rows.monthlyGifts))
          .execute();
      if (rows.membershipApplications.length > 0)
        await db
          .updateTable('membership_applications')
          .set({
            title: '',
            name: ERASED_NAME,
            gender: '',
            email: pseudonym,
            phone: '',
            marital_status: '',
            state_of_origin: '',
            address: '',
            occupation: '',
            image_path: null,
            image_original_name: null,
            image_mime: null,
            certificate_path: null,
            certificate_original_name: null,
            certificate_mime: null,
            content_hash: null,
          })
          .where('id', 'in', ids(rows.membershipApplications))
          .execute();
      if (rows.members.length > 0)
        await db
          .updateTable('members')
          .set({
            title: '',
            name: ERASED_NAME,
            state_of_origin: '',
            date_of_birth: '',
            place_of_residence: '',
            type_of_work: '',
            company_name: '',
            position_held: '',
            educational_status: '',
            marital_status: '',
            email: pseudonym,
            // An erased member has no card and cannot file requests.
            status: 'suspended',
          })
          .where('id', 'in', ids(rows.members))
          .execute();
      if (rows.memberRequests.length > 0)
        await db
          .updateTable('member_requests')
          .set({ name: ERASED_NAME, description: '' })
          .where('id', 'in', ids(rows.memberRequests))
          .execute();
      if (rows.consents.length > 0)
        await db
          .updateTable('consents')
          .set({ email: pseudonym })
          .where('id', 'in', ids(rows.consents))
          .execute();
      if (rows.outbox.length > 0) await db.deleteFrom('outbox').where('id', 'in', ids(rows.outbox)).execute();
    },

    /**
     * Ends the person's own-page links and sessions and gives their yearly statements the pseudonym (a
     * statement's number and total stay, as the gifts' do).
     */
    async eraseOwnPage(email: string, pseudonym: string): Promise<void> {
      const address = email.trim().toLowerCase();
      await db.deleteFrom('own_page_links').where(lowerEmail, '=', address).execute();
      await db.deleteFrom('own_page_sessions').where(lowerEmail, '=', address).execute();
      await db
        .updateTable('gift_statements')
        .set({ email: pseudonym })
        .where(lowerEmail, '=', address)
        .execute();
    },

    /** Takes the person's addresses and names out of the audit log's summaries; who did what, and when, stays. */
    async eraseFromAuditLog(rows: PersonalRows, email: string, pseudonym: string): Promise<void> {
      const addresses = new Set([
        email.trim(),
        ...[...rows.payments, ...rows.monthlyGifts, ...rows.membershipApplications, ...rows.members].map(
          (row) => row.email,
        ),
      ]);
      const names = new Set(
        [...rows.membershipApplications, ...rows.members, ...rows.memberRequests]
          .map((row) => row.name.trim())
          .filter((name) => name.length >= 3 && name !== ERASED_NAME),
      );
      const replacements: Array<[string, string]> = [
        ...[...addresses].filter(Boolean).map((address): [string, string] => [address, pseudonym]),
        ...[...names].map((name): [string, string] => [name, ERASED_NAME]),
      ];
      for (const [found, replacement] of replacements)
        await db
          .updateTable('audit_log')
          .set((eb) => ({
            summary: eb.fn<string>('replace', [eb.ref('summary'), eb.val(found), eb.val(replacement)]),
          }))
          .where('summary', 'like', `%${found}%`)
          .execute();
    },

    /** Gives every donation of these addresses (any case) the pseudonym of its address. */
    async pseudonymiseDonorEmails(pseudonyms: ReadonlyMap<string, string>): Promise<void> {
      for (const [email, pseudonym] of pseudonyms) {
        await db.updateTable('payments').set({ email: pseudonym }).where(lowerEmail, '=', email).execute();
        await db
          .updateTable('monthly_gifts')
          .set({ email: pseudonym, email_token: null })
          .where(lowerEmail, '=', email)
          .where('status', '=', 'cancelled')
          .execute();
      }
    },
  };
}
