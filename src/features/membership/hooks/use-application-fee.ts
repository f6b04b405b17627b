import { useCallback, useState, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'membershipApplicationFeeReference';

function readStoredReference(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const subscribeToNothing = () => () => undefined;

/**
 * The verified application-fee reference: null until the server has verified the fee. Kept for the browser tab's
 * session, so a visitor who paid and then reloaded the page does not have to pay again. The stored one is read
 * once the app runs (the server's HTML has none), so the page is taken over as the server sent it.
 */
export function useApplicationFee() {
  const [verified, setReference] = useState<string | null>(null);
  const storedReference = useSyncExternalStore(subscribeToNothing, readStoredReference, () => null);
  const reference = verified ?? storedReference;

  const markVerified = useCallback((verifiedReference: string) => {
    setReference(verifiedReference);
    try {
      sessionStorage.setItem(STORAGE_KEY, verifiedReference);
    } catch {
      // Storage may be unavailable (private mode): the state still holds it for this visit.
    }
  }, []);

  const reset = useCallback(() => {
    setReference(null);
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // see above
    }
  }, []);

  return { reference, isVerified: reference !== null, markVerified, reset };
}
