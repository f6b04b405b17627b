import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBlogsEndpoint, getBlogPostEndpoint } from '@contract/blog';
import { idQuerySchema } from '@contract/request-fields';
import { getProgramsEndpoint } from '@contract/program';
import { notFound } from '../../lib/http-error';
import { createBlogsRepository } from '../../repositories/blogs-repository';
import { programsResponse, toBlogResponse } from '../../services/content-responses';

export const BLOG_NOT_FOUND_MESSAGE = 'Blog not found';

/** The programs, the blog posts and one blog post by id: the content every visitor reads. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read far more than written: answers are kept serialised until the next write (plugins/app/response-cache.ts).
  app.get(getProgramsEndpoint.path, { config: { responseCache: true } }, () => programsResponse(app.db));

  app.get(getBlogsEndpoint.path, { config: { responseCache: true } }, async () => {
    const blogs = await createBlogsRepository(app.db).listAll();
    return { success: true, message: 'Blogs retrieved successfully', data: blogs.map(toBlogResponse) };
  });

  app.get(
    getBlogPostEndpoint.path,
    { schema: { querystring: idQuerySchema }, config: { responseCache: true } },
    async (request) => {
      const blog = await createBlogsRepository(app.db).findById(request.query.id);
      if (!blog) throw notFound(BLOG_NOT_FOUND_MESSAGE);
      return { success: true, data: toBlogResponse(blog) };
    },
  );
};

export default contentRoutes;
