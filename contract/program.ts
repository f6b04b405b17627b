import { z } from './zod';
import { looseId, looseList, looseText } from './common';
import { defineEndpoint } from './endpoint';
import { imageVariantsSchema } from './image-variants';
import { programProgressSchema } from './program-goal';

// What the public pages read of programs. The admin's writes are in admin-content.ts, so a visitor's page
// loads none of their checks.
const programSchema = z.object({
  id: z.optional(looseId),
  /** YYYY-MM-DD */
  date: z.string(),
  title: z.string(),
  description: looseText,
  imageUrl: looseText,
  /** The picture's re-encoded copies (srcset) and size; absent from a PHP API and for a picture not converted. */
  imageVariants: z.nullish(imageVariantsSchema),
  /** Fundraising goal in whole naira and its last day (YYYY-MM-DD); absent from a PHP API, null when unset. */
  goalNaira: z.nullish(z.number()),
  goalEndsOn: z.nullish(z.string()),
  /** What verified gifts earmarked for this program add up to (ours only; a PHP API sends none). */
  progress: z.optional(programProgressSchema),
});
export type Program = z.infer<typeof programSchema>;

export const getProgramsResponseSchema = z.object({
  success: z._default(z.optional(z.boolean()), true),
  message: z.optional(z.string()),
  data: looseList(programSchema),
});

export const getProgramsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/program/getProgram.php',
  access: 'public',
  response: getProgramsResponseSchema,
});
