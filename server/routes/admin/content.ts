import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addBlogBodySchema, addBlogEndpoint } from '@contract/blog';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MIME_TYPES } from '@contract/constants';
import { addProgramBodySchema, addProgramEndpoint } from '@contract/program';
import type { FastifyInstance } from 'fastify';
import { decodeDataUrl } from '../../lib/decode-data-url';
import { badRequest } from '../../lib/http-error';
import { sanitizeBlogHtml } from '../../lib/sanitize-blog-html';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { createBlogsRepository } from '../../repositories/blogs-repository';
import { createProgramsRepository } from '../../repositories/programs-repository';

export const BLOG_ADDED_MESSAGE = 'Blog added successfully!';
export const PROGRAM_ADDED_MESSAGE = 'Program added successfully.';
export const CONTENT_IMAGE_TYPE_MESSAGE = 'Image must be a JPEG, PNG, WebP or GIF picture';
export const CONTENT_IMAGE_TOO_LARGE_MESSAGE = `Image must be at most ${CONTENT_IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
export const BLOG_BODY_EMPTY_MESSAGE = 'Body has no content left after removing unsafe HTML';

/** Stores an image sent as a data URL in the public uploads and answers its URL and a way to undo the write. */
async function storePublicImage(app: FastifyInstance, dataUrl: string) {
  const decoded = decodeDataUrl(dataUrl, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TOO_LARGE_MESSAGE);
  const stored = await app.files.save(
    'public',
    decoded.content,
    CONTENT_IMAGE_MIME_TYPES,
    CONTENT_IMAGE_TYPE_MESSAGE,
  );
  return {
    url: `/uploads/public/${stored.relativePath}`,
    discard: () => app.files.remove('public', stored.relativePath),
  };
}

/** POST addBlog.php and addProgram.php: image checked by content, row and audit entry in one transaction. */
const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(addBlogEndpoint.path, { schema: { body: addBlogBodySchema } }, async (request) => {
    const body = sanitizeBlogHtml(request.body.body);
    if (body.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(body))
      throw badRequest(BLOG_BODY_EMPTY_MESSAGE);
    const image = await storePublicImage(app, request.body.image);
    try {
      const blog = await app.db.transaction().execute(async (trx) => {
        const created = await createBlogsRepository(trx).create({
          title: request.body.title,
          summary: request.body.summary,
          body,
          author: request.body.author,
          imageUrl: image.url,
        });
        await createAuditLogRepository(trx).record(request.admin!, {
          action: 'create',
          entity: 'blog',
          entityId: created.id,
          summary: `Added blog "${created.title}"`,
        });
        return created;
      });
      return { success: true, message: BLOG_ADDED_MESSAGE, id: blog.id, image_url: blog.image_url };
    } catch (error) {
      await image.discard();
      throw error;
    }
  });

  app.post(addProgramEndpoint.path, { schema: { body: addProgramBodySchema } }, async (request) => {
    const image = await storePublicImage(app, request.body.image);
    try {
      const program = await app.db.transaction().execute(async (trx) => {
        const created = await createProgramsRepository(trx).create({
          title: request.body.title,
          description: request.body.description,
          date: request.body.date,
          imageUrl: image.url,
        });
        await createAuditLogRepository(trx).record(request.admin!, {
          action: 'create',
          entity: 'program',
          entityId: created.id,
          summary: `Added program "${created.title}" on ${created.date}`,
        });
        return created;
      });
      return { success: true, message: PROGRAM_ADDED_MESSAGE, id: program.id, imageUrl: program.image_url };
    } catch (error) {
      await image.discard();
      throw error;
    }
  });
};

export default contentAdminRoutes;
