import { RELATED_ARTICLES_MAX } from '@contract/constants';
import type { Blog } from '@contract/blog';

/** The blog list shows the received list reversed, so the newest story comes first. */
export function newestFirst(blogs: readonly Blog[]): Blog[] {
  return [...blogs].reverse();
}

/** Related articles are the blogs list without the current article, keeping the first three. */
export function relatedArticles(blogs: readonly Blog[], currentId: number): Blog[] {
  return blogs.filter((blog) => blog.id !== currentId).slice(0, RELATED_ARTICLES_MAX);
}
