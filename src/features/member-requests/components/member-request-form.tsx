import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MEMBER_REQUEST_DESCRIPTION_MAX, ULID_LENGTH } from '@contract/constants';
import { Button } from '@/components/ui/button/button';
import { FieldWrapper, fieldControlClassName } from '@/components/ui/form/field-wrapper';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { cn } from '@/lib/cn';
import { useSubmitMemberRequest } from '@/features/member-requests/api/submit-member-request';
import {
  MEMBER_REQUEST_OUTCOME_MESSAGES,
  MEMBER_REQUEST_TYPE_OPTIONS,
} from '@/features/member-requests/config/member-request-messages';
import {
  EMPTY_MEMBER_REQUEST_FORM,
  memberRequestFormSchema,
  toSubmitMemberRequestBody,
  type MemberRequestFormValues,
} from '@/features/member-requests/schemas/member-request-form-schema';

const FORM_ID = 'member-request-form';
const DESCRIPTION_ID = 'member-request-description';
const DESCRIPTION_COUNTER_ID = `${DESCRIPTION_ID}-counter`;

/**
 * The member request form: leave or raise, with the duration or the amount
 * shown only for its type. Errors appear once a field has been left; only the relevant fields are sent.
 */
export function MemberRequestForm() {
  const submitMemberRequest = useSubmitMemberRequest();
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
    defaultValues: EMPTY_MEMBER_REQUEST_FORM,
  });
  // Read at each render of the form, so what was typed before the app arrived (which react-hook-form takes from
  // the fields when it registers them) counts from the app's first render on. (`watch` keeps the component out
  // of the React Compiler, which this app does not run.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const type = watch('type');
  const description = watch('description') ?? '';
  const isDescriptionTooLong = description.trim().length > MEMBER_REQUEST_DESCRIPTION_MAX;

  const typeField = register('type', {
    // The hidden field's error would otherwise linger unseen and block nothing; drop it on switch.
    onChange: () => clearErrors(['duration', 'amount']),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await submitMemberRequest.mutateAsync(toSubmitMemberRequestBody(values));
      if (result.success) {
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
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Member request"
      className="flex flex-col gap-5"
    >
      <TextField
        label="Name"
        autoComplete="name"
        isRequired
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="ULID"
        hint={`The ${ULID_LENGTH}-character member ID the forum gave you.`}
        autoComplete="off"
        spellCheck={false}
        isRequired
        inputClassName="font-mono"
        error={errors.ulid?.message}
        {...register('ulid')}
      />
      <SelectField
        label="Application Type"
        placeholder="Select application type"
        options={MEMBER_REQUEST_TYPE_OPTIONS}
        isRequired
        error={errors.type?.message}
        {...typeField}
      />
      {type === 'leave' ? (
        <TextField
          label="Duration (in Days)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          isRequired
          error={errors.duration?.message}
          {...register('duration')}
        />
      ) : null}
      {type === 'raise' ? (
        <TextField
          label="Amount (in Naira)"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          isRequired
          error={errors.amount?.message}
          {...register('amount')}
        />
      ) : null}
      <FieldWrapper
        id={DESCRIPTION_ID}
        label="Description"
        isRequired
        error={errors.description?.message}
        describedBy={DESCRIPTION_COUNTER_ID}
      >
        {(controlProps) => (
          <>
            <textarea
              rows={5}
              className={cn(fieldControlClassName, 'resize-y')}
              {...controlProps}
              {...register('description')}
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
