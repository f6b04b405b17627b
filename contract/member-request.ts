import { z } from './zod';
import {
  LEAVE_DURATION_MAX_DAYS,
  MEMBER_REQUEST_DESCRIPTION_MAX,
  MEMBER_REQUEST_STATUSES,
  MEMBER_REQUEST_TYPES,
  ULID_LENGTH,
} from './constants';
import { looseBoolean, looseId, looseOptionalNumber, looseText } from './common';
import { isWholeKobo, requiredText } from './request-fields';
import { defineEndpoint } from './endpoint';

export type MemberRequestStatus = (typeof MEMBER_REQUEST_STATUSES)[number];

/** The messages for the member request form. */
export const MEMBER_REQUEST_MESSAGES = {
  nameRequired: 'Name is required',
  ulidRequired: 'ULID is required',
  ulidLength: 'ULID must be 36 characters',
  typeRequired: 'Application type is required',
  durationRequired: 'Duration is required for leave',
  amountRequired: 'Amount is required for raise',
  amountKobo: 'Amount can have at most two decimal places (kobo)',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be 255 characters or less',
} as const;
const M = MEMBER_REQUEST_MESSAGES;

const memberRequestSchema = z.object({
  id: looseId,
  name: z.string(),
  ulid: looseText,
  type: z.enum(MEMBER_REQUEST_TYPES),
  duration: looseOptionalNumber,
  amount: looseOptionalNumber,
  description: looseText,
  /** A missing status is treated as pending. */
  status: z.pipe(
    z.nullish(z.enum(MEMBER_REQUEST_STATUSES)),
    z.transform((status) => status ?? 'pending'),
  ),
  created_at: z.nullish(z.string()),
  /** Our server adds the name on the member's record for the admin (absent from the PHP API). */
  member_name: z.nullish(z.string()),
});
export type MemberRequest = z.infer<typeof memberRequestSchema>;

/** The list arrives bare or inside `data` (optionally with `success`); read as a plain array. */
export const fetchMemberRequestsResponseSchema = z.pipe(
  z.union([
    z.array(memberRequestSchema),
    z.object({
      success: z.optional(looseBoolean),
      message: z.optional(z.string()),
      data: z.array(memberRequestSchema),
    }),
  ]),
  z.transform((value) => (Array.isArray(value) ? value : value.data)),
);

export const fetchMemberRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/requisition/fetch_requisition.php',
  access: 'admin',
  response: fetchMemberRequestsResponseSchema,
});

export const updateMemberRequestStatusBodySchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .check(z.int('id must be a whole number'), z.positive('id is required')),
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});
export type UpdateMemberRequestStatusBody = z.infer<typeof updateMemberRequestStatusBodySchema>;

const updateMemberRequestStatusResponseSchema = z.object({
  success: looseBoolean,
  message: z._default(z.optional(z.string()), ''),
});

export const updateMemberRequestStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/requisition/update_requisition_status.php',
  access: 'admin',
  body: updateMemberRequestStatusBodySchema,
  response: updateMemberRequestStatusResponseSchema,
});

const commonMemberRequestFields = {
  name: requiredText(M.nameRequired, 150, 'Name is too long'),
  ulid: z
    .string({ error: M.ulidRequired })
    .check(z.trim(), z.minLength(1, M.ulidRequired), z.length(ULID_LENGTH, M.ulidLength)),
  description: requiredText(M.descriptionRequired, MEMBER_REQUEST_DESCRIPTION_MAX, M.descriptionTooLong),
};

/** The fields every request has, whatever its type (for naming each wrong field when the type is missing). */
export const memberRequestCommonFieldsSchema = z.object(commonMemberRequestFields);

/** What is sent: only the fields relevant to the type (duration for leave, amount for raise). */
export const submitMemberRequestBodySchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      ...commonMemberRequestFields,
      type: z.literal('leave'),
      duration: z
        .number({ error: M.durationRequired })
        .check(
          z.int('Duration must be a whole number of days'),
          z.positive('Duration must be at least 1 day'),
          z.lte(LEAVE_DURATION_MAX_DAYS, `Duration must be at most ${LEAVE_DURATION_MAX_DAYS} days`),
        ),
    }),
    z.strictObject({
      ...commonMemberRequestFields,
      type: z.literal('raise'),
      amount: z
        .number({ error: M.amountRequired })
        .check(
          z.positive('Amount must be more than zero'),
          z.lte(1_000_000_000, 'Amount is too large'),
          z.refine(isWholeKobo, M.amountKobo),
        ),
    }),
  ],
  { error: M.typeRequired },
);
export type SubmitMemberRequestBody = z.infer<typeof submitMemberRequestBodySchema>;

const submitMemberRequestResponseSchema = z.object({
  success: looseBoolean,
  message: z.optional(z.string()),
  data: z.nullish(z.object({ message: z.optional(z.string()) })),
});

export const submitMemberRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/requisition/submit.php',
  access: 'public',
  body: submitMemberRequestBodySchema,
  response: submitMemberRequestResponseSchema,
});
