import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBlogsEndpoint, getSpecificBlogEndpoint, type Blog } from '@contract/blog';
import { idQuerySchema } from '@contract/common';
import { getProgramsEndpoint, type Program } from '@contract/program';
import type { ProgramProgress } from '@contract/program-goal';
import type { DbExecutor } from '../../repositories/executor';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import type { BlogRow, ProgramRow } from '../../db/schema';
import { parseImageVariants } from '../../images/image-variants';
import { notFound } from '../../lib/http-error';
import { createBlogsRepository } from '../../repositories/blogs-repository';
import { createProgramsRepository } from '../../repositories/programs-repository';

export const BLOG_NOT_FOUND_MESSAGE = 'Blog not found';

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

/** Every program with what verified gifts earmarked for it add up to (the ledger's own query). */
export async function listProgramsWithProgress(db: DbExecutor): Promise<Program[]> {
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

/** GET getProgram.php, getBlogs.php and getSpecificBlog.php?id=: the content every visitor reads. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read far more than written: answers are kept serialised until the next write (plugins/app/response-cache.ts).
  app.get(getProgramsEndpoint.path, { config: { responseCache: true } }, async () => {
    return {
      success: true,
      message: 'Programs retrieved successfully',
      data: await listProgramsWithProgress(app.db),
    };
  });

  app.get(getBlogsEndpoint.path, { config: { responseCache: true } }, async () => {
    const blogs = await createBlogsRepository(app.db).listAll();
    return { success: true, message: 'Blogs retrieved successfully', data: blogs.map(toBlogResponse) };
  });

  app.get(
    getSpecificBlogEndpoint.path,
    { schema: { querystring: idQuerySchema }, config: { responseCache: true } },
    async (request) => {
      const blog = await createBlogsRepository(app.db).findById(request.query.id);
      if (!blog) throw notFound(BLOG_NOT_FOUND_MESSAGE);
      return { success: true, data: toBlogResponse(blog) };
    },
  );
};

export default contentRoutes;
