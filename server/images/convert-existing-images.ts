import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { createBlogsRepository } from '../repositories/blogs-repository';
import { createProgramsRepository } from '../repositories/programs-repository';
import {
  imageVariantsExist,
  parseImageVariants,
  PUBLIC_UPLOADS_PREFIX,
  publicUploadPath,
  writeImageVariants,
} from './image-variants';

export interface ConversionOutcome {
  converted: number;
  alreadyDone: number;
  /** Pictures that could not be read (an outside URL, a missing file): left as they are, named here. */
  skipped: string[];
}

/**
 * The bytes of a picture a row points at: an upload, or a file the SPA ships (the demo pictures, looked up in
 * each of `siteDirs`). Outside URLs are not fetched.
 */
async function readPicture(imageUrl: string, files: FileStore, siteDirs: readonly string[]) {
  if (imageUrl.startsWith(PUBLIC_UPLOADS_PREFIX)) {
    const content = await files.read('public', publicUploadPath(imageUrl));
    if (!content) throw new Error('file not found');
    return content;
  }
  if (!imageUrl.startsWith('/') || imageUrl.startsWith('//') || imageUrl.includes('..'))
    throw new Error('not a file of this site');
  for (const dir of siteDirs) {
    const content = await fs.readFile(path.join(dir, imageUrl)).catch(() => undefined);
    if (content) return content;
  }
  throw new Error('file not found');
}

/**
 * Makes the variants of every blog and program picture that has none yet (rows written before variants
 * existed, the demo content). Idempotent: a row whose variants are all on disk is left alone. An upload's
 * variants sit beside it; a shipped picture's under uploads/public/variants/, one set per row.
 */
export async function convertExistingImages(options: {
  db: Kysely<Database>;
  files: FileStore;
  siteDirs: readonly string[];
}): Promise<ConversionOutcome> {
  const { db, files, siteDirs } = options;
  const outcome: ConversionOutcome = { converted: 0, alreadyDone: 0, skipped: [] };
  const tables = [
    { name: 'blog', repository: createBlogsRepository(db) },
    { name: 'program', repository: createProgramsRepository(db) },
  ] as const;
  for (const { name, repository } of tables) {
    for (const row of await repository.listAll()) {
      const existing = parseImageVariants(row.image_variants);
      if (existing && (await imageVariantsExist(files, existing))) {
        outcome.alreadyDone += 1;
        continue;
      }
      const base = row.image_url.startsWith(PUBLIC_UPLOADS_PREFIX)
        ? row.image_url.replace(/\.[a-z0-9]+$/i, '')
        : `${PUBLIC_UPLOADS_PREFIX}variants/${name}-${row.id}`;
      try {
        const source = await readPicture(row.image_url, files, siteDirs);
        const variants = await writeImageVariants(files, source, base);
        await repository.setImageVariants(row.id, JSON.stringify(variants));
        outcome.converted += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        outcome.skipped.push(`${name} ${row.id} (${row.image_url}): ${reason}`);
      }
    }
  }
  return outcome;
}
