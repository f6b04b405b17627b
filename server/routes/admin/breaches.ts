import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BREACH_MESSAGES,
  listBreachesEndpoint,
  ndpcDeadline,
  recordBreachEndpoint,
  recordNdpcNotifiedEndpoint,
  type Breach,
} from '@contract/admin-breaches';
import { z } from '@contract/zod';
import type { BreachRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { adminOf } from '../../plugins/app/auth';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { createBreachesRepository } from '../../repositories/breaches-repository';

const toBreach = (row: BreachRow): Breach => ({
  id: row.id,
  whatHappened: row.what_happened,
  foundAt: row.found_at,
  whoWasAffected: row.who_was_affected,
  ndpcNotifiedAt: row.ndpc_notified_at,
  ndpcDeadline: ndpcDeadline(row.found_at),
  recordedBy: row.recorded_by,
  createdAt: row.created_at,
});

const idParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** A moment given by the admin, as stored (ISO-8601 UTC); a moment in the future is refused. */
const instant = (value: string, message: string) => {
  const time = Date.parse(value);
  if (Number.isNaN(time) || time > Date.now() + 60_000) throw badRequest(message);
  return new Date(time).toISOString();
};

/**
 * The breach register: what happened, when it was found, who was affected and when the NDPC was told, with the
 * 72-hour deadline counted from the discovery. Every write goes to the audit log with it.
 */
const breachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listBreachesEndpoint.path, async () => ({
    success: true,
    data: (await createBreachesRepository(app.db).listNewestFirst()).map(toBreach),
  }));

  app.post(recordBreachEndpoint.path, { schema: { body: recordBreachEndpoint.body } }, async (request) => {
    const admin = adminOf(request);
    const foundAt = instant(request.body.foundAt, BREACH_MESSAGES.foundAtInvalid);
    const row = await app.db.transaction().execute(async (trx) => {
      const breach = await createBreachesRepository(trx).insert({
        whatHappened: request.body.whatHappened,
        foundAt,
        whoWasAffected: request.body.whoWasAffected,
        recordedBy: admin.email,
      });
      await createAuditLogRepository(trx).record(admin, {
        action: 'breach.record',
        entity: 'breach',
        entityId: breach.id,
        summary: `recorded a breach found at ${foundAt}`,
      });
      return breach;
    });
    return { success: true, message: BREACH_MESSAGES.recorded, data: toBreach(row) };
  });

  app.put(
    recordNdpcNotifiedEndpoint.path,
    { schema: { params: idParams, body: recordNdpcNotifiedEndpoint.body } },
    async (request) => {
      const admin = adminOf(request);
      const row = await app.db.transaction().execute(async (trx) => {
        const breaches = createBreachesRepository(trx);
        const breach = await breaches.findById(request.params.id);
        if (!breach) throw notFound(BREACH_MESSAGES.notFound);
        const notifiedAt = instant(request.body.notifiedAt, BREACH_MESSAGES.notifiedAtInvalid);
        if (notifiedAt < breach.found_at) throw badRequest(BREACH_MESSAGES.notifiedAtInvalid);
        const updated = await breaches.setNdpcNotified(breach.id, notifiedAt);
        await createAuditLogRepository(trx).record(admin, {
          action: 'breach.ndpc-notified',
          entity: 'breach',
          entityId: breach.id,
          summary: `the NDPC was told at ${notifiedAt}`,
        });
        return updated!;
      });
      return { success: true, message: BREACH_MESSAGES.notified, data: toBreach(row) };
    },
  );
};

export default breachRoutes;
