import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBlogsEndpoint } from '@contract/blog';
import { callEndpoint } from '@/lib/api-client';

export const blogsQueryKey = ['blogs'] as const;

/** The blogs as the server lists them (oldest first); pages order them for display. */
export async function getBlogs(signal?: AbortSignal) {
  try {
    return (await callEndpoint(getBlogsEndpoint, { signal })).data;
  } catch (error) {
    // SPEC section 8: a failed fetch is only logged; the page shows its empty state.
    console.error('Failed to load blogs', error);
    throw error;
  }
}

export const getBlogsQueryOptions = () =>
  queryOptions({ queryKey: blogsQueryKey, queryFn: ({ signal }) => getBlogs(signal) });

export function useBlogs() {
  return useQuery(getBlogsQueryOptions());
}
