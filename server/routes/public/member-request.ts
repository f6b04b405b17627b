import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitMemberRequestBodySchema, submitMemberRequestEndpoint } from '@contract/member-request';
import { notFound } from '../../lib/http-error';
import { keepIdempotentAnswer } from '../../plugins/app/idempotency';
import { memberRequestFiledMail } from '../../mail/templates/member-request-filed';
import { createMemberDirectoryRepository } from '../../repositories/member-directory-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createMemberRequestsRepository } from '../../repositories/member-requests-repository';

export const SUBMIT_MEMBER_REQUEST_MESSAGES = {
  submitted: 'Application submitted successfully',
  unknownMember: 'No approved member has this ULID',
} as const;

/**
 * POST /api/requisition/submit.php: an approved member's leave or raise request, stored as pending. The member
 * is told by e-mail (queued in the same transaction), so a request filed by someone who knows the ULID is seen.
 * With an Idempotency-Key, the answer is kept in that transaction too: a retry whose first answer was lost,
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
      await app.db.transaction().execute(async (trx) => {
        const member = await createMemberDirectoryRepository(trx).findApprovedByUlid(request.body.ulid);
        if (!member) throw notFound(SUBMIT_MEMBER_REQUEST_MESSAGES.unknownMember);
        const memberRequest = await createMemberRequestsRepository(trx).createPending(
          request.body,
          member.id,
        );
        await createOutboxRepository(trx).enqueue(
          memberRequestFiledMail({ to: member.email, memberName: member.name, memberRequest }),
        );
        await keepIdempotentAnswer(trx, request, 200, answer);
      });
      app.mailer
        .flush()
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'request notice not sent yet; it stays queued'),
        );
      return answer;
    },
  );
};

export default memberRequestRoutes;
