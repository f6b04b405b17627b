import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's `x-paystack-signature`: HMAC-SHA512 of the raw request body with the secret key, in hex. */
export function signWebhookBody(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Compares in constant time so the signature cannot be guessed byte by byte from response timings. */
export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, secretKey), 'hex');
  const received = Buffer.from(signature, 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
