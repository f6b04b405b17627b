import { VERIFY_ATTEMPTS, VERIFY_INTERVAL_MS } from '@contract/constants';
import { verifyPaymentEndpoint, type VerifyPaymentBody } from '@contract/donation';
import { callEndpoint } from '@/lib/api-client';
import { idempotencyKeyForApi, newIdempotencyKey } from '@/lib/idempotency-key';

export interface VerifyRetryOptions {
  /** Waits between attempts (tests pass an instant one). */
  wait?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Posts the reference to `verifyPaymentEndpoint` up to 3 times, 2 seconds apart, trying again
 * when the call fails or the status is not 'success'. Shared by donations and the application fee. Answers
 * whether the server confirmed the payment. The attempts are one action: they share one Idempotency-Key.
 */
export async function verifyPaymentWithRetry(
  body: VerifyPaymentBody,
  { wait = waitFor }: VerifyRetryOptions = {},
): Promise<boolean> {
  const idempotencyKey = newIdempotencyKey();
  for (let attempt = 1; attempt <= VERIFY_ATTEMPTS; attempt += 1) {
    try {
      const answer = await callEndpoint(verifyPaymentEndpoint, {
        body,
        idempotencyKey: await idempotencyKeyForApi(idempotencyKey),
      });
      if (answer.status === 'success') return true;
      console.warn(
        `Payment verification attempt ${attempt} answered '${answer.status}'`,
        answer.message ?? '',
      );
    } catch (error) {
      console.warn(`Payment verification attempt ${attempt} failed`, error);
    }
    if (attempt < VERIFY_ATTEMPTS) await wait(VERIFY_INTERVAL_MS);
  }
  return false;
}
