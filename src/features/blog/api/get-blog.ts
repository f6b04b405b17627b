import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSpecificBlogEndpoint, type Blog } from '@contract/blog';
import { callEndpoint } from '@/lib/api-client';

/** One blog, or null when the server has none with this id (the page shows 'Article Not Found'). */
export async function getBlog(id: string, signal?: AbortSignal): Promise<Blog | null> {
  if (!/^\d+$/.test(id)) return null;
  try {
    const response = await callEndpoint(getSpecificBlogEndpoint, { query: { id: Number(id) }, signal });
    return response.success && response.data ? response.data : null;
  } catch (error) {
    // SPEC section 8: only logged; the visitor sees the not-found view.
    console.error('Failed to load the article', error);
    return null;
  }
}

export const getBlogQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['blogs', 'one', id], queryFn: ({ signal }) => getBlog(id, signal) });

export function useBlog(id: string) {
  return useQuery(getBlogQueryOptions(id));
}
