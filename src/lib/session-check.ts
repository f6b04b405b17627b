import { jwtDecode } from 'jwt-decode';
import type { AdminTokenPayload } from '@contract/auth';
import { clearSession, getSessionToken, isLoginFlagSet } from '@/lib/session';

// Apart from the rest of the session code (src/lib/session.ts), which the API client loads on every page:
// only the admin area's guard decodes the token, so jwt-decode stays in its chunk.

export type SessionCheck =
  | { status: 'signed-in'; token: string; payload: Partial<AdminTokenPayload> }
  | { status: 'signed-out'; reason: 'no-token' | 'undecodable' | 'expired' };

/**
 * The access guard's rules: no token means signed out; an undecodable token is removed
 * and logged; a token whose exp (seconds) is earlier than `now` (milliseconds) is removed; a token
 * without exp is accepted. The signature is the server's business.
 */
export function checkSession(now: number = Date.now()): SessionCheck {
  const token = getSessionToken();
  if (!token) {
    // A login flag without a token is stale; dropping it keeps the sign-in page from bouncing to /admin.
    if (isLoginFlagSet()) clearSession();
    return { status: 'signed-out', reason: 'no-token' };
  }

  let payload: Partial<AdminTokenPayload>;
  try {
    payload = jwtDecode<Partial<AdminTokenPayload>>(token);
  } catch (error) {
    console.error('The stored session token could not be decoded; it has been removed.', error);
    clearSession();
    return { status: 'signed-out', reason: 'undecodable' };
  }

  if (typeof payload.exp === 'number' && payload.exp * 1000 < now) {
    clearSession();
    return { status: 'signed-out', reason: 'expired' };
  }

  return { status: 'signed-in', token, payload };
}

/** Whether the token was issued for a generated first password, which must be replaced before anything else. */
export function tokenRequiresNewPassword(token: string): boolean {
  try {
    return jwtDecode<Partial<AdminTokenPayload>>(token).mcp === true;
  } catch {
    return false;
  }
}
