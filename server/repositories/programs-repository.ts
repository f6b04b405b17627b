import { nowIso } from '../lib/clock';
import type { ProgramRow } from '../db/schema';
import type { DbExecutor } from './executor';

export interface NewProgram {
  title: string;
  description: string;
  date: string;
  imageUrl: string;
}

export function createProgramsRepository(db: DbExecutor) {
  return {
    /** Oldest date first, as the PHP API lists them; the SPA picks the upcoming one itself. */
    async listAll(): Promise<ProgramRow[]> {
      return db.selectFrom('programs').selectAll().orderBy('date', 'asc').orderBy('id', 'asc').execute();
    },

    async create(program: NewProgram): Promise<ProgramRow> {
      const now = nowIso();
      return db
        .insertInto('programs')
        .values({
          title: program.title,
          description: program.description,
          date: program.date,
          image_url: program.imageUrl,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
