import { z } from '@contract/zod';
import { LEAVE_DURATION_MAX_DAYS, REQUISITION_DESCRIPTION_MAX, ULID_LENGTH } from '@contract/constants';
import { REQUISITION_MESSAGES, type SubmitRequisitionBody } from '@contract/requisition';

const M = REQUISITION_MESSAGES;

/** Limits the server also enforces, worded as it words them, so a member sees them before sending. */
export const REQUISITION_FORM_MESSAGES = {
  durationWholeDays: 'Duration must be a whole number of days',
  durationAtLeastOneDay: 'Duration must be at least 1 day',
  durationAtMost: `Duration must be at most ${LEAVE_DURATION_MAX_DAYS} days`,
  amountPositive: 'Amount must be more than zero',
} as const;

/** What the inputs hold: text as typed; the type is '' until one is chosen. */
export interface RequisitionFormValues {
  name: string;
  ulid: string;
  type: '' | 'leave' | 'raise';
  duration: string;
  amount: string;
  description: string;
}

export const EMPTY_REQUISITION_FORM: RequisitionFormValues = {
  name: '',
  ulid: '',
  type: '',
  duration: '',
  amount: '',
  description: '',
};

/**
 * SPEC section 5's rules. Every check sits in one refinement over plain strings, so each field's error is
 * known whatever state the other fields are in (mode 'onTouched' shows it once the field was left).
 */
const requisitionFieldsSchema = z.object({
  name: z.string(),
  ulid: z.string(),
  type: z.enum(['', 'leave', 'raise']),
  duration: z.string(),
  amount: z.string(),
  description: z.string(),
});

/** The form's values from fields read off the page by name (see useFieldsFilledBeforeHydration). */
export function toRequisitionFormValues(fields: Record<string, string>): RequisitionFormValues | undefined {
  const values = requisitionFieldsSchema.safeParse({ ...EMPTY_REQUISITION_FORM, ...fields });
  return values.success ? values.data : undefined;
}

export const requisitionFormSchema = requisitionFieldsSchema.check(
  z.superRefine((values, ctx) => {
    const fail = (path: keyof RequisitionFormValues, message: string) =>
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
      else if (!Number.isInteger(days)) fail('duration', REQUISITION_FORM_MESSAGES.durationWholeDays);
      else if (days < 1) fail('duration', REQUISITION_FORM_MESSAGES.durationAtLeastOneDay);
      else if (days > LEAVE_DURATION_MAX_DAYS) fail('duration', REQUISITION_FORM_MESSAGES.durationAtMost);
    }

    if (values.type === 'raise') {
      const amount = values.amount.trim();
      const naira = Number(amount);
      if (!amount) fail('amount', M.amountRequired);
      else if (!Number.isFinite(naira) || naira <= 0)
        fail('amount', REQUISITION_FORM_MESSAGES.amountPositive);
    }

    const description = values.description.trim();
    if (!description) fail('description', M.descriptionRequired);
    else if (description.length > REQUISITION_DESCRIPTION_MAX) fail('description', M.descriptionTooLong);
  }),
);

/** The request as sent: only the field of the chosen type (duration for leave, amount for raise). */
export function toSubmitRequisitionBody(values: RequisitionFormValues): SubmitRequisitionBody {
  const common = {
    name: values.name.trim(),
    ulid: values.ulid.trim(),
    description: values.description.trim(),
  };
  if (values.type === 'leave') return { ...common, type: 'leave', duration: Number(values.duration) };
  if (values.type === 'raise') return { ...common, type: 'raise', amount: Number(values.amount) };
  throw new Error('A request needs its type before it is sent');
}
