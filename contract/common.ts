import { z } from './zod';

/**
 * zod/mini has no `z.preprocess`; classic zod's is exactly this: a pipe from a transform into the schema. The
 * transform takes and answers `unknown`, as classic's does, so any schema can follow it. Typed as classic types
 * its preprocess: the key is optional in an object's input when the schema it feeds is.
 */
const preprocess = <TSchema extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: TSchema,
): z.ZodMiniType<z.output<TSchema>, unknown, z.core.$ZodPreprocessInternals<TSchema>> =>
  z.pipe(z.transform(fn), schema);

/**
 * Readers that tolerate what a PHP API sends: numbers as strings ("12"), nulls for absent values.
 * Used on response schemas; request schemas are strict.
 */
const looseNumber = preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value,
  z.number(),
);

export const looseOptionalNumber = preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.optional(looseNumber),
);

/** An id as PHP sends it: a number or a numeric string; answered as a number. */
export const looseId = looseNumber;

/** A text column PHP may answer as null. */
export const looseText = preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string(),
);

/** A boolean as PHP sends it: true/false, 1/0, "1"/"0", "true"/"false". */
export const looseBoolean = preprocess((value) => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  return value;
}, z.boolean());

/** A list PHP may answer as null or leave out: read as an empty list. */
export const looseList = <TItem extends z.core.SomeType>(item: TItem) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((data) => data ?? []),
  );

/** Every failure our server answers: a 4xx/5xx with this body. */
export const failureResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});

/** `{success, message}`: the answer of most writes. */
export const outcomeResponseSchema = z.object({
  success: looseBoolean,
  message: z._default(z.optional(z.string()), ''),
});

/** A YYYY-MM-DD calendar date that exists. */
export const calendarDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Date is not a real calendar date'),
);
