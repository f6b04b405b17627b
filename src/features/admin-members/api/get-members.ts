import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMembersEndpoint } from '@contract/member';
import { callEndpoint } from '@/lib/api-client';

export const membersQueryKey = ['admin', 'members'] as const;

const getMembers = (signal?: AbortSignal) => callEndpoint(getMembersEndpoint, { signal });

const getMembersQueryOptions = () =>
  queryOptions({
    queryKey: membersQueryKey,
    queryFn: ({ signal }) => getMembers(signal),
    select: (response) => response.data,
  });

export const useMembers = () => useQuery(getMembersQueryOptions());
