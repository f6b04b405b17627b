import { z } from '@contract/zod';
import { LEAVE_DURATION_MAX_DAYS, MEMBER_REQUEST_DESCRIPTION_MAX, ULID_LENGTH } from '@contract/constants';
import { MEMBER_REQUEST_MESSAGES, type SubmitMemberRequestBody } from '@contract/member-request';
import { isWholeKobo } from '@contract/request-fields';

const M = MEMBER_REQUEST_MESSAGES;

/** Limits the server also enforces, worded as it words them, so a member sees them before sending. */
const MEMBER_REQUEST_FORM_MESSAGES = {
  durationWholeDays: 'Duration must be a whole number of days',
  durationAtLeastOneDay: 'Duration must be at least 1 day',
  durationAtMost: `Duration must be at most ${LEAVE_DURATION_MAX_DAYS} days`,
  amountPositive: 'Amount must be more than zero',
} as const;

/** What the inputs hold: text as typed; the type is '' until one is chosen. */
const memberRequestFieldsSchema = z.object({
  name: z.string(),
  ulid: z.string(),
  type: z.enum(['', 'leave', 'raise']),
  duration: z.string(),
  amount: z.string(),
  description: z.string(),
});

export type MemberRequestFormValues = z.infer<typeof memberRequestFieldsSchema>;

export const EMPTY_MEMBER_REQUEST_FORM: MemberRequestFormValues = {
  name: '',
  ulid: '',
  type: '',
  duration: '',
  amount: '',
  description: '',
};

/** The form's values from fields by name (the values the server sent back with a refused form). */
export function toMemberRequestFormValues(
  fields: Record<string, string>,
): MemberRequestFormValues | undefined {
  const values = memberRequestFieldsSchema.safeParse({ ...EMPTY_MEMBER_REQUEST_FORM, ...fields });
  return values.success ? values.data : undefined;
}

/**
 * The form's rules. Every check sits in one refinement over plain strings, so each field's error is
 * known whatever state the other fields are in (mode 'onTouched' shows it once the field was left).
 */
export const memberRequestFormSchema = memberRequestFieldsSchema.check(
  z.superRefine((values, ctx) => {
    const fail = (path: keyof MemberRequestFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });

    if (!values.name.trim()) fail('name', M.nameRequired);

    const ulid = values.ulid.trim();
    if (!ulid) fail('ulid', M.ulidRequired);
    else if (ulid.length !== ULID_LENGTH) fail('ulid', M.ulidLength);

    if (!values.type) fail('type', M.typeRequired);

    if (values.type === 'leave') {
      const duration = values.duration.trim();
      const days = Number(duration);
      if (!duration) fail('duration', M.durationRequired);
      else if (!Number.isInteger(days)) fail('duration', MEMBER_REQUEST_FORM_MESSAGES.durationWholeDays);
      else if (days < 1) fail('duration', MEMBER_REQUEST_FORM_MESSAGES.durationAtLeastOneDay);
      else if (days > LEAVE_DURATION_MAX_DAYS) fail('duration', MEMBER_REQUEST_FORM_MESSAGES.durationAtMost);
    }

    if (values.type === 'raise') {
      const amount = values.amount.trim();
      const naira = Number(amount);
      if (!amount) fail('amount', M.amountRequired);
      else if (!Number.isFinite(naira) || naira <= 0)
        fail('amount', MEMBER_REQUEST_FORM_MESSAGES.amountPositive);
      else if (!isWholeKobo(naira)) fail('amount', M.amountKobo);
    }

    const description = values.description.trim();
    if (!description) fail('description', M.descriptionRequired);
    else if (description.length > MEMBER_REQUEST_DESCRIPTION_MAX) fail('description', M.descriptionTooLong);
  }),
);

/** The request as sent: only the field of the chosen type (duration for leave, amount for raise). */
export function toSubmitMemberRequestBody(values: MemberRequestFormValues): SubmitMemberRequestBody {
  const common = {
    name: values.name.trim(),
    ulid: values.ulid.trim(),
    description: values.description.trim(),
  };
  if (values.type === 'leave') return { ...common, type: 'leave', duration: Number(values.duration) };
  if (values.type === 'raise') return { ...common, type: 'raise', amount: Number(values.amount) };
  throw new Error('A request needs its type before it is sent');
}
