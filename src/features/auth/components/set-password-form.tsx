import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  ADMIN_ACCOUNT_MESSAGES,
  ADMIN_PASSWORD_MIN_LENGTH,
  setPasswordBodySchema,
  type SetPasswordBody,
} from '@contract/admin-accounts';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { paths } from '@/config/paths';
import { outcomeOfRequest, type RequestOutcome } from '@/lib/request-outcome';
import { useSetPassword } from '@/features/auth/api/password-links';
import { AuthCard } from '@/features/auth/components/auth-card';

/** The page an invitation or reset e-mail opens: choose a password, then sign in. */
export function SetPasswordForm({ token }: { token: string }) {
  const setPassword = useSetPassword();
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordBody>({
    resolver: zodResolver(setPasswordBodySchema),
    defaultValues: { token, password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    setOutcome(await outcomeOfRequest(() => setPassword.mutateAsync(body)));
  });

  if (outcome?.tone === 'success') {
    return (
      <AuthCard title="Password set" intro={outcome.text}>
        <Link
          to={paths.auth.signIn.getHref()}
          className="mt-6 block rounded-lg bg-brand-600 px-5 py-3 text-center text-sm font-semibold text-white hover:bg-brand-700"
        >
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose your password"
      intro={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters. The link works once.`}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 flex flex-col gap-5">
        {errors.token ? <FormAlert tone="error">{ADMIN_ACCOUNT_MESSAGES.linkInvalid}</FormAlert> : null}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          isRequired
          error={errors.password?.message}
          {...register('password')}
        />
        {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
        <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting} loadingText="Saving...">
          Set password
        </Button>
      </form>
    </AuthCard>
  );
}
