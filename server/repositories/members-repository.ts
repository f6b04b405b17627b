import type { MemberEdit, MemberFields } from '@contract/member';
import { nowIso } from '../lib/clock';
import { newMemberUlid } from '../lib/member-id';
import type { MemberRow } from '../db/schema';
import { countRows, type DbExecutor } from './executor';

export interface NewMemberDetails extends Omit<MemberFields, 'title' | 'marital_status'> {
  /** Free text when the member comes from an application ('Dr.', 'Prof.'); the admin form sends Mr/Miss/Mrs. */
  title: string;
  marital_status: string;
  membershipApplicationId?: number | null;
}

/** The admin's member records: create (approved, with a new ULID), list, update, delete. */
export function createMembersRepository(db: DbExecutor) {
  return {
    async listAll(): Promise<MemberRow[]> {
      return db.selectFrom('members').selectAll().orderBy('id', 'desc').execute();
    },

    async findById(id: number): Promise<MemberRow | undefined> {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create({ membershipApplicationId, ...fields }: NewMemberDetails): Promise<MemberRow> {
      const now = nowIso();
      return db
        .insertInto('members')
        .values({
          ...fields,
          ulid: newMemberUlid(),
          status: 'approved',
          membership_application_id: membershipApplicationId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Answers false when no member has this id. */
    async update(id: number, fields: MemberEdit): Promise<boolean> {
      const result = await db
        .updateTable('members')
        .set({ ...fields, updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Deletes the member. Their member requests stay readable (each row keeps the name and ULID it was filed
     * with) and lose only the link; an accepted application forgets which member it became.
     */
    async delete(id: number): Promise<boolean> {
      await db.updateTable('member_requests').set({ member_id: null }).where('member_id', '=', id).execute();
      await db
        .updateTable('membership_applications')
        .set({ member_id: null })
        .where('member_id', '=', id)
        .execute();
      const result = await db.deleteFrom('members').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async count(): Promise<number> {
      return countRows(db.selectFrom('members'));
    },
  };
}
