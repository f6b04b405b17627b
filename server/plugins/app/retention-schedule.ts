import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJobRunsRepository } from '../../repositories/job-runs-repository';
import { retentionSummary, runRetention } from '../../services/retention';

const JOB = 'retention';
/** How often each process asks whether today's run is still to be done. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first check waits for the start to settle. */
const FIRST_CHECK_MS = 60 * 1000;

/**
 * Today's retention run, if no instance has claimed it yet: the claim is a row keyed by the job and the UTC
 * day, so however many processes or instances serve the site, one of them runs it once a day. A run that
 * fails gives its claim back, so the next hourly check (here or elsewhere) runs it again.
 */
export async function runRetentionIfDue(app: FastifyInstance, now = new Date()): Promise<boolean> {
  const runKey = now.toISOString().slice(0, 10);
  const jobRuns = createJobRunsRepository(app.db);
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  if (!(await jobRuns.claim(JOB, runKey, owner))) return false;
  const report = await runRetention(app.db, app.files, app.config.privacy, { now }).catch(
    async (error: unknown) => {
      // A failed run (the store or the database not answering) gives the day back: the next check tries again.
      await jobRuns.release(JOB, runKey, owner);
      throw error;
    },
  );
  const summary = retentionSummary(report);
  await jobRuns.finish(JOB, runKey, summary);
  app.log.info({ job: JOB, runKey }, `retention run: ${summary}`);
  return true;
}

/** The daily retention job, in every process that serves (RETENTION_SCHEDULE, on by default outside tests). */
export default fp(
  async (app) => {
    if (!app.config.privacy.schedule) return;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      runRetentionIfDue(app)
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'the retention job failed; tried again later'),
        )
        .finally(() => {
          timer = setTimeout(check, CHECK_EVERY_MS);
          timer.unref();
        });
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(check, FIRST_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'retention-schedule', dependencies: ['database', 'services'] },
);
