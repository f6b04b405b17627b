import { updateBlogEndpoint } from '@contract/admin-content';
import { addBlogEndpoint } from '@contract/blog';
import { badRequest } from '../../lib/http-error';
import { sanitizeBlogHtml } from '../../lib/sanitize-blog-html';
import { createBlogsRepository } from '../../repositories/blogs-repository';
import { illustratedContentRoutes } from './illustrated-content-routes';

export const BLOG_BODY_EMPTY_MESSAGE = 'Body has no content left after removing unsafe HTML';

/** Adding a blog post (`addBlogEndpoint`), and PUT and DELETE /api/admin/blogs/:id. */
export default illustratedContentRoutes({
  entity: 'blog',
  endpoints: { add: addBlogEndpoint, update: updateBlogEndpoint },
  repository: createBlogsRepository,
  fieldsOf: ({ title, summary, author, body }) => {
    const safeBody = sanitizeBlogHtml(body);
    if (safeBody.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(safeBody))
      throw badRequest(BLOG_BODY_EMPTY_MESSAGE);
    return { title, summary, author, body: safeBody };
  },
  describe: (blog) => `blog "${blog.title}"`,
  addedAnswer: (row) => ({ image_url: row.image_url }),
});
