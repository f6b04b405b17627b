import { z } from './zod';
import {
  LEAVE_DURATION_MAX_DAYS,
  REQUISITION_DESCRIPTION_MAX,
  REQUISITION_STATUSES,
  REQUISITION_TYPES,
  ULID_LENGTH,
} from './constants';
import { looseBoolean, looseId, looseOptionalNumber, looseText } from './common';
import { defineEndpoint } from './endpoint';

export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
export type RequisitionType = (typeof REQUISITION_TYPES)[number];

/** SPEC section 5's messages for the member request form. */
export const REQUISITION_MESSAGES = {
  nameRequired: 'Name is required',
  ulidRequired: 'ULID is required',
  ulidLength: 'ULID must be 36 characters',
  typeRequired: 'Application type is required',
  durationRequired: 'Duration is required for leave',
  amountRequired: 'Amount is required for raise',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be 255 characters or less',
} as const;
const M = REQUISITION_MESSAGES;

export const requisitionSchema = z.object({
  id: looseId,
  name: z.string(),
  ulid: looseText,
  type: z.enum(REQUISITION_TYPES),
  duration: looseOptionalNumber,
  amount: looseOptionalNumber,
  description: looseText,
  /** A missing status is treated as pending (SPEC section 3). */
  status: z.pipe(
    z.nullish(z.enum(REQUISITION_STATUSES)),
    z.transform((status) => status ?? 'pending'),
  ),
  created_at: z.nullish(z.string()),
});
export type Requisition = z.infer<typeof requisitionSchema>;

/** The list arrives bare or inside `data` (optionally with `success`); read as a plain array. */
export const fetchRequisitionsResponseSchema = z.pipe(
  z.union([
    z.array(requisitionSchema),
    z.object({
      success: z.optional(looseBoolean),
      message: z.optional(z.string()),
      data: z.array(requisitionSchema),
    }),
  ]),
  z.transform((value) => (Array.isArray(value) ? value : value.data)),
);

export const fetchRequisitionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/requisition/fetch_requisition.php',
  access: 'admin',
  body: undefined,
  query: undefined,
  response: fetchRequisitionsResponseSchema,
});

export const updateRequisitionStatusBodySchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .check(z.int('id must be a whole number'), z.positive('id is required')),
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});
export type UpdateRequisitionStatusBody = z.infer<typeof updateRequisitionStatusBodySchema>;

export const updateRequisitionStatusResponseSchema = z.object({
  success: looseBoolean,
  message: z._default(z.optional(z.string()), ''),
});

export const updateRequisitionStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/requisition/update_requisition_status.php',
  access: 'admin',
  body: updateRequisitionStatusBodySchema,
  query: undefined,
  response: updateRequisitionStatusResponseSchema,
});

const commonRequisitionFields = {
  name: z
    .string({ error: M.nameRequired })
    .check(z.trim(), z.minLength(1, M.nameRequired), z.maxLength(150, 'Name is too long')),
  ulid: z
    .string({ error: M.ulidRequired })
    .check(z.trim(), z.minLength(1, M.ulidRequired), z.length(ULID_LENGTH, M.ulidLength)),
  description: z
    .string({ error: M.descriptionRequired })
    .check(
      z.trim(),
      z.minLength(1, M.descriptionRequired),
      z.maxLength(REQUISITION_DESCRIPTION_MAX, M.descriptionTooLong),
    ),
};

/** What is sent: only the fields relevant to the type (duration for leave, amount for raise). */
export const submitRequisitionBodySchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      ...commonRequisitionFields,
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
      ...commonRequisitionFields,
      type: z.literal('raise'),
      amount: z
        .number({ error: M.amountRequired })
        .check(z.positive('Amount must be more than zero'), z.lte(1_000_000_000, 'Amount is too large')),
    }),
  ],
  { error: M.typeRequired },
);
export type SubmitRequisitionBody = z.infer<typeof submitRequisitionBodySchema>;

export const submitRequisitionResponseSchema = z.object({
  success: looseBoolean,
  message: z.optional(z.string()),
  data: z.nullish(z.object({ message: z.optional(z.string()) })),
});
export type SubmitRequisitionResponse = z.infer<typeof submitRequisitionResponseSchema>;

export const submitRequisitionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/requisition/submit.php',
  access: 'public',
  body: submitRequisitionBodySchema,
  query: undefined,
  response: submitRequisitionResponseSchema,
});
