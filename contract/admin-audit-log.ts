import { z } from './zod';
import { defineEndpoint } from './endpoint';

export const AUDIT_LOG_LIMIT = 500;

const auditEntrySchema = z.object({
  id: z.number(),
  adminEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditLogResponseSchema = z.object({ success: z.boolean(), data: z.array(auditEntrySchema) });

/** GET /api/admin/audit-log: the latest admin writes, newest first. */
export const listAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: 'admin',
  response: listAuditLogResponseSchema,
});
