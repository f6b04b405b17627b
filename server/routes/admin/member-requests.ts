import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fetchMemberRequestsEndpoint,
  updateMemberRequestStatusBodySchema,
  updateMemberRequestStatusEndpoint,
} from '@contract/member-request';
import { OWN_PAGE_PATH } from '@contract/constants';
import { conflict, notFound } from '../../lib/http-error';
import { memberRequestDecisionMail } from '../../mail/templates/member-request-decision';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { createMemberDirectoryRepository } from '../../repositories/member-directory-repository';
import { mailWithUnsubscribeLink } from '../../services/mail-preferences';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createMemberRequestsRepository } from '../../repositories/member-requests-repository';
import { adminOf } from '../../plugins/app/auth';
import { siteOrigin } from '../../services/site-origin';

export const MEMBER_REQUEST_REVIEW_MESSAGES = {
  notFound: 'No member request has this id',
  alreadyDecided: (status: string) => `This request has already been ${status}`,
  decided: (status: string) => `Request ${status}. An e-mail to the member has been queued.`,
  decidedWithoutMail: (status: string) =>
    `Request ${status}. The member's record no longer exists, so no e-mail could be queued.`,
} as const;

/**
 * The admin's list of member requests and the decision on one (admin only). A decision moves a pending
 * request to approved or rejected; the status change, the audit entry and the member's e-mail commit together.
 */
const memberRequestReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(fetchMemberRequestsEndpoint.path, async () => ({
    success: true,
    data: await createMemberRequestsRepository(app.db).listNewestFirst(),
  }));

  app.post(
    updateMemberRequestStatusEndpoint.path,
    { schema: { body: updateMemberRequestStatusBodySchema } },
    async (request) => {
      const admin = adminOf(request);
      const { id, status } = request.body;
      const mailQueued = await app.db.transaction().execute(async (trx) => {
        const decided = await createMemberRequestsRepository(trx).decide(id, status, admin.email);
        if (decided.outcome === 'not-found') throw notFound(MEMBER_REQUEST_REVIEW_MESSAGES.notFound);
        if (decided.outcome === 'already-decided') {
          throw conflict(MEMBER_REQUEST_REVIEW_MESSAGES.alreadyDecided(decided.status));
        }
        const { memberRequest } = decided;
        const member =
          memberRequest.member_id === null
            ? await createMemberDirectoryRepository(trx).findApprovedByUlid(memberRequest.ulid)
            : await createMemberDirectoryRepository(trx).findContactById(memberRequest.member_id);
        const decisionMail = member
          ? await mailWithUnsubscribeLink(
              app,
              trx,
              memberRequestDecisionMail({
                to: member.email,
                memberName: member.name,
                memberRequest,
                decision: status,
                ownPageUrl: `${siteOrigin(app)}${OWN_PAGE_PATH}`,
              }),
            )
          : null;
        if (decisionMail) await createOutboxRepository(trx).enqueue(decisionMail);
        await createAuditLogRepository(trx).record(admin, {
          action: `member-request.${status === 'approved' ? 'approve' : 'reject'}`,
          entity: 'member-request',
          entityId: memberRequest.id,
          summary: `${status} the ${memberRequest.type} request #${memberRequest.id} of ${memberRequest.name}${
            decisionMail
              ? ` (e-mail queued to ${member?.email})`
              : member
                ? ' (the member unsubscribed, no e-mail)'
                : ' (no member record, no e-mail)'
          }`,
        });
        return Boolean(decisionMail);
      });
      if (mailQueued) {
        app.mailer
          .flush()
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'decision e-mail not sent yet; it stays queued'),
          );
      }
      return {
        success: true,
        message: mailQueued
          ? MEMBER_REQUEST_REVIEW_MESSAGES.decided(status)
          : MEMBER_REQUEST_REVIEW_MESSAGES.decidedWithoutMail(status),
        data: { id, status },
      };
    },
  );
};

export default memberRequestReviewRoutes;
