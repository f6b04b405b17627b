import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { loginBodySchema, type LoginBody } from '@contract/auth';
import { LOGIN_STATUS_MESSAGE_CLEAR_MS } from '@contract/constants';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { SIGN_IN_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useApiKind } from '@/lib/api-capabilities';
import { ApiError } from '@/lib/api-client';
import { clearLoginStatusMessage, getLoginStatusMessage, isLoginFlagSet, saveSession } from '@/lib/session';
import { useSignIn } from '@/features/auth/api/sign-in';
import { AuthCard } from '@/features/auth/components/auth-card';

function describeSignInFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? SIGN_IN_MESSAGES.loginFailed;
  return SIGN_IN_MESSAGES.somethingWentWrong;
}

/** The admin login: email and password, then on to /admin. */
export function SignInForm() {
  // Password links are ours only: the forum's PHP API has no call to send one.
  const offersPasswordLinks = useApiKind() === 'ours';
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [wasAlreadySignedIn] = useState(isLoginFlagSet);
  const [statusMessage, setStatusMessage] = useState(getLoginStatusMessage);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  // The stored status message (an expired session, say) is shown once, then forgotten after 3 s.
  useEffect(() => {
    if (!statusMessage) return;
    const timer = window.setTimeout(() => {
      clearLoginStatusMessage();
      setStatusMessage(null);
    }, LOGIN_STATUS_MESSAGE_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [statusMessage]);

  if (wasAlreadySignedIn) return <Navigate to={paths.admin.root.getHref()} replace />;

  const onSubmit = handleSubmit(async (credentials) => {
    setFailureMessage(null);
    try {
      const result = await signIn.mutateAsync(credentials);
      if (result.success && result.token) {
        saveSession(result.token);
        // A generated first password must be replaced before anything else.
        void navigate(
          result.mustChangePassword ? paths.auth.newPassword.getHref() : paths.admin.root.getHref(),
          { replace: true },
        );
        return;
      }
      setFailureMessage(result.error || result.message || SIGN_IN_MESSAGES.loginFailed);
    } catch (error) {
      setFailureMessage(describeSignInFailure(error));
    }
  });

  return (
    <AuthCard title="Admin Login" intro="Sign in to manage members, content and applications.">
      {statusMessage ? (
        <FormAlert tone="error" className="mt-6">
          {statusMessage}
        </FormAlert>
      ) : null}

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
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          isRequired
          error={errors.password?.message}
          {...register('password')}
        />

        {failureMessage ? <FormAlert tone="error">{failureMessage}</FormAlert> : null}

        <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting} loadingText="Signing in...">
          Sign in
        </Button>
        {offersPasswordLinks ? (
          <Link
            to={paths.auth.forgotPassword.getHref()}
            className="text-center text-sm font-medium text-brand-700 underline"
          >
            Forgot password?
          </Link>
        ) : null}
      </form>
    </AuthCard>
  );
}
