import { z } from './zod';
import { addBlogBodySchema } from './blog';
import { calendarDateSchema, outcomeResponseSchema } from './common';
import { imageDataUrlSchema, requiredText } from './request-fields';
import { defineEndpoint } from './endpoint';
import { programGoalEndsOnSchema, programGoalNairaSchema } from './program-goal';

export const CONTENT_MANAGEMENT_MESSAGES = {
  blog: {
    added: 'Blog added successfully!',
    updated: 'Blog updated successfully!',
    updateFailed: 'Failed to update the blog.',
    deleted: 'Blog deleted successfully!',
    deleteFailed: 'Failed to delete the blog. Please try again.',
    deleteConfirm: 'Are you sure you want to delete this blog post?',
    notFound: 'Blog not found',
  },
  program: {
    added: 'Program added successfully.',
    updated: 'Program updated successfully!',
    updateFailed: 'Failed to update the program.',
    deleted: 'Program deleted successfully!',
    deleteFailed: 'Failed to delete the program. Please try again.',
    deleteConfirm: 'Are you sure you want to delete this program?',
    notFound: 'Program not found',
  },
} as const;

/** Editing a blog: the same fields as Add Blog; the image is optional (left out keeps the current one). */
const updateBlogBodySchema = z.extend(addBlogBodySchema, {
  image: z.optional(addBlogBodySchema.shape.image),
});
export type UpdateBlogBody = z.infer<typeof updateBlogBodySchema>;

const addProgramBodySchema = z.object({
  title: requiredText('Title is required', 200, 'Title is too long'),
  description: requiredText('Description is required', 5000, 'Description is too long'),
  date: z.pipe(
    z.string({ error: 'Date is required' }).check(z.minLength(1, 'Date is required')),
    calendarDateSchema,
  ),
  image: imageDataUrlSchema,
  goalNaira: programGoalNairaSchema,
  goalEndsOn: programGoalEndsOnSchema,
});
export type AddProgramBody = z.infer<typeof addProgramBodySchema>;

export const addProgramEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/program/addProgram.php',
  access: 'admin',
  body: addProgramBodySchema,
  response: outcomeResponseSchema,
});

const updateProgramBodySchema = z.extend(addProgramBodySchema, {
  image: z.optional(addProgramBodySchema.shape.image),
});
export type UpdateProgramBody = z.infer<typeof updateProgramBodySchema>;

export const updateBlogEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/blogs/:id',
  access: 'admin',
  body: updateBlogBodySchema,
  response: outcomeResponseSchema,
});

export const deleteBlogEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/blogs/:id',
  access: 'admin',
  response: outcomeResponseSchema,
});

export const updateProgramEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/programs/:id',
  access: 'admin',
  body: updateProgramBodySchema,
  response: outcomeResponseSchema,
});

export const deleteProgramEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/programs/:id',
  access: 'admin',
  response: outcomeResponseSchema,
});
