import type { SubmitMemberRequestBody } from '@contract/member-request';
import { nowIso } from '../lib/clock';
import type { MemberRequestRow } from '../db/schema';
import { countRows, type DbExecutor } from './executor';

export type MemberRequestDecision = 'approved' | 'rejected';

/** The columns the admin list shows. */
export type MemberRequestListItem = Pick<
  MemberRequestRow,
  'id' | 'name' | 'ulid' | 'type' | 'duration' | 'amount' | 'description' | 'status' | 'created_at'
> & {
  /** The name on the member's record, for the admin to compare with the name typed (null: record gone). */
  member_name: string | null;
};

export type DecideOutcome =
  | { outcome: 'decided'; memberRequest: MemberRequestRow }
  | { outcome: 'not-found' }
  | { outcome: 'already-decided'; status: MemberRequestRow['status'] };

export function createMemberRequestsRepository(db: DbExecutor) {
  return {
    /** Stores a new request as pending; only the field of its type is kept (duration for leave, amount for raise). */
    async createPending(request: SubmitMemberRequestBody, memberId: number): Promise<MemberRequestRow> {
      return db
        .insertInto('member_requests')
        .values({
          member_id: memberId,
          name: request.name,
          ulid: request.ulid,
          type: request.type,
          duration: request.type === 'leave' ? request.duration : null,
          amount: request.type === 'raise' ? request.amount : null,
          description: request.description,
          status: 'pending',
          decided_at: null,
          decided_by: null,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Every request, newest first, with the name on the record of the member whose ULID it carries. */
    async listNewestFirst(): Promise<MemberRequestListItem[]> {
      return db
        .selectFrom('member_requests')
        .leftJoin('members', 'members.id', 'member_requests.member_id')
        .select([
          'member_requests.id',
          'member_requests.name',
          'member_requests.ulid',
          'member_requests.type',
          'member_requests.duration',
          'member_requests.amount',
          'member_requests.description',
          'member_requests.status',
          'member_requests.created_at',
          'members.name as member_name',
        ])
        .orderBy('member_requests.id', 'desc')
        .execute();
    },

    async findById(id: number): Promise<MemberRequestRow | undefined> {
      return db.selectFrom('member_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Moves a pending request to its decision. The UPDATE itself checks `status = 'pending'`, so of two
     * concurrent decisions exactly one changes the row; the other learns it was already decided.
     */
    async decide(id: number, decision: MemberRequestDecision, decidedBy: string): Promise<DecideOutcome> {
      const updated = await db
        .updateTable('member_requests')
        .set({ status: decision, decided_at: nowIso(), decided_by: decidedBy })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (updated) return { outcome: 'decided', memberRequest: updated };
      const existing = await db
        .selectFrom('member_requests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return existing ? { outcome: 'already-decided', status: existing.status } : { outcome: 'not-found' };
    },

    async countPending(): Promise<number> {
      return countRows(db.selectFrom('member_requests').where('status', '=', 'pending'));
    },
  };
}
