import type { AdminTokenPayload } from '@contract/auth';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with `payload`: enough for the browser, which only decodes. */
export function createTestToken(payload: Partial<AdminTokenPayload> = {}): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: '1', email: 'admin@example.org', ...payload })}.signature`;
}

/** Seconds since the epoch, as JWT's exp counts. */
export const toJwtSeconds = (milliseconds: number) => Math.floor(milliseconds / 1000);
