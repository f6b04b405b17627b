import { z } from './zod';
import { recordedPaymentSchema } from './admin-donations';
import { defineEndpoint } from './endpoint';

export const LATEST_DONATIONS_COUNT = 5;

export const dashboardSummarySchema = z.object({
  members: z.number().check(z.int()),
  volunteersAwaitingReview: z.number().check(z.int()),
  pendingRequisitions: z.number().check(z.int()),
  /** Donations (purpose donation) paid since the first day of this month in Lagos, in kobo. */
  donationsThisMonthKobo: z.number().check(z.int()),
  donationsAllTimeKobo: z.number().check(z.int()),
  latestDonations: z.array(recordedPaymentSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const getDashboardResponseSchema = z.object({ success: z.boolean(), data: dashboardSummarySchema });

export const getDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  body: undefined,
  query: undefined,
  response: getDashboardResponseSchema,
});
