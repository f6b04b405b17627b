import { z } from './zod';
import { calendarDateSchema } from './common';

/** The largest goal a program may set: ₦10 billion. */
const MAX_GOAL_NAIRA = 10_000_000_000;

const PROGRAM_GOAL_MESSAGES = {
  goalWhole: 'Goal must be a whole number of naira',
  goalPositive: 'Goal must be more than ₦0',
  goalTooLarge: 'Goal is too large',
} as const;

/** Optional on add and edit (our extra: a PHP API ignores it); null clears it. */
export const programGoalNairaSchema = z.optional(
  z.nullable(
    z
      .number({ error: PROGRAM_GOAL_MESSAGES.goalWhole })
      .check(
        z.int(PROGRAM_GOAL_MESSAGES.goalWhole),
        z.positive(PROGRAM_GOAL_MESSAGES.goalPositive),
        z.lte(MAX_GOAL_NAIRA, PROGRAM_GOAL_MESSAGES.goalTooLarge),
      ),
  ),
);

/** The fundraising's last day (YYYY-MM-DD); null clears it. */
export const programGoalEndsOnSchema = z.optional(z.nullable(calendarDateSchema));

/** Verified donations earmarked for a program: their total and how many donors (distinct e-mails) gave. */
export const programProgressSchema = z.object({
  raisedKobo: z.number(),
  donors: z.number(),
});
export type ProgramProgress = z.infer<typeof programProgressSchema>;

/** The custom field that carries a donation's earmark, beside 'Donation Type', in Paystack's metadata. */
export const PROGRAM_EARMARK_FIELD = { display_name: 'Program', variable_name: 'program_id' } as const;
