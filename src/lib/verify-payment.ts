import { VERIFY_ATTEMPTS, VERIFY_INTERVAL_MS } from '@contract/constants';
import { verifyPaymentEndpoint, type VerifyPaymentBody } from '@contract/donation';
import { callEndpoint } from '@/lib/api-client';
import { idempotencyKeyForApi, newIdempotencyKey } from '@/lib/idempotency-key';

export interface VerifyRetryOptions {
  attempts?: number;
  intervalMs?: number;
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
  { attempts = VERIFY_ATTEMPTS, intervalMs = VERIFY_INTERVAL_MS, wait = waitFor }: VerifyRetryOptions = {},
): Promise<boolean> {
  const idempotencyKey = newIdempotencyKey();
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
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
    if (attempt < attempts) await wait(intervalMs);
  }
  return false;
}
