import { nowIso } from '../lib/clock';
import type { AdminRow } from '../db/schema';
import type { DbExecutor } from './executor';

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
      const row = await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Creates the admin, or sets its password (and restores it if deleted). */
    async upsert(email: string, passwordHash: string): Promise<'created' | 'updated'> {
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
          .set({ password_hash: passwordHash, updated_at: now, deleted_at: null })
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
        })
        .execute();
      return 'created';
    },

    async softDelete(id: number): Promise<void> {
      await db.updateTable('admins').set({ deleted_at: nowIso() }).where('id', '=', id).execute();
    },
  };
}
