import { z } from './zod';
import { calendarDateSchema, imageDataUrlSchema, looseId, looseText, outcomeResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

export const programSchema = z.object({
  id: looseId.optional(),
  /** YYYY-MM-DD */
  date: z.string(),
  title: z.string(),
  description: looseText,
  imageUrl: looseText,
});
export type Program = z.infer<typeof programSchema>;

export const getProgramsResponseSchema = z.object({
  success: z.boolean().optional().default(true),
  message: z.string().optional(),
  data: z
    .array(programSchema)
    .nullish()
    .transform((data) => data ?? []),
});
export type GetProgramsResponse = z.infer<typeof getProgramsResponseSchema>;

export const getProgramsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/program/getProgram.php',
  access: 'public',
  body: undefined,
  query: undefined,
  response: getProgramsResponseSchema,
});

export const addProgramBodySchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title is too long'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description is too long'),
  date: z.string({ error: 'Date is required' }).min(1, 'Date is required').pipe(calendarDateSchema),
  image: imageDataUrlSchema,
});
export type AddProgramBody = z.infer<typeof addProgramBodySchema>;

export const addProgramEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/program/addProgram.php',
  access: 'admin',
  body: addProgramBodySchema,
  query: undefined,
  response: outcomeResponseSchema,
});
