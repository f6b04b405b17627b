import { useCallback, useState } from 'react';

const STORAGE_KEY = 'membershipApplicationFeeReference';

function readStoredReference(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The verified application-fee reference: null until the server has verified the fee. Kept for the browser tab's
 * session, so a visitor who paid and then reloaded the page does not have to pay again.
 */
export function useApplicationFee() {
  const [reference, setReference] = useState<string | null>(readStoredReference);

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
