import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardEndpoint, LATEST_DONATIONS_COUNT } from '@contract/admin-dashboard';
import { startOfLagosMonthIso } from '@contract/lagos-time';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { createMonthlyGiftsRepository } from '../../repositories/monthly-gifts-repository';
import { listSuccessfulPayments } from './donations';

const countAll = sql<string | number>`count(*)`;

/** GET /api/admin/dashboard: the totals and latest donations the admin home shows. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getDashboardEndpoint.path, async () => {
    const db = app.db;
    const gifts = createMonthlyGiftsRepository(db);
    const ledger = createLedgerRepository(db);
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
      db.selectFrom('members').select(countAll.as('count')).executeTakeFirst(),
      db
        .selectFrom('membership_applications')
        .select(countAll.as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
      db
        .selectFrom('member_requests')
        .select(countAll.as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
      ledger.donationsTotalKobo(startOfLagosMonthIso()),
      ledger.ledger(),
      listSuccessfulPayments(db, { purpose: 'donation', limit: LATEST_DONATIONS_COUNT }),
      gifts.monthlyRecurringKobo(),
      gifts.countNeedingAttention(),
    ]);
    return {
      success: true,
      data: {
        members: Number(members?.count ?? 0),
        membershipApplicationsAwaitingReview: Number(membershipApplications?.count ?? 0),
        pendingMemberRequests: Number(memberRequests?.count ?? 0),
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
