import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ForcedPasswordChange } from '@/features/admin-accounts/components/forced-password-change';
import { useSessionToken } from '@/lib/session';
import { Seo } from '@/lib/seo';

export default function NewPasswordRoute() {
  const token = useSessionToken();
  if (!token) return <Navigate to={paths.auth.signIn.getHref()} replace />;
  return (
    <>
      <Seo
        title="Choose a new password"
        description="Replace the generated first password."
        canonicalPath={paths.auth.newPassword.getHref()}
      />
      <meta name="robots" content="noindex" />
      <ForcedPasswordChange />
    </>
  );
}
