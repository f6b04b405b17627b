import { nowIso } from '../lib/clock';
import type { DisputeRow } from '../db/schema';
import type { DbExecutor } from './executor';

interface DisputeEvent {
  providerDisputeId: string;
  reference: string;
  amountKobo: number;
  currency: string;
  dueAt: string | null;
}

/**
 * Disputes, one row per Paystack dispute id. Opened (or reminded) once; resolved once, and a resolution is
 * final: a late or repeated `create` or `remind` after it changes nothing.
 */
export function createDisputesRepository(db: DbExecutor) {
  async function insertOpen(event: DisputeEvent, now: string): Promise<boolean> {
    const inserted = await db
      .insertInto('disputes')
      .values({
        provider_dispute_id: event.providerDisputeId,
        payment_reference: event.reference,
        amount_kobo: event.amountKobo,
        currency: event.currency,
        status: 'open',
        due_at: event.dueAt,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('provider_dispute_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  return {
    /** charge.dispute.create or .remind: the dispute is open with Paystack's latest due date. */
    async recordOpen(event: DisputeEvent, reminder: boolean): Promise<boolean> {
      const now = nowIso();
      const inserted = await insertOpen(event, now);
      if (inserted && !reminder) return true;
      await db
        .updateTable('disputes')
        .set({
          ...(event.dueAt ? { due_at: event.dueAt } : {}),
          ...(reminder ? { reminded_at: now } : {}),
          updated_at: now,
        })
        .where('provider_dispute_id', '=', event.providerDisputeId)
        .where('status', '=', 'open')
        .execute();
      return inserted;
    },

    /** charge.dispute.resolve; answers whether this call resolved it (false: it was resolved before). */
    async resolve(event: DisputeEvent, lost: boolean, resolution: string | null): Promise<boolean> {
      const now = nowIso();
      await insertOpen(event, now);
      const result = await db
        .updateTable('disputes')
        .set({
          status: lost ? 'lost' : 'won',
          resolution,
          resolved_at: now,
          updated_at: now,
          ...(lost ? { amount_kobo: event.amountKobo } : {}),
        })
        .where('provider_dispute_id', '=', event.providerDisputeId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The disputes of these payments, oldest first. */
    async listForPayments(references: readonly string[]): Promise<DisputeRow[]> {
      if (references.length === 0) return [];
      return db
        .selectFrom('disputes')
        .selectAll()
        .where('payment_reference', 'in', references)
        .orderBy('id')
        .execute();
    },

    /** Open disputes, the soonest due first. */
    async listOpen(): Promise<DisputeRow[]> {
      return db
        .selectFrom('disputes')
        .selectAll()
        .where('status', '=', 'open')
        .orderBy('due_at')
        .orderBy('id')
        .execute();
    },
  };
}
