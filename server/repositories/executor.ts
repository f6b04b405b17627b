import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** What a repository runs its queries on: the database, or a transaction so several writes commit together. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

/** How many rows a query finds. */
export async function countRows<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
): Promise<number> {
  const row = await query.select(sql<string | number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
