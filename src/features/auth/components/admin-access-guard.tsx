import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { SESSION_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { setLoginStatusMessage, useSessionToken } from '@/lib/session';
import { checkSession } from '@/lib/session-check';

export type AdminAccess = 'allowed' | 'redirect';

/** The guard's decision (SPEC section 5); an expired session also leaves a note for the sign-in page. */
export function decideAdminAccess(now: number = Date.now()): AdminAccess {
  const session = checkSession(now);
  if (session.status === 'signed-in') return 'allowed';
  if (session.reason === 'expired') setLoginStatusMessage(SESSION_MESSAGES.sessionExpired);
  return 'redirect';
}

/**
 * Lets a visitor with a valid session into the admin area, otherwise replaces the history entry with
 * the sign-in page. Checked synchronously on entry, then again whenever the token disappears (sign out
 * here or in another tab, a 401 from an admin call).
 */
export function AdminAccessGuard({ children }: { children: ReactNode }) {
  const [access] = useState(decideAdminAccess);
  const token = useSessionToken();

  if (access === 'redirect' || !token) return <Redirect to={paths.auth.signIn.getHref()} replace />;
  return children;
}
