import { nowIso } from '../lib/clock';
import type { AdminRow } from '../db/schema';
import { countRows, type DbExecutor } from './executor';

export function createAdminsRepository(db: DbExecutor) {
  return {
    async findActiveByEmail(email: string): Promise<AdminRow | undefined> {
      return db
        .selectFrom('admins')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async findActiveById(id: number): Promise<AdminRow | undefined> {
      return db
        .selectFrom('admins')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async countActive(): Promise<number> {
      return countRows(db.selectFrom('admins').where('deleted_at', 'is', null));
    },

    /** `lock` (PostgreSQL, in a transaction): the rows stay locked until it ends. */
    async listActive({ lock = false }: { lock?: boolean } = {}): Promise<AdminRow[]> {
      const query = db.selectFrom('admins').selectAll().where('deleted_at', 'is', null).orderBy('id');
      return (lock ? query.forUpdate() : query).execute();
    },

    /**
     * A new password. `signOutEverywhere` also raises the token version, so every token issued before stops
     * working; `mustChange` marks a generated password the admin must replace at first sign-in.
     */
    async setPassword(
      id: number,
      passwordHash: string,
      { signOutEverywhere, mustChange = false }: { signOutEverywhere: boolean; mustChange?: boolean },
    ): Promise<void> {
      await db
        .updateTable('admins')
        .set((eb) => ({
          password_hash: passwordHash,
          must_change_password: mustChange ? 1 : 0,
          updated_at: nowIso(),
          ...(signOutEverywhere ? { token_version: eb('token_version', '+', 1) } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Replaces a hash by one of the same password at the current cost, unless it changed meanwhile (a password
     * change wins). Sessions go on: the password is the same.
     */
    async rehashPassword(id: number, oldHash: string, newHash: string): Promise<void> {
      await db
        .updateTable('admins')
        .set({ password_hash: newHash })
        .where('id', '=', id)
        .where('password_hash', '=', oldHash)
        .execute();
    },

    /** "Sign out everywhere": tokens carrying an older version are refused from now on. */
    async raiseTokenVersion(id: number): Promise<void> {
      await db
        .updateTable('admins')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
        .where('id', '=', id)
        .execute();
    },

    /** Creates the admin, or sets its password (and restores it if deleted). */
    async upsert(
      email: string,
      passwordHash: string,
      { mustChangePassword = false }: { mustChangePassword?: boolean } = {},
    ): Promise<'created' | 'updated'> {
      const normalised = email.toLowerCase();
      const now = nowIso();
      const existing = await db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', normalised)
        .executeTakeFirst();
      if (existing) {
        await db
          .updateTable('admins')
          .set(() => ({
            password_hash: passwordHash,
            updated_at: now,
            deleted_at: null,
            must_change_password: mustChangePassword ? 1 : 0,
          }))
          .where('id', '=', existing.id)
          .execute();
        return 'updated';
      }
      await db
        .insertInto('admins')
        .values({
          email: normalised,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
          deleted_at: null,
          must_change_password: mustChangePassword ? 1 : 0,
        })
        .execute();
      return 'created';
    },

    async softDelete(id: number): Promise<void> {
      await db.updateTable('admins').set({ deleted_at: nowIso() }).where('id', '=', id).execute();
    },
  };
}
