import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardEndpoint, LATEST_DONATIONS_COUNT } from '@contract/admin-dashboard';
import { startOfLagosMonthIso } from '@contract/lagos-time';
import type { DbExecutor } from '../../repositories/executor';
import { createMonthlyGiftsRepository } from '../../repositories/monthly-gifts-repository';
import { listSuccessfulPayments, paidAtExpression } from './donations';

const countAll = sql<string | number>`count(*)`;

async function sumDonationsKobo(db: DbExecutor, sinceIso?: string): Promise<number> {
  let query = db
    .selectFrom('payments')
    .select(sql<string | number | null>`sum(amount_kobo)`.as('total'))
    .where('status', '=', 'success')
    .where('purpose', '=', 'donation');
  if (sinceIso) query = query.where(paidAtExpression, '>=', sinceIso);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** GET /api/admin/dashboard: the totals and latest donations the admin home shows. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getDashboardEndpoint.path, async () => {
    const db = app.db;
    const gifts = createMonthlyGiftsRepository(db);
    const [
      members,
      membershipApplications,
      memberRequests,
      thisMonth,
      allTime,
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
      sumDonationsKobo(db, startOfLagosMonthIso()),
      sumDonationsKobo(db),
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
        donationsAllTimeKobo: allTime,
        latestDonations,
        monthlyRecurringKobo,
        monthlyGiftsNeedingAttention,
      },
    };
  });
};

export default dashboardRoutes;
