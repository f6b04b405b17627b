import { nowIso } from '../lib/clock';
import type { AdminTokenRow } from '../db/schema';
import { countRows, type DbExecutor } from './executor';

export type AdminTokenPurpose = AdminTokenRow['purpose'];

/** Invitation and password-reset links: only the token's hash is stored; each can be used once, before it expires. */
export function createAdminTokensRepository(db: DbExecutor) {
  return {
    async create(token: {
      purpose: AdminTokenPurpose;
      email: string;
      tokenHash: string;
      expiresAt: string;
      createdByAdminId: number | null;
    }): Promise<void> {
      await db
        .insertInto('admin_tokens')
        .values({
          purpose: token.purpose,
          email: token.email.toLowerCase(),
          token_hash: token.tokenHash,
          created_by_admin_id: token.createdByAdminId,
          expires_at: token.expiresAt,
          used_at: null,
          created_at: nowIso(),
        })
        .execute();
    },

    /**
     * Marks the token used and answers it, if it exists, is unused and unexpired. The update is conditional,
     * so two requests with one token cannot both succeed.
     */
    async consume(tokenHash: string): Promise<AdminTokenRow | undefined> {
      const now = nowIso();
      return db
        .updateTable('admin_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
    },

    /** Older unused links for an address stop working when a new one is sent (or the admin is removed). */
    async revokeUnused(email: string, purpose?: AdminTokenPurpose): Promise<void> {
      let query = db
        .updateTable('admin_tokens')
        .set({ used_at: nowIso() })
        .where('email', '=', email.toLowerCase())
        .where('used_at', 'is', null);
      if (purpose) query = query.where('purpose', '=', purpose);
      await query.execute();
    },

    /** The waiting invitation to an address stops working; false when none was waiting. */
    async revokePendingInvite(email: string): Promise<boolean> {
      const result = await db
        .updateTable('admin_tokens')
        .set({ used_at: nowIso() })
        .where('email', '=', email.toLowerCase())
        .where('purpose', '=', 'invite')
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The unused invitations an admin sent stop working (the admin was removed). */
    async revokeInvitesBy(adminId: number): Promise<void> {
      await db
        .updateTable('admin_tokens')
        .set({ used_at: nowIso() })
        .where('created_by_admin_id', '=', adminId)
        .where('purpose', '=', 'invite')
        .where('used_at', 'is', null)
        .execute();
    },

    /** How many unused, unexpired links of a kind an address has. */
    async countLive(email: string, purpose: AdminTokenPurpose): Promise<number> {
      return countRows(
        db
          .selectFrom('admin_tokens')
          .where('email', '=', email.toLowerCase())
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .where('expires_at', '>', nowIso()),
      );
    },

    /** Unused, unexpired invitations, newest first (the Admins screen lists them). */
    async listPendingInvites(): Promise<AdminTokenRow[]> {
      return db
        .selectFrom('admin_tokens')
        .selectAll()
        .where('purpose', '=', 'invite')
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
