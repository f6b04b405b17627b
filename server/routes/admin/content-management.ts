import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_MANAGEMENT_MESSAGES as M,
  deleteBlogEndpoint,
  deleteProgramEndpoint,
  updateBlogEndpoint,
  updateProgramEndpoint,
} from '@contract/admin-content';
import { idQuerySchema } from '@contract/common';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MIME_TYPES } from '@contract/constants';
import { nowIso } from '../../lib/clock';
import { decodeDataUrl } from '../../lib/decode-data-url';
import { badRequest, notFound } from '../../lib/http-error';
import { sanitizeBlogHtml } from '../../lib/sanitize-blog-html';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import {
  BLOG_BODY_EMPTY_MESSAGE,
  CONTENT_IMAGE_TOO_LARGE_MESSAGE,
  CONTENT_IMAGE_TYPE_MESSAGE,
} from './content';

const PUBLIC_UPLOADS_PREFIX = '/uploads/public/';

/** Stores a replacement image (its content sniffed) and answers its public URL. */
async function storeImage(app: FastifyInstance, dataUrl: string): Promise<string> {
  const { content } = decodeDataUrl(dataUrl, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TOO_LARGE_MESSAGE);
  const stored = await app.files.save(
    'public',
    content,
    CONTENT_IMAGE_MIME_TYPES,
    CONTENT_IMAGE_TYPE_MESSAGE,
  );
  return `${PUBLIC_UPLOADS_PREFIX}${stored.relativePath}`;
}

/** Removes an uploaded image that no record uses any more; demo and outside images are left alone. */
async function removeUploadedImage(app: FastifyInstance, imageUrl: string | undefined): Promise<void> {
  if (!imageUrl?.startsWith(PUBLIC_UPLOADS_PREFIX)) return;
  await app.files.remove('public', imageUrl.slice(PUBLIC_UPLOADS_PREFIX.length)).catch((error: unknown) => {
    app.log.warn({ err: error, imageUrl }, 'could not remove a replaced image');
  });
}

/** Edit and delete of blogs and programs (adding them is SPEC's addBlog.php / addProgram.php). */
const contentManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    updateBlogEndpoint.path,
    { schema: { params: idQuerySchema, body: updateBlogEndpoint.body } },
    async (request) => {
      const { id } = request.params;
      const { image, ...fields } = request.body;
      const body = sanitizeBlogHtml(fields.body);
      if (body.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(body))
        throw badRequest(BLOG_BODY_EMPTY_MESSAGE);
      const existing = await app.db
        .selectFrom('blogs')
        .select(['image_url'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existing) throw notFound(M.blogNotFound);
      const imageUrl = image ? await storeImage(app, image) : existing.image_url;
      try {
        await app.db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('blogs')
            .set({ ...fields, body, image_url: imageUrl, updated_at: nowIso() })
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw notFound(M.blogNotFound);
          await createAuditLogRepository(trx).record(request.admin!, {
            action: 'update',
            entity: 'blog',
            entityId: id,
            summary: `Updated blog "${fields.title}"${image ? ' with a new image' : ''}`,
          });
        });
      } catch (error) {
        if (image) await removeUploadedImage(app, imageUrl);
        throw error;
      }
      if (image) await removeUploadedImage(app, existing.image_url);
      return { success: true, message: M.blogUpdated };
    },
  );

  app.delete(deleteBlogEndpoint.path, { schema: { params: idQuerySchema } }, async (request) => {
    const { id } = request.params;
    const removed = await app.db.transaction().execute(async (trx) => {
      const blog = await trx
        .selectFrom('blogs')
        .select(['title', 'image_url'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!blog) throw notFound(M.blogNotFound);
      await trx.deleteFrom('blogs').where('id', '=', id).execute();
      await createAuditLogRepository(trx).record(request.admin!, {
        action: 'delete',
        entity: 'blog',
        entityId: id,
        summary: `Deleted blog "${blog.title}"`,
      });
      return blog;
    });
    await removeUploadedImage(app, removed.image_url);
    return { success: true, message: M.blogDeleted };
  });

  app.put(
    updateProgramEndpoint.path,
    { schema: { params: idQuerySchema, body: updateProgramEndpoint.body } },
    async (request) => {
      const { id } = request.params;
      const { image, ...fields } = request.body;
      const existing = await app.db
        .selectFrom('programs')
        .select(['image_url'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existing) throw notFound(M.programNotFound);
      const imageUrl = image ? await storeImage(app, image) : existing.image_url;
      try {
        await app.db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('programs')
            .set({ ...fields, image_url: imageUrl, updated_at: nowIso() })
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw notFound(M.programNotFound);
          await createAuditLogRepository(trx).record(request.admin!, {
            action: 'update',
            entity: 'program',
            entityId: id,
            summary: `Updated program "${fields.title}" (${fields.date})${image ? ' with a new image' : ''}`,
          });
        });
      } catch (error) {
        if (image) await removeUploadedImage(app, imageUrl);
        throw error;
      }
      if (image) await removeUploadedImage(app, existing.image_url);
      return { success: true, message: M.programUpdated };
    },
  );

  app.delete(deleteProgramEndpoint.path, { schema: { params: idQuerySchema } }, async (request) => {
    const { id } = request.params;
    const removed = await app.db.transaction().execute(async (trx) => {
      const program = await trx
        .selectFrom('programs')
        .select(['title', 'image_url'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!program) throw notFound(M.programNotFound);
      await trx.deleteFrom('programs').where('id', '=', id).execute();
      await createAuditLogRepository(trx).record(request.admin!, {
        action: 'delete',
        entity: 'program',
        entityId: id,
        summary: `Deleted program "${program.title}"`,
      });
      return program;
    });
    await removeUploadedImage(app, removed.image_url);
    return { success: true, message: M.programDeleted };
  });
};

export default contentManagementRoutes;
