import type { NewMembershipApplicationRow, MembershipApplicationRow } from '../db/schema';
import type { DbExecutor } from './executor';

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

    /** Newest first. */
    async listAll(): Promise<MembershipApplicationRow[]> {
      return db.selectFrom('membership_applications').selectAll().orderBy('id', 'desc').execute();
    },
  };
}
