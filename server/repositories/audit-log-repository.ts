import { nowIso } from '../lib/clock';
import type { AuditLogRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface AuditActor {
  /** null: the server itself (a scheduled job). */
  id: number | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  /** Absent when the entry is about no single row (an invitation, a person, a retention run). */
  entityId?: string | number;
  summary: string;
}

/** Every admin write leaves one row here; pass the write's transaction so both commit together. */
export function createAuditLogRepository(db: DbExecutor) {
  return {
    async record(actor: AuditActor, entry: AuditEntry): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          admin_id: actor.id,
          admin_email: actor.email,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId === undefined ? null : String(entry.entityId),
          summary: entry.summary,
          created_at: nowIso(),
        })
        .execute();
    },

    async listRecent(limit = 200): Promise<AuditLogRow[]> {
      return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
