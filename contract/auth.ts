import { z } from './zod';
import { looseBoolean } from './common';
import { defineEndpoint } from './endpoint';

export const loginBodySchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email format')
    .pipe(z.email('Invalid email format')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A PHP API may wrap the token in quotes; the reader strips them (SPEC section 4, Login). */
export const loginResponseSchema = z.object({
  success: looseBoolean,
  message: z.string().optional(),
  token: z
    .string()
    .optional()
    .transform((token) => token?.replace(/^"+|"+$/g, '')),
  error: z.string().optional(),
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
