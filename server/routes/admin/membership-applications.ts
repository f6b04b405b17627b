import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getMembershipApplicationsEndpoint,
  type MembershipApplication,
} from '@contract/membership-application';
import { MEMBERSHIP_APPLICATION_DOCUMENT_PATHS } from '@contract/membership-application-documents';
import { idQuerySchema } from '@contract/request-fields';
import type { MembershipApplicationRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { moneyBackByReference } from '../../payments/refunds';
import { adminOf } from '../../plugins/app/auth';
import { createDocumentAccessLogRepository } from '../../repositories/document-access-log-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';
import { createPaymentsRepository } from '../../repositories/payments-repository';
import { withOldPath } from './membership-application-paths';

function toMembershipApplication(
  row: MembershipApplicationRow,
  feeRefundedKobo: number,
): MembershipApplication {
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    marital_status: row.marital_status,
    state_of_origin: row.state_of_origin,
    address: row.address,
    occupation: row.occupation,
    imageUrl: row.image_path ? MEMBERSHIP_APPLICATION_DOCUMENT_PATHS.photo.getHref(row.id) : null,
    file_path: row.certificate_path
      ? MEMBERSHIP_APPLICATION_DOCUMENT_PATHS.certificate.getHref(row.id)
      : null,
    created_at: row.created_at,
    status: row.status,
    feeRefundedKobo,
  };
}

/**
 * The admin's view of membership applications: the list with
 * admin-only URLs of each applicant's passport photo and certificate and how much of its fee was refunded, and the
 * two routes that stream the documents (each opening recorded: which admin, which document, when).
 */
const membershipApplicationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getMembershipApplicationsEndpoint.path, async () => {
    const rows = await createMembershipApplicationsRepository(app.db).listAll();
    const fees = await createPaymentsRepository(app.db).findByReferences(
      rows.flatMap((row) => (row.payment_reference ? [row.payment_reference] : [])),
    );
    const moneyBack = await moneyBackByReference(
      app.db,
      fees.map((fee) => ({ reference: fee.reference, amountKobo: Number(fee.amount_kobo) })),
    );
    const refundedOf = (row: MembershipApplicationRow) =>
      (row.payment_reference ? moneyBack.get(row.payment_reference)?.refundedKobo : undefined) ?? 0;
    return {
      success: true,
      message: rows.length === 0 ? 'No volunteers found' : 'Volunteers fetched',
      data: rows.map((row) => toMembershipApplication(row, refundedOf(row))),
    };
  });

  const documentRoutes = [
    { path: MEMBERSHIP_APPLICATION_DOCUMENT_PATHS.photo.path, kind: 'inline', column: 'image' },
    {
      path: MEMBERSHIP_APPLICATION_DOCUMENT_PATHS.certificate.path,
      kind: 'attachment',
      column: 'certificate',
    },
  ] as const;

  for (const route of documentRoutes.flatMap((document) =>
    withOldPath(document.path).map(({ path, hooks }) => ({ ...document, path, hooks })),
  )) {
    app.get(route.path, { ...route.hooks, schema: { params: idQuerySchema } }, async (request, reply) => {
      const membershipApplication = await createMembershipApplicationsRepository(app.db).findById(
        request.params.id,
      );
      const storedPath = membershipApplication?.[`${route.column}_path`];
      if (!membershipApplication || !storedPath)
        throw notFound(route.column === 'image' ? 'Photo not found' : 'Certificate not found');
      // Every opening of an applicant's document is recorded before a byte of it leaves.
      await createDocumentAccessLogRepository(app.db).record({
        admin: adminOf(request),
        membershipApplicationId: membershipApplication.id,
        document: route.column === 'image' ? 'photo' : 'certificate',
        action: route.kind === 'inline' ? 'view' : 'download',
      });
      const file = await app.files.open('private', storedPath);
      if (!file) throw notFound('The file is missing from the upload store');
      const fileName = membershipApplication[`${route.column}_original_name`] ?? `${route.column}`;
      return (
        reply
          .type(membershipApplication[`${route.column}_mime`] ?? 'application/octet-stream')
          .header('Content-Length', String(file.size))
          // The applicant's own file name: an ASCII fallback plus the exact name as RFC 8187 `filename*`.
          .header('Content-Disposition', contentDisposition(fileName, { type: route.kind }))
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body)
      );
    });
  }
};

export default membershipApplicationAdminRoutes;
