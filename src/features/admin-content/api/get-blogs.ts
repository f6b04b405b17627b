import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBlogsEndpoint } from '@contract/blog';
import { callEndpoint } from '@/lib/api-client';

export const adminBlogsQueryKey = ['admin', 'blogs'] as const;

export const getAdminBlogsQueryOptions = () =>
  queryOptions({
    queryKey: adminBlogsQueryKey,
    queryFn: ({ signal }) => callEndpoint(getBlogsEndpoint, { signal }),
    select: (response) => response.data,
  });

export const useAdminBlogs = () => useQuery(getAdminBlogsQueryOptions());
