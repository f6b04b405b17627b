import { z } from './zod';
import { looseBoolean } from './common';
import { defineEndpoint } from './endpoint';

export const loginBodySchema = z.object({
  email: z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Invalid email format')),
    z.email('Invalid email format'),
  ),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Password is too long')),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A PHP API may wrap the token in quotes; the reader strips them (SPEC section 4, Login). */
export const loginResponseSchema = z.object({
  success: looseBoolean,
  message: z.optional(z.string()),
  token: z.pipe(
    z.optional(z.string()),
    z.transform((token) => token?.replace(/^"+|"+$/g, '')),
  ),
  error: z.optional(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login.php',
  access: 'public',
  body: loginBodySchema,
  query: undefined,
  response: loginResponseSchema,
});

/** What our server signs into the JWT. */
export interface AdminTokenPayload {
  sub: string;
  email: string;
  exp?: number;
  iat?: number;
}
