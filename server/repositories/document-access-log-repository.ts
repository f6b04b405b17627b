import { nowIso } from '../lib/clock';
import type { DbExecutor } from './executor';

export interface DocumentAccess {
  admin: { id: number; email: string };
  membershipApplicationId: number;
  document: 'photo' | 'certificate';
  action: 'view' | 'download';
}

/** Which admin opened which applicant's document, and when. */
export function createDocumentAccessLogRepository(db: DbExecutor) {
  return {
    async record(access: DocumentAccess): Promise<void> {
      await db
        .insertInto('document_access_log')
        .values({
          admin_id: access.admin.id,
          admin_email: access.admin.email,
          membership_application_id: access.membershipApplicationId,
          document: access.document,
          action: access.action,
          created_at: nowIso(),
        })
        .execute();
    },
  };
}
