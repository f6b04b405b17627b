import { z } from './zod';
import { MAX_DONATION_NAIRA, MIN_DONATION_NAIRA } from './constants';
import { defineEndpoint } from './endpoint';

/** Monthly giving (ours): kept apart from donation.ts so a first visit does not download it. */
/** Ours: the Paystack plan a monthly gift of this many naira is charged with (created once, then reused). */
export const monthlyPlanBodySchema = z.object({
  amount: z
    .number({ error: 'Amount must be a number' })
    .check(
      z.gte(MIN_DONATION_NAIRA, `The smallest donation we accept is ₦${MIN_DONATION_NAIRA}`),
      z.lte(MAX_DONATION_NAIRA, 'Amount is too large'),
    ),
});

const monthlyPlanResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ planCode: z.string() }),
});

export const monthlyPlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donation/monthly-plan',
  access: 'public',
  body: monthlyPlanBodySchema,
  response: monthlyPlanResponseSchema,
});
