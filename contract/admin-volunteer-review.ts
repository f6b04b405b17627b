import { z } from './zod';
import { defineEndpoint } from './endpoint';

export const VOLUNTEER_DECISIONS = ['accepted', 'rejected'] as const;
export type VolunteerDecision = (typeof VOLUNTEER_DECISIONS)[number];

export const VOLUNTEER_REVIEW_MESSAGES = {
  accepted: 'Application accepted: the member has been created.',
  rejected: 'Application rejected.',
  notFound: 'Volunteer application not found',
  alreadyDecided: 'This application has already been reviewed.',
} as const;

export const reviewVolunteerBodySchema = z.object({
  status: z.enum(VOLUNTEER_DECISIONS, { error: 'Status must be accepted or rejected' }),
});
export type ReviewVolunteerBody = z.infer<typeof reviewVolunteerBodySchema>;

export const reviewVolunteerResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The member created from an accepted application (numeric id and the ULID members quote). */
  member: z.nullish(z.object({ id: z.number(), ulid: z.string() })),
});
export type ReviewVolunteerResponse = z.infer<typeof reviewVolunteerResponseSchema>;

/** PUT /api/admin/volunteers/:id/status: accept (creates the member from the application) or reject. */
export const reviewVolunteerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/volunteers/:id/status',
  access: 'admin',
  body: reviewVolunteerBodySchema,
  query: undefined,
  response: reviewVolunteerResponseSchema,
});
