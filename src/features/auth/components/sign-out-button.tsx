import { useNavigate } from 'react-router-dom';
import { SignOutIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { clearSession } from '@/lib/session';

/** Forgets the session and returns to the sign-in page. */
export function SignOutButton({ className }: { className?: string }) {
  const navigate = useNavigate();

  return (
    <button
      type="button"
      onClick={() => {
        clearSession();
        void navigate(paths.auth.signIn.getHref(), { replace: true });
      }}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <SignOutIcon className="size-5" />
      Sign out
    </button>
  );
}
