import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idQuerySchema } from '@contract/request-fields';
import { KOBO_PER_NAIRA } from '@contract/constants';
import { formatNaira } from '@contract/format-naira';
import { lagosDate } from '@contract/lagos-time';
import {
  addDisbursementEndpoint,
  deleteDisbursementEndpoint,
  DISBURSEMENT_MESSAGES,
  disbursementBodySchema,
  listDisbursementsEndpoint,
  updateDisbursementEndpoint,
  type DisbursementBody,
} from '@contract/ledger';
import { PUBLIC_UPLOADS_PREFIX, withoutImageMetadata } from '../../images/image-variants';
import { IMAGE_BODY_LIMIT } from '../../lib/body-limits';
import { decodeDataUrl } from '../../lib/decode-data-url';
import { badRequest, notFound } from '../../lib/http-error';
import { adminOf } from '../../plugins/app/auth';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import {
  createDisbursementsRepository,
  type DisbursementFields,
} from '../../repositories/disbursements-repository';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { createProgramsRepository } from '../../repositories/programs-repository';

const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

interface StoredReceipt {
  receiptUrl: string | null;
  receiptMime: string | null;
}

const PDF_SIGNATURE = Buffer.from('%PDF-');

/**
 * The receipt is published on purpose: it goes to the public uploads, its type sniffed from the bytes. A
 * picture is kept without its metadata (a phone's GPS position); a PDF is kept as sent.
 */
async function storeReceipt(app: FastifyInstance, dataUrl: string): Promise<StoredReceipt> {
  const { content: sent } = decodeDataUrl(dataUrl, RECEIPT_MAX_BYTES, DISBURSEMENT_MESSAGES.receiptTooLarge);
  const isPdf = sent.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
  const content = isPdf ? sent : await withoutImageMetadata(sent);
  if (!content) throw badRequest(DISBURSEMENT_MESSAGES.receiptType);
  const stored = await app.files.save(
    'public',
    content,
    RECEIPT_MIME_TYPES,
    DISBURSEMENT_MESSAGES.receiptType,
  );
  return { receiptUrl: `${PUBLIC_UPLOADS_PREFIX}${stored.relativePath}`, receiptMime: stored.mime };
}

async function discardReceipt(app: FastifyInstance, receipt: StoredReceipt): Promise<void> {
  if (!receipt.receiptUrl?.startsWith(PUBLIC_UPLOADS_PREFIX)) return;
  await app.files
    .remove('public', receipt.receiptUrl.slice(PUBLIC_UPLOADS_PREFIX.length))
    .catch(() => undefined);
}

/** The checks the schema cannot make: a date not after today in Lagos, a program that exists, some kobo. */
async function checkedFields(app: FastifyInstance, body: DisbursementBody) {
  if (body.paidOn > lagosDate()) throw badRequest(DISBURSEMENT_MESSAGES.dateInFuture);
  const programId = body.programId ?? null;
  if (programId !== null && !(await createProgramsRepository(app.db).findById(programId)))
    throw badRequest(DISBURSEMENT_MESSAGES.unknownProgram);
  const amountKobo = Math.round(body.amountNaira * KOBO_PER_NAIRA);
  if (amountKobo <= 0) throw badRequest(DISBURSEMENT_MESSAGES.amountPositive);
  return { paidOn: body.paidOn, programId, amountKobo, description: body.description };
}

const describe = (fields: Pick<DisbursementFields, 'amountKobo' | 'paidOn' | 'description'>) =>
  `disbursement of ${formatNaira(fields.amountKobo / KOBO_PER_NAIRA)} on ${fields.paidOn} (${fields.description})`;

/** GET, POST /api/admin/disbursements, PUT and DELETE /api/admin/disbursements/:id: money out, each audited. */
const disbursementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listDisbursementsEndpoint.path, async () => ({
    success: true,
    data: await createLedgerRepository(app.db).listDisbursements(),
  }));

  app.post(
    addDisbursementEndpoint.path,
    { bodyLimit: IMAGE_BODY_LIMIT, schema: { body: disbursementBodySchema } },
    async (request) => {
      const fields = await checkedFields(app, request.body);
      const receipt = request.body.receipt
        ? await storeReceipt(app, request.body.receipt)
        : { receiptUrl: null, receiptMime: null };
      try {
        const row = await app.db.transaction().execute(async (trx) => {
          const created = await createDisbursementsRepository(trx).create({ ...fields, ...receipt });
          await createAuditLogRepository(trx).record(adminOf(request), {
            action: 'create',
            entity: 'disbursement',
            entityId: created.id,
            summary: `Recorded ${describe(fields)}`,
          });
          return created;
        });
        return { success: true, message: DISBURSEMENT_MESSAGES.added, id: row.id };
      } catch (error) {
        await discardReceipt(app, receipt);
        throw error;
      }
    },
  );

  app.put(
    updateDisbursementEndpoint.path,
    { bodyLimit: IMAGE_BODY_LIMIT, schema: { params: idQuerySchema, body: disbursementBodySchema } },
    async (request) => {
      const { id } = request.params;
      const fields = await checkedFields(app, request.body);
      const existing = await createDisbursementsRepository(app.db).findById(id);
      if (!existing) throw notFound(DISBURSEMENT_MESSAGES.notFound);
      const current: StoredReceipt = { receiptUrl: existing.receipt_url, receiptMime: existing.receipt_mime };
      const { receipt: sent } = request.body;
      const receipt =
        sent === undefined
          ? current
          : sent === null
            ? { receiptUrl: null, receiptMime: null }
            : await storeReceipt(app, sent);
      try {
        await app.db.transaction().execute(async (trx) => {
          if (!(await createDisbursementsRepository(trx).update(id, { ...fields, ...receipt })))
            throw notFound(DISBURSEMENT_MESSAGES.notFound);
          await createAuditLogRepository(trx).record(adminOf(request), {
            action: 'update',
            entity: 'disbursement',
            entityId: id,
            summary: `Updated ${describe(fields)}`,
          });
        });
      } catch (error) {
        if (sent) await discardReceipt(app, receipt);
        throw error;
      }
      if (sent !== undefined) await discardReceipt(app, current);
      return { success: true, message: DISBURSEMENT_MESSAGES.updated };
    },
  );

  app.delete(deleteDisbursementEndpoint.path, { schema: { params: idQuerySchema } }, async (request) => {
    const { id } = request.params;
    const removed = await app.db.transaction().execute(async (trx) => {
      const row = await createDisbursementsRepository(trx).remove(id);
      if (!row) throw notFound(DISBURSEMENT_MESSAGES.notFound);
      await createAuditLogRepository(trx).record(adminOf(request), {
        action: 'delete',
        entity: 'disbursement',
        entityId: id,
        summary: `Deleted ${describe({ amountKobo: Number(row.amount_kobo), paidOn: row.paid_on, description: row.description })}`,
      });
      return row;
    });
    await discardReceipt(app, { receiptUrl: removed.receipt_url, receiptMime: removed.receipt_mime });
    return { success: true, message: DISBURSEMENT_MESSAGES.deleted };
  });
};

export default disbursementRoutes;
