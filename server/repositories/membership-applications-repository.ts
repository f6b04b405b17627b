import { sql } from 'kysely';
import type { ApplicantStanding } from '@contract/membership-application';
import { nowIso } from '../lib/clock';
import { isSamePhoneNumber } from '../lib/phone-number';
import type { NewMembershipApplicationRow, MembershipApplicationRow } from '../db/schema';
import { countRows, type DbExecutor } from './executor';

/** Membership applications with their privately stored documents. */
export function createMembershipApplicationsRepository(db: DbExecutor) {
  return {
    async insert(membershipApplication: NewMembershipApplicationRow): Promise<number> {
      const row = await db
        .insertInto('membership_applications')
        .values(membershipApplication)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findById(id: number): Promise<MembershipApplicationRow | undefined> {
      return db.selectFrom('membership_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByPaymentReference(reference: string): Promise<MembershipApplicationRow | undefined> {
      return db
        .selectFrom('membership_applications')
        .selectAll()
        .where('payment_reference', '=', reference)
        .executeTakeFirst();
    },

    /**
     * What `email` (in any case) already has: a member with it, an application under review, or neither. Given
     * `phone`, only what holds that number counts: an application under review with it, or a member accepted
     * from an application with it (a member added by an admin has no number on record, so never counts).
     */
    async standingOf(email: string, phone?: string): Promise<ApplicantStanding> {
      const address = email.trim().toLowerCase();
      const holdsPhone = (rows: Array<{ phone: string | null }>) =>
        rows.some((row) => phone === undefined || isSamePhoneNumber(row.phone ?? '', phone));
      const members = await db
        .selectFrom('members')
        .leftJoin(
          'membership_applications',
          'membership_applications.id',
          'members.membership_application_id',
        )
        .select('membership_applications.phone')
        .where(sql<string>`lower(members.email)`, '=', address)
        .execute();
      if (holdsPhone(members)) return 'member';
      const pending = await db
        .selectFrom('membership_applications')
        .select('phone')
        .where(sql<string>`lower(email)`, '=', address)
        .where('status', '=', 'pending')
        .execute();
      return holdsPhone(pending) ? 'pending' : 'free';
    },

    /** Newest first. */
    async listAll(): Promise<MembershipApplicationRow[]> {
      return db.selectFrom('membership_applications').selectAll().orderBy('id', 'desc').execute();
    },

    async countPending(): Promise<number> {
      return countRows(db.selectFrom('membership_applications').where('status', '=', 'pending'));
    },

    /**
     * Records a decision on a pending application. The status check is part of the UPDATE, so two admins
     * deciding at once cannot both win; false when it was no longer pending.
     */
    async decideIfPending(id: number, status: 'accepted' | 'rejected'): Promise<boolean> {
      const result = await db
        .updateTable('membership_applications')
        .set({ status, decided_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Withdraws an application nobody has decided on yet (its fee went back); false when it was decided. */
    async withdrawIfPending(id: number): Promise<boolean> {
      const result = await db
        .updateTable('membership_applications')
        .set({ status: 'withdrawn', decided_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async linkMember(id: number, memberId: number): Promise<void> {
      await db
        .updateTable('membership_applications')
        .set({ member_id: memberId })
        .where('id', '=', id)
        .execute();
    },

    /** Every stored document path rows point at (passport photos and certificates). */
    async listDocumentPaths(): Promise<string[]> {
      const rows = await db
        .selectFrom('membership_applications')
        .select(['image_path', 'certificate_path'])
        .execute();
      return rows.flatMap((row) =>
        [row.image_path, row.certificate_path].filter((path): path is string => Boolean(path)),
      );
    },
  };
}
