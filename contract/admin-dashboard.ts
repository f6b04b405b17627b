import { z } from './zod';
import { recordedPaymentSchema } from './admin-donations';
import { defineEndpoint } from './endpoint';
import { programBalanceSchema } from './ledger';
import { openDisputeSchema } from './refunds';

export const LATEST_DONATIONS_COUNT = 5;

const dashboardSummarySchema = z.object({
  members: z.number().check(z.int()),
  membershipApplicationsAwaitingReview: z.number().check(z.int()),
  pendingMemberRequests: z.number().check(z.int()),
  /** Donations (purpose donation) paid since the first day of this month in Lagos, in kobo. */
  donationsThisMonthKobo: z.number().check(z.int()),
  donationsAllTimeKobo: z.number().check(z.int()),
  latestDonations: z.array(recordedPaymentSchema),
  /** Ours: what the monthly gifts not cancelled bring each month, in kobo. */
  monthlyRecurringKobo: z._default(z.number().check(z.int()), 0),
  /** Ours: monthly gifts whose last renewal Paystack could not charge. */
  monthlyGiftsNeedingAttention: z._default(z.number().check(z.int()), 0),
  /** Disbursements recorded, in kobo (the public ledger's money out). */
  spentAllTimeKobo: z.optional(z.number()),
  /** Ours: gifts refunded (processed) and disputes lost, all time and this month in Lagos, in kobo. */
  refundsAllTimeKobo: z.optional(z.number()),
  refundsThisMonthKobo: z.optional(z.number()),
  /** Ours: money in net of refunds, all time. */
  netAllTimeKobo: z.optional(z.number()),
  /** Ours: money Paystack holds for open disputes of gifts. */
  disputedHeldKobo: z.optional(z.number()),
  /** Ours: open disputes (gifts and application fees), the soonest due first. */
  openDisputes: z.optional(z.array(openDisputeSchema)),
  /** Funds (general, or a program) that paid out more than they raised: flagged to the admin. */
  negativeBalances: z.optional(z.array(programBalanceSchema)),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const getDashboardResponseSchema = z.object({ success: z.boolean(), data: dashboardSummarySchema });

export const getDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  response: getDashboardResponseSchema,
});
