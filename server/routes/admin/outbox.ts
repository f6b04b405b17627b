import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOutboxEndpoint, OUTBOX_LIST_LIMIT } from '@contract/admin-outbox';
import { createOutboxRepository } from '../../repositories/outbox-repository';

/** GET /api/admin/outbox: the latest queued, sent and failed e-mails (admin only, registered under the admin hook). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getOutboxEndpoint.path, async () => {
    const mails = await createOutboxRepository(app.db).listRecent(OUTBOX_LIST_LIMIT);
    return {
      success: true,
      data: mails.map(({ html_body: _html, ...mail }) => mail),
    };
  });
};

export default outboxRoutes;
