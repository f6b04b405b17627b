import type { DbExecutor } from './executor';

/** Answers once the database has run a trivial query (health checks). */
export async function probeDatabase(db: DbExecutor): Promise<void> {
  await db.selectFrom('admins').select('id').limit(1).execute();
}
