import { createReadStream, promises as fs } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getVolunteersEndpoint, type Volunteer } from '@contract/volunteer';
import { VOLUNTEER_DOCUMENT_PATHS } from '@contract/volunteer-documents';
import { z } from '@contract/zod';
import type { VolunteerRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { createVolunteersRepository } from '../../repositories/volunteers-repository';

const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .check(
      z.int('id must be a whole number'),
      z.positive('id must be a positive number'),
      z.lte(Number.MAX_SAFE_INTEGER, 'id is too large'),
    ),
});

function toVolunteer(row: VolunteerRow): Volunteer {
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
    imageUrl: row.image_path ? VOLUNTEER_DOCUMENT_PATHS.photo.getHref(row.id) : null,
    file_path: row.certificate_path ? VOLUNTEER_DOCUMENT_PATHS.certificate.getHref(row.id) : null,
    created_at: row.created_at,
    status: row.status,
  };
}

/** `attachment; filename="..."; filename*=UTF-8''...`: the applicant's own file name, safe in a header. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The admin's view of membership applications: the list (GET /api/volunteer/getVolunteer.php) with
 * admin-only URLs of each applicant's passport photo and certificate, and the two routes that stream them.
 */
const volunteerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getVolunteersEndpoint.path, async () => {
    const rows = await createVolunteersRepository(app.db).listAll();
    return {
      success: true,
      message: rows.length === 0 ? 'No volunteers found' : 'Volunteers fetched',
      data: rows.map(toVolunteer),
    };
  });

  const documentRoutes = [
    { path: VOLUNTEER_DOCUMENT_PATHS.photo.path, kind: 'inline', column: 'image' },
    { path: VOLUNTEER_DOCUMENT_PATHS.certificate.path, kind: 'attachment', column: 'certificate' },
  ] as const;

  for (const route of documentRoutes) {
    app.get(route.path, { schema: { params: idParamsSchema } }, async (request, reply) => {
      const volunteer = await createVolunteersRepository(app.db).findById(request.params.id);
      const storedPath = volunteer?.[`${route.column}_path`];
      if (!volunteer || !storedPath)
        throw notFound(route.column === 'image' ? 'Photo not found' : 'Certificate not found');
      const fullPath = app.files.resolve('private', storedPath);
      const stats = await fs.stat(fullPath).catch(() => null);
      if (!stats) throw notFound('The file is missing from the upload store');
      const fileName = volunteer[`${route.column}_original_name`] ?? `${route.column}`;
      return reply
        .type(volunteer[`${route.column}_mime`] ?? 'application/octet-stream')
        .header('Content-Length', String(stats.size))
        .header('Content-Disposition', contentDisposition(route.kind, fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(fullPath));
    });
  }
};

export default volunteerAdminRoutes;
