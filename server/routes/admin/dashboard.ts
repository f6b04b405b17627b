import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardEndpoint, LATEST_DONATIONS_COUNT } from '@contract/admin-dashboard';
import { lagosDate, startOfLagosMonthIso } from '@contract/lagos-time';
import { createDisputesRepository } from '../../repositories/disputes-repository';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { createMemberRequestsRepository } from '../../repositories/member-requests-repository';
import { createMembersRepository } from '../../repositories/members-repository';
import { createMembershipApplicationsRepository } from '../../repositories/membership-applications-repository';
import { createMonthlyGiftsRepository } from '../../repositories/monthly-gifts-repository';
import { createPaymentsRepository } from '../../repositories/payments-repository';

/** GET /api/admin/dashboard: the totals, latest donations and open disputes the admin home shows. */
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
      openDisputes,
    ] = await Promise.all([
      createMembersRepository(app.db).count(),
      createMembershipApplicationsRepository(app.db).countPending(),
      createMemberRequestsRepository(app.db).countPending(),
      ledger.donationsTotalKobo(startOfLagosMonthIso()),
      ledger.ledger(),
      payments.listSuccessful({ purpose: 'donation', limit: LATEST_DONATIONS_COUNT }),
      gifts.monthlyRecurringKobo(),
      gifts.countNeedingAttention(),
      createDisputesRepository(app.db).listOpen(),
    ]);
    const month = ledgerFigures.moneyIn.find((entry) => entry.month === lagosDate().slice(0, 7));
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
        refundsAllTimeKobo: ledgerFigures.totals.refundsKobo,
        refundsThisMonthKobo: month?.refundsKobo ?? 0,
        netAllTimeKobo: ledgerFigures.totals.netKobo,
        disputedHeldKobo: ledgerFigures.disputed.heldKobo,
        openDisputes: openDisputes.map((dispute) => ({
          reference: dispute.payment_reference,
          amountKobo: Number(dispute.amount_kobo),
          dueAt: dispute.due_at ?? null,
          openedAt: dispute.created_at,
        })),
        spentAllTimeKobo: ledgerFigures.totals.outKobo,
        negativeBalances: ledgerFigures.balances.filter((balance) => balance.balanceKobo < 0),
      },
    };
  });
};

export default dashboardRoutes;
