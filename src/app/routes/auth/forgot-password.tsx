import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export default function ForgotPasswordRoute() {
  return (
    <>
      <Seo
        title="Forgot password"
        description="Get a link to choose a new admin password."
        canonicalPath={paths.auth.forgotPassword.getHref()}
      />
      <meta name="robots" content="noindex" />
      <ForgotPasswordForm />
    </>
  );
}
