import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitRequisitionBodySchema, submitRequisitionEndpoint } from '@contract/requisition';
import { notFound } from '../../lib/http-error';
import { createMemberDirectoryRepository } from '../../repositories/member-directory-repository';
import { createRequisitionsRepository } from '../../repositories/requisitions-repository';

export const SUBMIT_REQUISITION_MESSAGES = {
  submitted: 'Application submitted successfully',
  unknownMember: 'No approved member has this ULID',
} as const;

/** POST /api/requisition/submit.php: an approved member's leave or raise request, stored as pending. */
const requisitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    submitRequisitionEndpoint.path,
    {
      schema: { body: submitRequisitionBodySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const member = await createMemberDirectoryRepository(app.db).findApprovedByUlid(request.body.ulid);
      if (!member) throw notFound(SUBMIT_REQUISITION_MESSAGES.unknownMember);
      await createRequisitionsRepository(app.db).createPending(request.body, member.id);
      return { success: true, data: { message: SUBMIT_REQUISITION_MESSAGES.submitted } };
    },
  );
};

export default requisitionRoutes;
