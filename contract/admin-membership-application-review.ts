import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { MEMBERSHIP_APPLICATIONS_ADMIN_PATH } from './membership-application-documents';

const MEMBERSHIP_APPLICATION_DECISIONS = ['accepted', 'rejected'] as const;
export type MembershipApplicationDecision = (typeof MEMBERSHIP_APPLICATION_DECISIONS)[number];

export const MEMBERSHIP_APPLICATION_REVIEW_MESSAGES = {
  accepted: 'Application accepted: the member has been created.',
  rejected: 'Application rejected.',
  notFound: 'Volunteer application not found',
  alreadyDecided: 'This application has already been reviewed.',
} as const;

const reviewMembershipApplicationBodySchema = z.object({
  status: z.enum(MEMBERSHIP_APPLICATION_DECISIONS, { error: 'Status must be accepted or rejected' }),
});

export const reviewMembershipApplicationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The member created from an accepted application (numeric id and the ULID members quote). */
  member: z.nullish(z.object({ id: z.number(), ulid: z.string() })),
});

/** PUT /api/admin/membership-applications/:id/status: accept (creates the member from the application) or reject. */
export const reviewMembershipApplicationEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MEMBERSHIP_APPLICATIONS_ADMIN_PATH}/:id/status`,
  access: 'admin',
  body: reviewMembershipApplicationBodySchema,
  response: reviewMembershipApplicationResponseSchema,
});
