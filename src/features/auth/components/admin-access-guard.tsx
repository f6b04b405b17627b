import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { SESSION_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { setLoginStatusMessage, useSessionToken } from '@/lib/session';
import { checkSession, tokenRequiresNewPassword } from '@/lib/session-check';

type AdminAccess = 'allowed' | 'redirect';

/** The guard's decision; an expired session also leaves a note for the sign-in page. */
function decideAdminAccess(now: number = Date.now()): AdminAccess {
  const session = checkSession(now);
  if (session.status === 'signed-in') return 'allowed';
  if (session.reason === 'expired') setLoginStatusMessage(SESSION_MESSAGES.sessionExpired);
  return 'redirect';
}

/**
 * The layout route of /admin: lets a visitor with a valid session into the admin area (its child routes),
 * otherwise replaces the history entry with the sign-in page. Checked synchronously on entry, then again
 * whenever the token disappears (sign out here or in another tab, a 401 from an admin call). A token issued for
 * a generated first password leads to the page that replaces it.
 */
export function AdminAccessGuard() {
  const [access] = useState(decideAdminAccess);
  const token = useSessionToken();

  if (access === 'redirect' || !token) return <Navigate to={paths.auth.signIn.getHref()} replace />;
  if (tokenRequiresNewPassword(token)) return <Navigate to={paths.auth.newPassword.getHref()} replace />;
  return <Outlet />;
}
