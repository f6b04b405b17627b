import type { BlogRow } from '../db/schema';
import type { DbExecutor } from './executor';
import { createIllustratedContentRepository } from './illustrated-content-repository';

export interface BlogFields {
  title: string;
  summary: string;
  /** Already sanitised HTML. */
  body: string;
  author: string | null;
}

export function createBlogsRepository(db: DbExecutor) {
  return {
    ...createIllustratedContentRepository<'blogs', BlogFields>(db, 'blogs'),

    /** Oldest first, as the PHP API lists them: the SPA reverses the list to show the newest first. */
    async listAll(): Promise<BlogRow[]> {
      return db.selectFrom('blogs').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    },
  };
}
