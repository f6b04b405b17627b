import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardEndpoint, LATEST_DONATIONS_COUNT } from '@contract/admin-dashboard';
import { startOfLagosMonthIso } from '@contract/lagos-time';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { createMemberRequestsRepository } from '../../repositories/member-requests-repository';
import { createMembersRepository } from '../../repositories/members-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';
import { createMonthlyGiftsRepository } from '../../repositories/monthly-gifts-repository';
import { createPaymentsRepository } from '../../repositories/payments-repository';

/** GET /api/admin/dashboard: the totals and latest donations the admin home shows. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getDashboardEndpoint.path, async () => {
    const payments = createPaymentsRepository(app.db);
    const gifts = createMonthlyGiftsRepository(app.db);
    const ledger = createLedgerRepository(app.db);
    const [
      members,
      membershipApplications,
      memberRequests,
      thisMonth,
      ledgerFigures,
      latestDonations,
      monthlyRecurringKobo,
      monthlyGiftsNeedingAttention,
    ] = await Promise.all([
      createMembersRepository(app.db).count(),
      createMembershipApplicationsRepository(app.db).countPending(),
      createMemberRequestsRepository(app.db).countPending(),
      ledger.donationsTotalKobo(startOfLagosMonthIso()),
      ledger.ledger(),
      payments.listSuccessful({ purpose: 'donation', limit: LATEST_DONATIONS_COUNT }),
      gifts.monthlyRecurringKobo(),
      gifts.countNeedingAttention(),
    ]);
    return {
      success: true,
      data: {
        members,
        membershipApplicationsAwaitingReview: membershipApplications,
        pendingMemberRequests: memberRequests,
        donationsThisMonthKobo: thisMonth,
        donationsAllTimeKobo: ledgerFigures.totals.inKobo,
        latestDonations,
        monthlyRecurringKobo,
        monthlyGiftsNeedingAttention,
        spentAllTimeKobo: ledgerFigures.totals.outKobo,
        negativeBalances: ledgerFigures.balances.filter((balance) => balance.balanceKobo < 0),
      },
    };
  });
};

export default dashboardRoutes;
