import { loadApiCapabilities } from '@/lib/api-capabilities';

/**
 * A new Idempotency-Key: one per user action, sent again unchanged with every retry of that action, so the
 * server can tell a retry whose first answer was lost from a new request. `crypto.randomUUID` exists only on
 * secure pages (https, localhost); elsewhere a version 4 UUID is made from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key to send, or undefined when the API is the forum's PHP one: it does not know the header, and a header
 * of our own would make the browser ask its CORS permission first, which that API may refuse.
 */
export async function idempotencyKeyForApi(key: string): Promise<string | undefined> {
  const capabilities = await loadApiCapabilities();
  return capabilities.kind === 'ours' ? key : undefined;
}

/**
 * One key per thing sent: the same content sent again (a retry after a failure) gets the same key; other
 * content, or the same content once it has succeeded, gets a new one.
 */
export function createRetryKeys() {
  let current: { content: string; key: string } | null = null;
  return {
    keyFor(content: string): string {
      if (current?.content !== content) current = { content, key: newIdempotencyKey() };
      return current.key;
    },
    /** The action succeeded: the same content sent later is a new action. */
    succeeded(): void {
      current = null;
    },
  };
}
