import type { SubmitRequisitionBody } from '@contract/requisition';
import { nowIso } from '../lib/clock';
import type { RequisitionRow } from '../db/schema';
import type { DbExecutor } from './executor';

export type RequisitionDecision = 'approved' | 'rejected';

/** The columns the admin list shows (SPEC section 3's requisition). */
export type RequisitionListItem = Pick<
  RequisitionRow,
  'id' | 'name' | 'ulid' | 'type' | 'duration' | 'amount' | 'description' | 'status' | 'created_at'
>;

export type DecideOutcome =
  | { outcome: 'decided'; requisition: RequisitionRow }
  | { outcome: 'not-found' }
  | { outcome: 'already-decided'; status: RequisitionRow['status'] };

export function createRequisitionsRepository(db: DbExecutor) {
  return {
    /** Stores a new request as pending; only the field of its type is kept (duration for leave, amount for raise). */
    async createPending(request: SubmitRequisitionBody, memberId: number): Promise<RequisitionRow> {
      return db
        .insertInto('requisitions')
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

    /** Every request, newest first. */
    async listNewestFirst(): Promise<RequisitionListItem[]> {
      return db
        .selectFrom('requisitions')
        .select(['id', 'name', 'ulid', 'type', 'duration', 'amount', 'description', 'status', 'created_at'])
        .orderBy('id', 'desc')
        .execute();
    },

    async findById(id: number): Promise<RequisitionRow | undefined> {
      return db.selectFrom('requisitions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Moves a pending request to its decision. The UPDATE itself checks `status = 'pending'`, so of two
     * concurrent decisions exactly one changes the row; the other learns it was already decided.
     */
    async decide(id: number, decision: RequisitionDecision, decidedBy: string): Promise<DecideOutcome> {
      const updated = await db
        .updateTable('requisitions')
        .set({ status: decision, decided_at: nowIso(), decided_by: decidedBy })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (updated) return { outcome: 'decided', requisition: updated };
      const existing = await db
        .selectFrom('requisitions')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return existing ? { outcome: 'already-decided', status: existing.status } : { outcome: 'not-found' };
    },
  };
}
