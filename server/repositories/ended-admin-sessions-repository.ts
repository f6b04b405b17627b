import { nowIso } from '../lib/clock';
import type { DbExecutor } from './executor';

/** Admin sessions ended by "Sign out", kept until their token would have expired. */
export function createEndedAdminSessionsRepository(db: DbExecutor) {
  return {
    async isEnded(sessionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('ended_admin_sessions')
        .select('session_id')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records the end of a session (once: ending it again changes nothing) and drops rows past their expiry. */
    async end(session: { sessionId: string; adminId: number; expiresAt: string }): Promise<void> {
      const now = nowIso();
      await db.deleteFrom('ended_admin_sessions').where('expires_at', '<', now).execute();
      await db
        .insertInto('ended_admin_sessions')
        .values({
          session_id: session.sessionId,
          admin_id: session.adminId,
          expires_at: session.expiresAt,
          ended_at: now,
        })
        .onConflict((conflict) => conflict.column('session_id').doNothing())
        .execute();
    },
  };
}
