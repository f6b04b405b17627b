import { nowIso } from '../lib/clock';
import type { BreachRow } from '../db/schema';
import type { DbExecutor } from './executor';

/** The register of personal-data breaches. */
export function createBreachesRepository(db: DbExecutor) {
  return {
    async listNewestFirst(): Promise<BreachRow[]> {
      return db
        .selectFrom('breaches')
        .selectAll()
        .orderBy('found_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async findById(id: number): Promise<BreachRow | undefined> {
      return db.selectFrom('breaches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(breach: {
      whatHappened: string;
      foundAt: string;
      whoWasAffected: string;
      recordedBy: string;
    }): Promise<BreachRow> {
      const now = nowIso();
      return db
        .insertInto('breaches')
        .values({
          what_happened: breach.whatHappened,
          found_at: breach.foundAt,
          who_was_affected: breach.whoWasAffected,
          ndpc_notified_at: null,
          recorded_by: breach.recordedBy,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setNdpcNotified(id: number, notifiedAt: string): Promise<BreachRow | undefined> {
      return db
        .updateTable('breaches')
        .set({ ndpc_notified_at: notifiedAt, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
