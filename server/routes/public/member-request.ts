import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitMemberRequestBodySchema, submitMemberRequestEndpoint } from '@contract/member-request';
import { fileMemberRequest, SUBMIT_MEMBER_REQUEST_MESSAGES } from '../../services/member-requests';

/** POST /api/requisition/submit.php: an approved member's leave or raise request, stored as pending. */
const memberRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    submitMemberRequestEndpoint.path,
    {
      schema: { body: submitMemberRequestBodySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await fileMemberRequest(app, request.body, request.log);
      return { success: true, data: { message: SUBMIT_MEMBER_REQUEST_MESSAGES.submitted } };
    },
  );
};

export default memberRequestRoutes;
