import { signOutEndpoint } from '@contract/admin-accounts';
import { callEndpoint } from '@/lib/api-client';

/** How long signing out waits for the server before the browser forgets the session anyway. */
const SIGN_OUT_WAIT_MS = 5_000;

/**
 * POST /api/admin/account/sign-out: the server ends this session, so a copy of the token stops working too.
 * Never fails: an API without the call, no network or a slow answer leave the browser to forget the session.
 */
export async function endSessionOnServer(): Promise<void> {
  await callEndpoint(signOutEndpoint, { signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS) }).catch(
    () => undefined,
  );
}
