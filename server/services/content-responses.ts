import type { Blog } from '@contract/blog';
import type { Program } from '@contract/program';
import type { ProgramProgress } from '@contract/program-goal';
import type { BlogRow, ProgramRow } from '../db/schema';
import { parseImageVariants } from '../images/image-variants';
import type { DbExecutor } from '../repositories/executor';
import { createLedgerRepository } from '../repositories/ledger-repository';
import { createProgramsRepository } from '../repositories/programs-repository';

/** A row as the API and the server-rendered pages hand it out (the same shape for both). */
function toProgramResponse(row: ProgramRow, progress?: ProgramProgress): Program {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    imageVariants: parseImageVariants(row.image_variants),
    goalNaira: row.goal_naira === null ? null : Number(row.goal_naira),
    goalEndsOn: row.goal_ends_on,
    progress: progress ?? { raisedKobo: 0, donors: 0 },
  };
}

/** The programs as their call answers them. */
export async function programsResponse(db: DbExecutor) {
  return {
    success: true,
    message: 'Programs retrieved successfully',
    data: await listProgramsWithProgress(db),
  };
}

/** Every program with what verified gifts earmarked for it add up to (the ledger's own query). */
async function listProgramsWithProgress(db: DbExecutor): Promise<Program[]> {
  const [rows, progress] = await Promise.all([
    createProgramsRepository(db).listAll(),
    createLedgerRepository(db).programProgress(),
  ]);
  return rows.map((row) => toProgramResponse(row, progress.get(row.id)));
}

export function toBlogResponse(row: BlogRow): Blog {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image_url: row.image_url,
    created_at: row.created_at,
    author: row.author,
    image_variants: parseImageVariants(row.image_variants),
    updated_at: row.updated_at,
  };
}
