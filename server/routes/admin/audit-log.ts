import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_LOG_LIMIT, listAuditLogEndpoint } from '@contract/admin-audit-log';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';

/** GET /api/admin/audit-log: who did what, when, on which record. */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listAuditLogEndpoint.path, async () => {
    const rows = await createAuditLogRepository(app.db).listRecent(AUDIT_LOG_LIMIT);
    return {
      success: true,
      data: rows.map((row) => ({
        id: row.id,
        adminEmail: row.admin_email,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        summary: row.summary,
        createdAt: row.created_at,
      })),
    };
  });
};

export default auditLogRoutes;
