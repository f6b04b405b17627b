import { z } from './zod';
import { KOBO_PER_NAIRA } from './constants';

// The checks request fields share, each refusal in the words the forms and the server show. The readers of what
// an API answers are in common.ts: a page that only reads loads none of these.

/** Text that must be there once trimmed: `required` when it is missing or empty, `tooLong` past `max` characters. */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** Naira that is a whole number of kobo: at most two decimal places, as Paystack and the books count money. */
export const isWholeKobo = (naira: number) => Math.round(naira * KOBO_PER_NAIRA) / KOBO_PER_NAIRA === naira;
export const WHOLE_KOBO_MESSAGE = 'The amount can have at most two decimal places (kobo)';

/** A numeric id passed in a query string (`?id=12`). */
export const idQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .check(
      z.int('id must be a whole number'),
      z.positive('id must be a positive number'),
      z.lte(Number.MAX_SAFE_INTEGER, 'id is too large'),
    ),
});

/** An image sent as a data URL (`data:image/png;base64,...`), as the admin forms send it. */
export const imageDataUrlSchema = z
  .string({ error: 'Image is required' })
  .check(
    z.minLength(1, 'Image is required'),
    z.regex(
      /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i,
      'Image must be a base64 data URL of an image',
    ),
  );
