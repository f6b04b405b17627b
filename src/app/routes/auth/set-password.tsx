import { useSearchParams } from 'react-router-dom';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export default function SetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <Seo
        title="Choose your password"
        description="Set the password of your admin account."
        canonicalPath={paths.auth.setPassword.getHref()}
      />
      <meta name="robots" content="noindex" />
      <SetPasswordForm token={searchParams.get('token') ?? ''} />
    </>
  );
}
