import { z } from './zod';
import { defineEndpoint } from './endpoint';

/** 'once': one-off gifts only; otherwise the state of the donor's latest monthly gift. */
const DONOR_STATUSES = ['once', 'active', 'attention', 'cancelled'] as const;
export type DonorStatus = (typeof DONOR_STATUSES)[number];

const donorSchema = z.object({
  email: z.string(),
  status: z.enum(DONOR_STATUSES),
  /** Kobo a month while the monthly gift is not cancelled; null for one-off donors. */
  monthlyAmountKobo: z.nullable(z.number().check(z.int())),
  giftCount: z.number().check(z.int()),
  totalGivenKobo: z.number().check(z.int()),
  /** Null for a monthly donor whose first month is not recorded yet. */
  lastGiftAt: z.nullable(z.string()),
  lastGiftKobo: z.nullable(z.number().check(z.int())),
});
export type Donor = z.infer<typeof donorSchema>;

const failedRenewalSchema = z.object({
  invoiceCode: z.string(),
  email: z.string(),
  amountKobo: z.number().check(z.int()),
  reason: z.string(),
  failedAt: z.string(),
});
export type FailedRenewal = z.infer<typeof failedRenewalSchema>;

const donorsOverviewSchema = z.object({
  donors: z.array(donorSchema),
  failedRenewals: z.array(failedRenewalSchema),
  /** What the monthly gifts not cancelled bring each month, in kobo. */
  monthlyRecurringKobo: z.number().check(z.int()),
});

/** GET /api/admin/donors (ours): every donor, one-off and monthly, and the renewals Paystack could not charge. */
export const listDonorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/donors',
  access: 'admin',
  response: z.object({ success: z.boolean(), data: donorsOverviewSchema }),
});
