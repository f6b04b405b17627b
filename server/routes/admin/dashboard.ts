import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardEndpoint, LATEST_DONATIONS_COUNT } from '@contract/admin-dashboard';
import { LAGOS_UTC_OFFSET_MS } from '@contract/constants';
import type { DbExecutor } from '../../repositories/executor';
import { listSuccessfulPayments, paidAtExpression } from './donations';

/** The first instant of the current calendar month in Lagos (UTC+1, no daylight saving), as an ISO string. */
export function startOfLagosMonthIso(now: number = Date.now()): string {
  const lagos = new Date(now + LAGOS_UTC_OFFSET_MS);
  return new Date(
    Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), 1) - LAGOS_UTC_OFFSET_MS,
  ).toISOString();
}

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
    const [members, volunteers, requisitions, thisMonth, allTime, latestDonations] = await Promise.all([
      db.selectFrom('members').select(countAll.as('count')).executeTakeFirst(),
      db
        .selectFrom('volunteers')
        .select(countAll.as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
      db
        .selectFrom('requisitions')
        .select(countAll.as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
      sumDonationsKobo(db, startOfLagosMonthIso()),
      sumDonationsKobo(db),
      listSuccessfulPayments(db, { purpose: 'donation', limit: LATEST_DONATIONS_COUNT }),
    ]);
    return {
      success: true,
      data: {
        members: Number(members?.count ?? 0),
        volunteersAwaitingReview: Number(volunteers?.count ?? 0),
        pendingRequisitions: Number(requisitions?.count ?? 0),
        donationsThisMonthKobo: thisMonth,
        donationsAllTimeKobo: allTime,
        latestDonations,
      },
    };
  });
};

export default dashboardRoutes;
