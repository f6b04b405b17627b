import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  changePasswordBodySchema,
  type ChangePasswordBody,
} from '@contract/admin-accounts';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { describeRequestError, type RequestOutcome } from '@/lib/request-outcome';
import { saveSession } from '@/lib/session';
import { useChangePassword } from '@/features/admin-accounts/api/admin-accounts';

/**
 * Current + new password. On success the server signs out every other session and answers a fresh token for
 * this one, which replaces the stored token.
 */
export function ChangePasswordForm({
  currentPasswordLabel = 'Current password',
  submitLabel = 'Change password',
  onChanged,
}: {
  currentPasswordLabel?: string;
  submitLabel?: string;
  onChanged?: () => void;
}) {
  const changePassword = useChangePassword();
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const result = await changePassword.mutateAsync(body);
      saveSession(result.token);
      reset();
      setOutcome({ tone: 'success', text: result.message });
      onChanged?.();
    } catch (error) {
      setOutcome({ tone: 'error', text: describeRequestError(error) });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Change password"
    >
      <TextField
        label={currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        isRequired
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`}
        isRequired
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <Button type="submit" isLoading={isSubmitting} loadingText="Saving...">
        {submitLabel}
      </Button>
    </form>
  );
}
