import { nowIso } from '../lib/clock';
import type { BlogRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface NewBlog {
  title: string;
  summary: string;
  /** Already sanitised HTML. */
  body: string;
  author: string | null;
  imageUrl: string;
}

export function createBlogsRepository(db: DbExecutor) {
  return {
    /** Oldest first, as the PHP API lists them: the SPA reverses the list to show the newest first. */
    async listAll(): Promise<BlogRow[]> {
      return db.selectFrom('blogs').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    },

    async findById(id: number): Promise<BlogRow | undefined> {
      return db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(blog: NewBlog): Promise<BlogRow> {
      const now = nowIso();
      return db
        .insertInto('blogs')
        .values({
          title: blog.title,
          summary: blog.summary,
          body: blog.body,
          author: blog.author,
          image_url: blog.imageUrl,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
