import type { ProgramRow } from '../db/schema';
import type { DbExecutor } from './executor';
import { createIllustratedContentRepository } from './illustrated-content-repository';

export interface ProgramFields {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** Whole naira; null: no goal. */
  goal_naira: number | null;
  /** YYYY-MM-DD; null: open-ended. */
  goal_ends_on: string | null;
}

export function createProgramsRepository(db: DbExecutor) {
  return {
    ...createIllustratedContentRepository<'programs', ProgramFields>(db, 'programs'),

    /** Oldest date first, as the PHP API lists them; the SPA picks the upcoming one itself. */
    async listAll(): Promise<ProgramRow[]> {
      return db.selectFrom('programs').selectAll().orderBy('date', 'asc').orderBy('id', 'asc').execute();
    },
  };
}
