import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@contract/admin-accounts';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { paths } from '@/config/paths';
import { outcomeOfRequest, type RequestOutcome } from '@/lib/request-outcome';
import { useForgotPassword } from '@/features/auth/api/password-links';
import { AuthCard } from '@/features/auth/components/auth-card';

/** "Forgot password?": asks for the address and says what the server says (the same for any address). */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    setOutcome(await outcomeOfRequest(() => forgot.mutateAsync(body)));
  });

  return (
    <AuthCard
      title="Forgot password?"
      intro="Enter your admin e-mail address: we will send you a link to choose a new password."
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
        <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting} loadingText="Sending...">
          Send the link
        </Button>
        <Link
          to={paths.auth.signIn.getHref()}
          className="text-center text-sm font-medium text-brand-700 underline"
        >
          Back to sign in
        </Link>
      </form>
    </AuthCard>
  );
}
