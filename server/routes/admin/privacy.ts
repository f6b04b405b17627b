import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  erasePersonalDataEndpoint,
  EXPORT_PERSONAL_DATA_PATH,
  exportPersonalDataQuerySchema,
  findPersonalDataEndpoint,
  PRIVACY_MESSAGES,
} from '@contract/privacy';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { adminOf } from '../../plugins/app/auth';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import {
  collectPersonalData,
  erasePerson,
  ErasureRefusedError,
  exportPersonalData,
  isHeldData,
} from '../../services/personal-data';

/**
 * The admin's Privacy screen: everything held under an e-mail address, its export (one ZIP: JSON and the
 * person's own files) and its erasure (refused, with the reasons, while a record must stay). Exports and
 * erasures are written to the audit log.
 */
const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    findPersonalDataEndpoint.path,
    { schema: { querystring: findPersonalDataEndpoint.query } },
    async (request) => ({ success: true, data: await collectPersonalData(app.db, request.query.email) }),
  );

  app.get(
    EXPORT_PERSONAL_DATA_PATH,
    { schema: { querystring: exportPersonalDataQuerySchema } },
    async (request, reply) => {
      const { email } = request.query;
      if (!isHeldData(await collectPersonalData(app.db, email))) throw notFound(PRIVACY_MESSAGES.nothingHeld);
      const archive = await exportPersonalData(app.db, app.files, email);
      await createAuditLogRepository(app.db).record(adminOf(request), {
        action: 'privacy.export',
        entity: 'person',
        summary: `exported the data held under ${email.trim().toLowerCase()}`,
      });
      return reply
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="personal-data.zip"')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(archive));
    },
  );

  app.post(
    erasePersonalDataEndpoint.path,
    { schema: { body: erasePersonalDataEndpoint.body } },
    async (request) => {
      const { email, confirmEmail } = request.body;
      if (confirmEmail.trim().toLowerCase() !== email.trim().toLowerCase())
        throw badRequest(PRIVACY_MESSAGES.confirmRequired);
      if (!isHeldData(await collectPersonalData(app.db, email))) throw notFound(PRIVACY_MESSAGES.nothingHeld);
      try {
        const outcome = await erasePerson(app.db, app.files, email, adminOf(request));
        return { success: true, message: PRIVACY_MESSAGES.erased, erased: outcome.erased };
      } catch (error) {
        if (error instanceof ErasureRefusedError) throw conflict(error.reasons.join(' '));
        throw error;
      }
    },
  );
};

export default privacyAdminRoutes;
