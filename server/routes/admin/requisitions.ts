import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fetchRequisitionsEndpoint,
  updateRequisitionStatusBodySchema,
  updateRequisitionStatusEndpoint,
} from '@contract/requisition';
import { conflict, notFound } from '../../lib/http-error';
import { requisitionDecisionMail } from '../../mail/templates/requisition-decision';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { createMemberDirectoryRepository } from '../../repositories/member-directory-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createRequisitionsRepository } from '../../repositories/requisitions-repository';

export const REQUISITION_REVIEW_MESSAGES = {
  notFound: 'No member request has this id',
  alreadyDecided: (status: string) => `This request has already been ${status}`,
  decided: (status: string) => `Request ${status}. An e-mail to the member has been queued.`,
  decidedWithoutMail: (status: string) =>
    `Request ${status}. The member's record no longer exists, so no e-mail could be queued.`,
} as const;

/**
 * GET fetch_requisition.php and POST update_requisition_status.php (admin only). A decision moves a pending
 * request to approved or rejected; the status change, the audit entry and the member's e-mail commit together.
 */
const requisitionReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(fetchRequisitionsEndpoint.path, async () => ({
    success: true,
    data: await createRequisitionsRepository(app.db).listNewestFirst(),
  }));

  app.post(
    updateRequisitionStatusEndpoint.path,
    { schema: { body: updateRequisitionStatusBodySchema } },
    async (request) => {
      const admin = request.admin!;
      const { id, status } = request.body;
      const mailQueued = await app.db.transaction().execute(async (trx) => {
        const decided = await createRequisitionsRepository(trx).decide(id, status, admin.email);
        if (decided.outcome === 'not-found') throw notFound(REQUISITION_REVIEW_MESSAGES.notFound);
        if (decided.outcome === 'already-decided') {
          throw conflict(REQUISITION_REVIEW_MESSAGES.alreadyDecided(decided.status));
        }
        const { requisition } = decided;
        const member =
          requisition.member_id === null
            ? await createMemberDirectoryRepository(trx).findApprovedByUlid(requisition.ulid)
            : await createMemberDirectoryRepository(trx).findContactById(requisition.member_id);
        if (member) {
          await createOutboxRepository(trx).enqueue(
            requisitionDecisionMail({
              to: member.email,
              memberName: member.name,
              requisition,
              decision: status,
            }),
          );
        }
        await createAuditLogRepository(trx).record(admin, {
          action: `requisition.${status === 'approved' ? 'approve' : 'reject'}`,
          entity: 'requisition',
          entityId: requisition.id,
          summary: `${status} the ${requisition.type} request #${requisition.id} of ${requisition.name}${
            member ? ` (e-mail queued to ${member.email})` : ' (no member record, no e-mail)'
          }`,
        });
        return Boolean(member);
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
          ? REQUISITION_REVIEW_MESSAGES.decided(status)
          : REQUISITION_REVIEW_MESSAGES.decidedWithoutMail(status),
        data: { id, status },
      };
    },
  );
};

export default requisitionReviewRoutes;
