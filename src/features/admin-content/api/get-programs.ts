import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProgramsEndpoint } from '@contract/program';
import { callEndpoint } from '@/lib/api-client';

export const adminProgramsQueryKey = ['admin', 'programs'] as const;

export const getAdminProgramsQueryOptions = () =>
  queryOptions({
    queryKey: adminProgramsQueryKey,
    queryFn: ({ signal }) => callEndpoint(getProgramsEndpoint, { signal }),
    select: (response) => response.data,
  });

export const useAdminPrograms = () => useQuery(getAdminProgramsQueryOptions());
