import type { FastifyPluginAsync } from 'fastify';
import { listPendingMigrations } from '../../db/migrate';

/** How long /readyz waits for the database before it answers not ready. */
const READINESS_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a process manager, a load balancer or a monitor. GET /healthz: the process is up and answers
 * (touches nothing else). GET /readyz: the database answers, every migration this code knows is applied, and
 * the upload store (disk or bucket) answers; 503 otherwise, with the reason (never a connection string). Both answer JSON and are never cached.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    // pid: which process answered (several serve one port with WEB_CONCURRENCY or behind a balancer).
    return { success: true, status: 'ok', uptimeSeconds: Math.round(process.uptime()), pid: process.pid };
  });

  // Each probe reads the database and the upload store: a monitor needs a few a minute, a flood gets 429.
  app.get(
    '/readyz',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      try {
        const pending = await withTimeout(listPendingMigrations(app.db, app.dbDialect), READINESS_TIMEOUT_MS);
        if (pending.length > 0) {
          return reply
            .code(503)
            .send({ success: false, status: 'not-migrated', database: app.dbDialect, pending });
        }
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: the database does not answer');
        return reply.code(503).send({
          success: false,
          status: 'database-unreachable',
          database: app.dbDialect,
          message: 'The database does not answer',
        });
      }
      try {
        await withTimeout(app.files.probe(), READINESS_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: the upload storage does not answer');
        return reply.code(503).send({
          success: false,
          status: 'storage-unreachable',
          database: app.dbDialect,
          message: 'The upload storage does not answer',
        });
      }
      return { success: true, status: 'ready', database: app.dbDialect };
    },
  );
};

export default healthRoutes;
