import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from '@contract/zod';
import { CONTENT_MANAGEMENT_MESSAGES } from '@contract/admin-content';
import { idQuerySchema } from '@contract/request-fields';
import { discardContentImage, storeContentImage } from '../../images/content-images';
import { IMAGE_BODY_LIMIT } from '../../lib/body-limits';
import { notFound } from '../../lib/http-error';
import { adminOf } from '../../plugins/app/auth';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import type { StoredImage } from '../../repositories/illustrated-content-repository';
import type { DbExecutor } from '../../repositories/executor';

interface IllustratedRow {
  id: number;
  title: string;
  image_url: string;
  image_variants: string | null;
}

interface IllustratedRepository<TFields, TRow extends IllustratedRow> {
  findById(id: number): Promise<TRow | undefined>;
  create(values: TFields & StoredImage): Promise<TRow>;
  update(id: number, values: TFields & StoredImage): Promise<boolean>;
  remove(id: number): Promise<TRow | undefined>;
}

/** The part of a contract endpoint the routes read: its path and the schema of its body. */
interface BodyEndpoint<TBody> {
  path: string;
  body: z.ZodMiniType<TBody, unknown>;
}

/**
 * What differs between blogs and programs: their table (repository), endpoints, and how a body becomes the
 * row's fields (their messages are the contract's, by entity). Everything else (the picture and its variants, the transaction with its audit
 * entry, cleaning up a replaced or orphaned picture) is the same and lives in illustratedContentRoutes.
 */
export interface IllustratedContent<
  TAdd extends { image: string },
  TUpdate extends { image?: string | undefined },
  TFields,
  TRow extends IllustratedRow,
> {
  entity: 'blog' | 'program';
  /** Add (POST), and update (PUT) whose path DELETE shares. */
  endpoints: { add: BodyEndpoint<TAdd>; update: BodyEndpoint<TUpdate> };
  repository(db: DbExecutor): IllustratedRepository<TFields, TRow>;
  /** The row's fields from a request body (sanitising, checks that answer 400). */
  fieldsOf(body: Omit<TAdd, 'image'> | Omit<TUpdate, 'image'>): TFields;
  /** The audit log's words for the record, e.g. `blog "Title"`. */
  describe(fields: TFields | TRow): string;
  /** The add call's answer beyond success and message (each PHP call names its image field its own way). */
  addedAnswer(row: TRow): Record<string, unknown>;
}

/** Add (POST), edit (PUT, image optional) and delete of a record with a picture, each audited in one transaction. */
export function illustratedContentRoutes<
  TAdd extends { image: string },
  TUpdate extends { image?: string | undefined },
  TFields,
  TRow extends IllustratedRow,
>(content: IllustratedContent<TAdd, TUpdate, TFields, TRow>): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { entity, endpoints } = content;
    const messages = CONTENT_MANAGEMENT_MESSAGES[entity];

    app.post(
      endpoints.add.path,
      { bodyLimit: IMAGE_BODY_LIMIT, schema: { body: endpoints.add.body } },
      async (request) => {
        const { image: dataUrl, ...rest } = request.body as TAdd;
        const fields = content.fieldsOf(rest);
        const image = await storeContentImage(app, dataUrl);
        try {
          const row = await app.db.transaction().execute(async (trx) => {
            const created = await content.repository(trx).create({ ...fields, ...image });
            await createAuditLogRepository(trx).record(adminOf(request), {
              action: 'create',
              entity,
              entityId: created.id,
              summary: `Added ${content.describe(created)}`,
            });
            return created;
          });
          return { success: true, message: messages.added, id: row.id, ...content.addedAnswer(row) };
        } catch (error) {
          await discardContentImage(app, image);
          throw error;
        }
      },
    );

    app.put(
      endpoints.update.path,
      { bodyLimit: IMAGE_BODY_LIMIT, schema: { params: idQuerySchema, body: endpoints.update.body } },
      async (request) => {
        const { id } = request.params;
        const { image: dataUrl, ...rest } = request.body as TUpdate;
        const fields = content.fieldsOf(rest);
        const existing = await content.repository(app.db).findById(id);
        if (!existing) throw notFound(messages.notFound);
        const current: StoredImage = { imageUrl: existing.image_url, imageVariants: existing.image_variants };
        const image = dataUrl ? await storeContentImage(app, dataUrl) : current;
        try {
          await app.db.transaction().execute(async (trx) => {
            if (!(await content.repository(trx).update(id, { ...fields, ...image })))
              throw notFound(messages.notFound);
            await createAuditLogRepository(trx).record(adminOf(request), {
              action: 'update',
              entity,
              entityId: id,
              summary: `Updated ${content.describe(fields)}${dataUrl ? ' with a new image' : ''}`,
            });
          });
        } catch (error) {
          if (dataUrl) await discardContentImage(app, image);
          throw error;
        }
        if (dataUrl) await discardContentImage(app, current);
        return { success: true, message: messages.updated };
      },
    );

    app.delete(endpoints.update.path, { schema: { params: idQuerySchema } }, async (request) => {
      const { id } = request.params;
      const removed = await app.db.transaction().execute(async (trx) => {
        const row = await content.repository(trx).remove(id);
        if (!row) throw notFound(messages.notFound);
        await createAuditLogRepository(trx).record(adminOf(request), {
          action: 'delete',
          entity,
          entityId: id,
          summary: `Deleted ${content.describe(row)}`,
        });
        return row;
      });
      await discardContentImage(app, { imageUrl: removed.image_url, imageVariants: removed.image_variants });
      return { success: true, message: messages.deleted };
    });
  };
}
