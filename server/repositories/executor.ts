import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** What a repository runs its queries on: the database, or a transaction so several writes commit together. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;
