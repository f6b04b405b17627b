import { SignInForm } from '@/features/auth/components/sign-in-form';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export default function SignInRoute() {
  return (
    <>
      <Seo
        title="Admin Login"
        description="Sign in to the forum's admin area."
        canonicalPath={paths.auth.signIn.getHref()}
      />
      <meta name="robots" content="noindex" />
      <SignInForm />
    </>
  );
}
