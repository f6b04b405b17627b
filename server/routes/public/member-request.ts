import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitMemberRequestBodySchema, submitMemberRequestEndpoint } from '@contract/member-request';
import { keepIdempotentAnswer } from '../../plugins/app/idempotency';
import { fileMemberRequest, SUBMIT_MEMBER_REQUEST_MESSAGES } from '../../services/member-requests';

/**
 * Filing a member request: an approved member's leave or raise request, stored as pending. With an
 * Idempotency-Key, the answer is kept in the request's own transaction: a retry whose first answer was lost,
 * even by a process killed right after the commit, gets it again and files nothing.
 */
const memberRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    submitMemberRequestEndpoint.path,
    {
      schema: { body: submitMemberRequestBodySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotency: true },
    },
    async (request) => {
      const answer = { success: true, data: { message: SUBMIT_MEMBER_REQUEST_MESSAGES.submitted } };
      await fileMemberRequest(app, request.body, request.log, (trx) =>
        keepIdempotentAnswer(trx, request, 200, answer),
      );
      return answer;
    },
  );
};

export default memberRequestRoutes;
