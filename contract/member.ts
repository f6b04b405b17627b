import { z } from './zod';
import { ADMIN_MARITAL_STATUSES, MEMBER_TITLES, ULID_LENGTH } from './constants';
import { looseBoolean, looseId, looseList, looseText, outcomeResponseSchema } from './common';
import { idQuerySchema } from './request-fields';
import { defineEndpoint } from './endpoint';

const REQUIRED = 'Required';
const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, 'Too long'));

/** The admin member form: every field required with the message 'Required'. */
export const memberFieldsSchema = z.object({
  title: z.enum(MEMBER_TITLES, { error: REQUIRED }),
  name: requiredText(150),
  state_of_origin: requiredText(60),
  date_of_birth: z.pipe(
    requiredText(10),
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')),
  ),
  place_of_residence: requiredText(200),
  type_of_work: requiredText(150),
  company_name: requiredText(150),
  position_held: requiredText(150),
  educational_status: requiredText(150),
  marital_status: z.enum(ADMIN_MARITAL_STATUSES, { error: REQUIRED }),
  email: requiredText(254),
});
export type MemberFields = z.infer<typeof memberFieldsSchema>;

const memberSchema = z.object({
  id: looseId,
  ulid: looseText,
  title: looseText,
  name: z.string(),
  state_of_origin: looseText,
  date_of_birth: looseText,
  place_of_residence: looseText,
  type_of_work: looseText,
  company_name: looseText,
  position_held: looseText,
  educational_status: looseText,
  marital_status: looseText,
  email: looseText,
  created_at: looseText,
  /** 'approved' or 'suspended' on ours; another API's values ('pending') are shown as they come. */
  status: z.nullish(z.string()),
});
export type Member = z.infer<typeof memberSchema>;

export const createMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/member/createMember.php',
  access: 'admin',
  body: memberFieldsSchema,
  response: outcomeResponseSchema,
});

export const getMembersResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: looseList(memberSchema),
});
export type GetMembersResponse = z.infer<typeof getMembersResponseSchema>;

export const getMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/member/getMembers.php',
  access: 'admin',
  response: getMembersResponseSchema,
});

/**
 * The edit form sends the whole member back, id included, with no client validation. A member the site created
 * from an application may hold what the admin form would refuse (the title 'Dr.', no date of birth), so each field
 * is checked by the form's rule only when the edit changes it (`checkMemberEdit`).
 */
const storedText = z.string({ error: REQUIRED }).check(z.maxLength(1000, 'Too long'));
const updateMemberBodySchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .check(z.int('id must be a whole number'), z.positive('id is required')),
  title: storedText,
  name: storedText,
  state_of_origin: storedText,
  date_of_birth: storedText,
  place_of_residence: storedText,
  type_of_work: storedText,
  company_name: storedText,
  position_held: storedText,
  educational_status: storedText,
  marital_status: storedText,
  email: storedText,
});
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;
export type MemberEdit = Omit<UpdateMemberBody, 'id'>;

/** The fields an edit changes, checked by the admin member form's rules; a field left as stored is kept as it is. */
export function checkMemberEdit(edit: MemberEdit, stored: MemberEdit) {
  const storedValues = new Map(Object.entries(stored));
  const changed = Object.entries(edit).filter(([name, value]) => storedValues.get(name) !== value);
  return z.partial(memberFieldsSchema).safeParse(Object.fromEntries(changed));
}

/** The answer to an edit; a refusal names each refused field with its message. */
const updateMemberResponseSchema = z.extend(outcomeResponseSchema, {
  errors: z.optional(z.record(z.string(), z.string())),
});

export const updateMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/member/updateMember.php',
  access: 'admin',
  body: updateMemberBodySchema,
  response: updateMemberResponseSchema,
  successIsStatus: true,
});

export const deleteMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/member/deleteMember.php',
  access: 'admin',
  query: idQuerySchema,
  response: outcomeResponseSchema,
  successIsStatus: true,
});

/**
 * Only what the public card shows, named one by one so that a field added to a member never reaches the public
 * card unless it is added here: no date of birth, no residence.
 */
export const memberCardSchema = z.object({
  id: looseId,
  ulid: looseText,
  title: looseText,
  name: z.string(),
  email: looseText,
  type_of_work: looseText,
  company_name: looseText,
  position_held: looseText,
  state_of_origin: looseText,
  created_at: looseText,
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const getMemberResponseSchema = z.object({
  /** PHP may answer true, "true", 1, or leave it out beside the member. */
  success: z._default(z.optional(looseBoolean), true),
  member: z.nullish(memberCardSchema),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** The card is looked up by the member's numeric id or by its 36-character ULID. */
export const getMemberQuerySchema = z.object({
  id: z
    .string({ error: 'id is required' })
    .check(
      z.trim(),
      z.minLength(1, 'id is required'),
      z.maxLength(ULID_LENGTH, 'id is too long'),
      z.regex(/^[A-Za-z0-9-]+$/, 'id has invalid characters'),
    ),
});

export const getMemberEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/member/getMember.php',
  access: 'public',
  query: getMemberQuerySchema,
  response: getMemberResponseSchema,
});
