import { z } from './zod';
import { looseId, looseList, looseText, outcomeResponseSchema } from './common';
import { idQuerySchema, imageDataUrlSchema, requiredText } from './request-fields';
import { defineEndpoint } from './endpoint';
import { imageVariantsSchema } from './image-variants';

const blogSchema = z.object({
  id: looseId,
  title: z.string(),
  summary: looseText,
  /** HTML; sanitised by the server on write and by the SPA before it is shown. */
  body: looseText,
  image_url: looseText,
  created_at: z.string(),
  author: z.nullish(z.string()),
  /** The picture's re-encoded copies (srcset) and size; absent from a PHP API and for a picture not converted. */
  image_variants: z.nullish(imageVariantsSchema),
  updated_at: z.optional(z.string()),
});
export type Blog = z.infer<typeof blogSchema>;

export const getBlogsResponseSchema = z.object({
  success: z._default(z.optional(z.boolean()), true),
  message: z.optional(z.string()),
  data: looseList(blogSchema),
});

export const getBlogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/blog/getBlogs.php',
  access: 'public',
  response: getBlogsResponseSchema,
});

export const getBlogPostResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.nullish(blogSchema),
});

export const getBlogPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/blog/getSpecificBlog.php',
  access: 'public',
  query: idQuerySchema,
  response: getBlogPostResponseSchema,
});

export const addBlogBodySchema = z.object({
  title: requiredText('Title is required', 200, 'Title is too long'),
  body: requiredText('Body is required', 200_000, 'Body is too long'),
  summary: requiredText('Summary is required', 1000, 'Summary is too long'),
  author: requiredText('Author is required', 120, 'Author is too long'),
  image: imageDataUrlSchema,
});
export type AddBlogBody = z.infer<typeof addBlogBodySchema>;

export const addBlogEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/blog/addBlog.php',
  access: 'admin',
  body: addBlogBodySchema,
  response: outcomeResponseSchema,
});
