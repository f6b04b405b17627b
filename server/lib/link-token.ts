import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A token for a single-use link: 32 random bytes, base64url. Only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The SPA page a link opens, on PUBLIC_URL (required in production), else the address the request came to. */
export function setPasswordLink(
  publicUrl: string | undefined,
  request: FastifyRequest,
  token: string,
): string {
  const base = publicUrl ?? `${request.protocol}://${request.host}`;
  return `${base}/auth/set-password?token=${encodeURIComponent(token)}`;
}
