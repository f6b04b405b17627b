import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MEMBER_REQUEST_DESCRIPTION_MAX, ULID_LENGTH } from '@contract/constants';
import { formAnswerQueryKey, type FormAnswer } from '@contract/server-rendered-page';
import { Button } from '@/components/ui/button/button';
import { FieldWrapper, fieldControlClassName } from '@/components/ui/form/field-wrapper';
import { PrivacyNoticeNote } from '@/components/ui/form/privacy-notice-note';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { paths } from '@/config/paths';
import { MEMBER_REQUEST_TYPE_OPTIONS } from '@/content/member-requests';
import { cn } from '@/lib/cn';
import { createRetryKeys, newIdempotencyKey } from '@/lib/idempotency-key';
import { useSubmitMemberRequest } from '@/features/member-requests/api/submit-member-request';
import { MEMBER_REQUEST_OUTCOME_MESSAGES } from '@/features/member-requests/config/member-request-messages';
import {
  EMPTY_MEMBER_REQUEST_FORM,
  memberRequestFormSchema,
  toMemberRequestFormValues,
  toSubmitMemberRequestBody,
  type MemberRequestFormValues,
} from '@/features/member-requests/schemas/member-request-form-schema';

const FORM_ID = 'member-request-form';
const fieldId = (name: keyof MemberRequestFormValues) => `member-request-${name}`;
const DESCRIPTION_COUNTER_ID = `${fieldId('description')}-counter`;
const SUMMARY_ID = 'member-request-errors';

const FIELD_LABELS: Record<keyof MemberRequestFormValues, string> = {
  name: 'Name',
  ulid: 'ULID',
  type: 'Application Type',
  duration: 'Duration (in Days)',
  amount: 'Amount (in Naira)',
  description: 'Description',
};

/** The server's answer when the form was sent without the app (the page came back with it), if any. */
function useServerAnswer(): FormAnswer | undefined {
  const queryClient = useQueryClient();
  const [answer] = useState(() => queryClient.getQueryData<FormAnswer>(formAnswerQueryKey('member-request')));
  return answer;
}

/**
 * The member request form: leave or raise, with the duration or the amount shown only for its type (by CSS, so
 * without the app too). A plain form posting to its own page: with the app it is checked here and sent to the
 * API (errors once a field has been left, toasts); without it the server checks it with the same schema and
 * sends the page back with the values kept and each message under its field. Only the relevant fields are sent.
 */
export function MemberRequestForm() {
  const submitMemberRequest = useSubmitMemberRequest();
  const answer = useServerAnswer();
  const refused = answer?.outcome === 'refused' ? answer : undefined;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(refused?.errors ?? {});
  const [initialValues] = useState(
    () => (refused && toMemberRequestFormValues(refused.values)) ?? EMPTY_MEMBER_REQUEST_FORM,
  );
  // The same request sent again after a failure (its answer may have been lost) carries the same key.
  const [retryKeys] = useState(createRetryKeys);
  // Posted without the app, the same filling of the form sent twice files one request.
  const [formKey] = useState(newIdempotencyKey);
  const {
    register,
    watch,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<MemberRequestFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(memberRequestFormSchema),
    defaultValues: initialValues,
  });
  // Read at each render of the form, so what was typed before the app arrived (which react-hook-form takes from
  // the fields when it registers them) counts from the app's first render on. (`watch` keeps the component out
  // of the React Compiler, which this app does not run.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const description = watch('description') ?? '';
  const isDescriptionTooLong = description.trim().length > MEMBER_REQUEST_DESCRIPTION_MAX;

  /** A field's message: this page's check first, then the server's until the field is changed. */
  const errorOf = (name: keyof MemberRequestFormValues) => errors[name]?.message ?? serverErrors[name];
  // The value is in the markup too, so a page the server sent back shows what was typed before any script.
  const field = (name: keyof MemberRequestFormValues, onChange?: () => void) => ({
    defaultValue: initialValues[name],
    ...register(name, {
      onChange: () => {
        if (serverErrors[name]) setServerErrors(({ [name]: _changed, ...rest }) => rest);
        onChange?.();
      },
    }),
  });
  const summary = Object.keys(FIELD_LABELS).filter((name) => serverErrors[name]) as Array<
    keyof MemberRequestFormValues
  >;

  const onSubmit = handleSubmit(async (values) => {
    const body = toSubmitMemberRequestBody(values);
    setServerErrors({});
    try {
      const result = await submitMemberRequest.mutateAsync({
        body,
        idempotencyKey: retryKeys.keyFor(JSON.stringify(body)),
      });
      if (result.success) {
        retryKeys.succeeded();
        toast.success(MEMBER_REQUEST_OUTCOME_MESSAGES.submitted);
        reset(EMPTY_MEMBER_REQUEST_FORM);
        return;
      }
      toast.error(result.message || MEMBER_REQUEST_OUTCOME_MESSAGES.refused);
    } catch (error) {
      console.error('The member request could not be delivered.', error);
      toast.error(MEMBER_REQUEST_OUTCOME_MESSAGES.undelivered);
    }
  });

  return (
    <form
      id={FORM_ID}
      method="post"
      action={paths.memberRequest.getHref()}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Member request"
      className="flex flex-col gap-5"
    >
      {answer?.outcome === 'submitted' ? (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 font-medium text-brand-900">
          {answer.message ?? MEMBER_REQUEST_OUTCOME_MESSAGES.submitted}
        </p>
      ) : null}
      {summary.length > 0 ? (
        <div
          id={SUMMARY_ID}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-semibold">Please fix the errors in the form:</p>
          <ul className="mt-1 list-disc pl-5">
            {summary.map((name) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className="underline">
                  {FIELD_LABELS[name]}: {serverErrors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        id={fieldId('name')}
        label={FIELD_LABELS.name}
        autoComplete="name"
        isRequired
        error={errorOf('name')}
        {...field('name')}
      />
      <TextField
        id={fieldId('ulid')}
        label={FIELD_LABELS.ulid}
        hint={`The ${ULID_LENGTH}-character member ID the forum gave you.`}
        autoComplete="off"
        spellCheck={false}
        isRequired
        inputClassName="font-mono"
        error={errorOf('ulid')}
        {...field('ulid')}
      />
      <SelectField
        id={fieldId('type')}
        label={FIELD_LABELS.type}
        placeholder="Select application type"
        options={MEMBER_REQUEST_TYPE_OPTIONS}
        isRequired
        error={errorOf('type')}
        // The hidden field's error would otherwise linger unseen and block nothing; drop it on switch.
        {...field('type', () => clearErrors(['duration', 'amount']))}
      />
      <div data-shown-for="leave">
        <TextField
          id={fieldId('duration')}
          label={FIELD_LABELS.duration}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          isRequired
          error={errorOf('duration')}
          {...field('duration')}
        />
      </div>
      <div data-shown-for="raise">
        <TextField
          id={fieldId('amount')}
          label={FIELD_LABELS.amount}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          isRequired
          error={errorOf('amount')}
          {...field('amount')}
        />
      </div>
      <FieldWrapper
        id={fieldId('description')}
        label={FIELD_LABELS.description}
        isRequired
        error={errorOf('description')}
        describedBy={DESCRIPTION_COUNTER_ID}
      >
        {(controlProps) => (
          <>
            <textarea
              rows={5}
              className={cn(fieldControlClassName, 'resize-y')}
              {...controlProps}
              {...field('description')}
            />
            <p
              id={DESCRIPTION_COUNTER_ID}
              className={cn(
                'self-end text-sm tabular-nums',
                isDescriptionTooLong ? 'font-medium text-red-600' : 'text-slate-500',
              )}
            >
              {description.trim().length}/{MEMBER_REQUEST_DESCRIPTION_MAX}
              <span className="sr-only"> characters used</span>
            </p>
          </>
        )}
      </FieldWrapper>
      <PrivacyNoticeNote what="your name, ULID and request" />
      <input
        type="hidden"
        name="idempotency_key"
        value={formKey}
        // Each rendering has its own key (a page built ahead keeps one for every visitor, which the server
        // reads together with what the form asks): with the app, the form is never posted.
        suppressHydrationWarning
      />
      <Button
        type="submit"
        size="lg"
        isLoading={isSubmitting}
        loadingText="Submitting..."
        className="self-start"
      >
        Submit Application
      </Button>
    </form>
  );
}
