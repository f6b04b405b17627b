import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignOutIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { endSessionOnServer } from '@/features/auth/api/sign-out';
import { cn } from '@/lib/cn';
import { clearSession } from '@/lib/session';

/** Ends the session on the server, forgets it in the browser and returns to the sign-in page. */
export function SignOutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  return (
    <button
      type="button"
      disabled={signingOut}
      aria-busy={signingOut}
      onClick={() => {
        setSigningOut(true);
        void endSessionOnServer().finally(() => {
          clearSession();
          void navigate(paths.auth.signIn.getHref(), { replace: true });
        });
      }}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <SignOutIcon className="size-5" />
      Sign out
    </button>
  );
}
