import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_TITLES } from '@contract/constants';
import { idQuerySchema } from '@contract/request-fields';
import {
  reviewMembershipApplicationEndpoint,
  MEMBERSHIP_APPLICATION_REVIEW_MESSAGES,
} from '@contract/admin-membership-application-review';
import { conflict, notFound } from '../../lib/http-error';
import {
  membershipRejectedMail,
  membershipWelcomeMail,
} from '../../mail/templates/membership-application-decision';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import type { DbExecutor } from '../../repositories/executor';
import { createMembersRepository } from '../../repositories/members-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { adminOf } from '../../plugins/app/auth';
import { withOldPath } from './membership-application-paths';

/**
 * Claims a pending application for a decision; the repository's conditional update makes sure two admins
 * deciding at once cannot both win (and an application cannot become two members).
 */
async function claimPendingApplication(trx: DbExecutor, id: number, status: 'accepted' | 'rejected') {
  const applications = createMembershipApplicationsRepository(trx);
  const membershipApplication = await applications.findById(id);
  if (!membershipApplication) throw notFound(MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.notFound);
  if (!(await applications.decideIfPending(id, status)))
    throw conflict(MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.alreadyDecided);
  return membershipApplication;
}

/** An applicant's 'Mr.', 'mrs' or 'Miss.' becomes the member title it names; any other ('Dr.') is kept as typed. */
function memberTitleOf(typed: string): string {
  const bare = typed.trim().replace(/\.$/, '').toLowerCase();
  return MEMBER_TITLES.find((title) => title.toLowerCase() === bare) ?? typed;
}

/** PUT /api/admin/membership-applications/:id/status: accept (the member is created from the application) or reject. */
const membershipApplicationReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, hooks } of withOldPath(reviewMembershipApplicationEndpoint.path))
    app.put(
      path,
      { ...hooks, schema: { params: idQuerySchema, body: reviewMembershipApplicationEndpoint.body } },
      async (request) => {
        const { id } = request.params;
        const { status } = request.body;
        return app.db.transaction().execute(async (trx) => {
          const application = await claimPendingApplication(trx, id, status);
          const audit = createAuditLogRepository(trx);
          const outbox = createOutboxRepository(trx);
          if (status === 'rejected') {
            await outbox.enqueue(
              membershipRejectedMail({
                to: application.email,
                title: application.title,
                name: application.name,
                applicationId: id,
              }),
            );
            await audit.record(adminOf(request), {
              action: 'reject',
              entity: 'membership-application',
              entityId: id,
              summary: `Rejected the membership application of ${application.name}`,
            });
            return { success: true, message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.rejected, member: null };
          }

          // What the application does not ask (date of birth, company, position, education) stays empty
          // for the admin to fill in from Members List.
          const member = await createMembersRepository(trx).create({
            title: memberTitleOf(application.title),
            name: application.name,
            state_of_origin: application.state_of_origin,
            date_of_birth: '',
            place_of_residence: application.address,
            type_of_work: application.occupation,
            company_name: '',
            position_held: '',
            educational_status: '',
            marital_status: application.marital_status,
            email: application.email,
            membershipApplicationId: application.id,
          });
          await createMembershipApplicationsRepository(trx).linkMember(id, member.id);
          await outbox.enqueue(
            membershipWelcomeMail({ to: application.email, name: application.name, ulid: member.ulid }),
          );
          await audit.record(adminOf(request), {
            action: 'accept',
            entity: 'membership-application',
            entityId: id,
            summary: `Accepted the membership application of ${application.name}; created member ${member.id} (${member.ulid})`,
          });
          return {
            success: true,
            message: MEMBERSHIP_APPLICATION_REVIEW_MESSAGES.accepted,
            member: { id: member.id, ulid: member.ulid },
          };
        });
      },
    );
};

export default membershipApplicationReviewRoutes;
