import { z } from './zod';
import { addBlogBodySchema } from './blog';
import { outcomeResponseSchema } from './common';
import { defineEndpoint } from './endpoint';
import { addProgramBodySchema } from './program';

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
