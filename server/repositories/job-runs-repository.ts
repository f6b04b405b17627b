import { nowIso } from '../lib/clock';
import type { DbExecutor } from './executor';

/** Scheduled jobs' runs: the primary key (job, run key) lets exactly one instance claim each run. */
export function createJobRunsRepository(db: DbExecutor) {
  return {
    /** Whether this caller claimed the run; false when another instance (or an earlier start) already has. */
    async claim(job: string, runKey: string, owner: string): Promise<boolean> {
      const inserted = await db
        .insertInto('job_runs')
        .values({ job, run_key: runKey, owner, started_at: nowIso(), finished_at: null, summary: null })
        .onConflict((conflict) => conflict.columns(['job', 'run_key']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Gives up an unfinished claim of this owner, so that a later check may run it again. */
    async release(job: string, runKey: string, owner: string): Promise<void> {
      await db
        .deleteFrom('job_runs')
        .where('job', '=', job)
        .where('run_key', '=', runKey)
        .where('owner', '=', owner)
        .where('finished_at', 'is', null)
        .execute();
    },

    async finish(job: string, runKey: string, summary: string): Promise<void> {
      await db
        .updateTable('job_runs')
        .set({ finished_at: nowIso(), summary })
        .where('job', '=', job)
        .where('run_key', '=', runKey)
        .execute();
    },
  };
}
