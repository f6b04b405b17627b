import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardEndpoint, LATEST_DONATIONS_COUNT } from '@contract/admin-dashboard';
import { startOfLagosMonthIso } from '@contract/lagos-time';
import { createMemberRequestsRepository } from '../../repositories/member-requests-repository';
import { createMembersRepository } from '../../repositories/members-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';
import { createPaymentsRepository } from '../../repositories/payments-repository';

/** GET /api/admin/dashboard: the totals and latest donations the admin home shows. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getDashboardEndpoint.path, async () => {
    const payments = createPaymentsRepository(app.db);
    const [members, membershipApplications, memberRequests, thisMonth, allTime, latestDonations] =
      await Promise.all([
        createMembersRepository(app.db).count(),
        createMembershipApplicationsRepository(app.db).countPending(),
        createMemberRequestsRepository(app.db).countPending(),
        payments.sumDonationsKobo(startOfLagosMonthIso()),
        payments.sumDonationsKobo(),
        payments.listSuccessful({ purpose: 'donation', limit: LATEST_DONATIONS_COUNT }),
      ]);
    return {
      success: true,
      data: {
        members,
        membershipApplicationsAwaitingReview: membershipApplications,
        pendingMemberRequests: memberRequests,
        donationsThisMonthKobo: thisMonth,
        donationsAllTimeKobo: allTime,
        latestDonations,
      },
    };
  });
};

export default dashboardRoutes;
