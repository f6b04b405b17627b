import { queryOptions } from '@tanstack/react-query';
import { getBlogsEndpoint, getBlogPostEndpoint, type Blog } from '@contract/blog';
import { callEndpoint } from '@/lib/api-client';

/**
 * The one set of cache keys for blogs: /blog, an article, and the admin read the same entries, and every admin
 * write invalidates `blogKeys.all`, so a change shows on every page at once.
 */
export const blogKeys = {
  all: ['blogs'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};

/** The blogs as the server lists them (oldest first); pages order them for display. */
async function fetchBlogs(signal?: AbortSignal) {
  try {
    return (await callEndpoint(getBlogsEndpoint, { signal })).data;
  } catch (error) {
    // A failed fetch is only logged; the page shows its empty state.
    console.error('Failed to load blogs', error);
    throw error;
  }
}

/** One blog, or null when the server has none with this id (the page shows 'Article Not Found'). */
async function fetchBlog(id: string, signal?: AbortSignal): Promise<Blog | null> {
  if (!/^\d+$/.test(id)) return null;
  try {
    const response = await callEndpoint(getBlogPostEndpoint, { query: { id: Number(id) }, signal });
    return response.success && response.data ? response.data : null;
  } catch (error) {
    // Only logged; the visitor sees the not-found view.
    console.error('Failed to load the article', error);
    return null;
  }
}

export const blogListQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.list(), queryFn: ({ signal }) => fetchBlogs(signal) });

export const blogDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogKeys.detail(id), queryFn: ({ signal }) => fetchBlog(id, signal) });
