import type { IdempotencyKeyRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface IdempotencyClaimRef {
  scope: string;
  key: string;
  /** Who holds the claim: a random id per request, so a claim taken over after its lease is no longer ours. */
  owner: string;
}

export interface KeptAnswer {
  status: number;
  /** JSON of the headers the answer is replayed with (Content-Type, Location). */
  headers: string;
  body: string;
}

/** The Idempotency-Key records: one row per route and key, claimed while processed, then holding the answer. */
export function createIdempotencyKeysRepository(db: DbExecutor) {
  return {
    /**
     * Claims a key for a request about to be processed; false when the route already has a row for it. The
     * primary key (scope, key) makes one of any number of racing claims win, on SQLite and PostgreSQL alike.
     */
    async claim(
      claim: IdempotencyClaimRef & {
        fingerprint: string;
        now: string;
        lockedUntil: string;
        expiresAt: string;
      },
    ): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({
          scope: claim.scope,
          key: claim.key,
          fingerprint: claim.fingerprint,
          state: 'processing',
          owner: claim.owner,
          locked_until: claim.lockedUntil,
          response_status: null,
          response_headers: null,
          response_body: null,
          created_at: claim.now,
          expires_at: claim.expiresAt,
        })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async find(scope: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /**
     * Takes over a claim whose holder's lease ran out (its process died or stalled); false when another request
     * took it first or it was answered meanwhile.
     */
    async takeOver(claim: IdempotencyClaimRef & { now: string; lockedUntil: string }): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ owner: claim.owner, locked_until: claim.lockedUntil })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('state', '=', 'processing')
        .where('locked_until', '<', claim.now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Keeps the answer of a claimed request; false when the claim is no longer this request's (taken over after
     * its lease): run in the request's own transaction, that rolls its work back.
     */
    async keepAnswer(claim: IdempotencyClaimRef, answer: KeptAnswer): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set({
          state: 'done',
          response_status: answer.status,
          response_headers: answer.headers,
          response_body: answer.body,
        })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('owner', '=', claim.owner)
        .where('state', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Lets go of a claim whose request changed nothing (refused, or failed), so a retry is processed afresh. */
    async release(claim: IdempotencyClaimRef): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('owner', '=', claim.owner)
        .where('state', '=', 'processing')
        .execute();
    },

    /** Deletes every record past its 24 hours (`only` narrows it to one route's key). */
    async purgeExpired(now: string, only?: { scope: string; key: string }): Promise<number> {
      let query = db.deleteFrom('idempotency_keys').where('expires_at', '<=', now);
      if (only) query = query.where('scope', '=', only.scope).where('key', '=', only.key);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
