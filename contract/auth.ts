import { z } from './zod';
import { looseBoolean } from './common';
import { defineEndpoint } from './endpoint';

/**
 * An admin's sign-in address: something@somewhere, no spaces. Looser than an e-mail check on purpose: the admin a
 * fresh install creates is admin@localhost (no dot in its domain), and it must be able to sign in.
 */
export const ADMIN_ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const loginBodySchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(254, 'Invalid email format'),
      z.regex(ADMIN_ADDRESS_PATTERN, 'Invalid email format'),
    ),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Password is too long')),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A PHP API may wrap the token in quotes; the reader strips them. */
export const loginResponseSchema = z.object({
  success: looseBoolean,
  message: z.optional(z.string()),
  token: z.pipe(
    z.optional(z.string()),
    z.transform((token) => token?.replace(/^"+|"+$/g, '')),
  ),
  error: z.optional(z.string()),
  /** Our server: the password was generated at first start and must be replaced before anything else. */
  mustChangePassword: z.optional(z.boolean()),
});

/** The answer to a sign-in refused for too many failed attempts: both fields name the wait, as the form shows `error`. */
export function tooManySignInAttempts(waitSeconds: number) {
  const wait = waitSeconds >= 60 ? `${Math.ceil(waitSeconds / 60)} minute(s)` : `${waitSeconds} second(s)`;
  const message = `Too many sign-in attempts. Please wait ${wait} and try again.`;
  return { success: false, message, error: message };
}

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login.php',
  access: 'public',
  body: loginBodySchema,
  response: loginResponseSchema,
});

/** What our server signs into the JWT. */
export interface AdminTokenPayload {
  sub: string;
  email: string;
  /** The session this token belongs to: "Sign out" ends it on the server. */
  sid?: string;
  /** The admin's token version when it was issued; "sign out everywhere" raises it (absent: 0). */
  ver?: number;
  /** Set while the admin must replace a generated password: the SPA shows only the password change. */
  mcp?: boolean;
  exp?: number;
  iat?: number;
}
