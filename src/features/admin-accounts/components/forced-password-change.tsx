import { useNavigate } from 'react-router-dom';
import { LogoMark } from '@/components/layout/logo';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/admin-accounts/components/change-password-form';

/** After signing in with the password generated at first start: a new one before anything else. */
export function ForcedPasswordChange() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="size-12" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900">Choose a new password</h1>
          <p className="mt-1 text-sm text-slate-600">
            You signed in with the password generated when the site was installed. Choose your own to
            continue.
          </p>
        </div>
        <ChangePasswordForm
          currentPasswordLabel="Password from initial-admin.txt"
          submitLabel="Save and continue"
          onChanged={() => void navigate(paths.admin.root.getHref(), { replace: true })}
        />
      </div>
    </div>
  );
}
