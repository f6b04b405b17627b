import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardEndpoint } from '@contract/admin-dashboard';
import { callEndpoint } from '@/lib/api-client';

const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => callEndpoint(getDashboardEndpoint, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
