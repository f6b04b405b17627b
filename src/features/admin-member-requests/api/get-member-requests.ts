import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMemberRequestsEndpoint } from '@contract/member-request';
import { callEndpoint } from '@/lib/api-client';

export const memberRequestsQueryKey = ['admin', 'member_requests'] as const;

/** `fetchMemberRequestsEndpoint` (admin): every member request, read as a plain array. */
function getMemberRequests(signal?: AbortSignal) {
  return callEndpoint(fetchMemberRequestsEndpoint, { signal });
}

function getMemberRequestsQueryOptions() {
  return queryOptions({
    queryKey: memberRequestsQueryKey,
    queryFn: ({ signal }) => getMemberRequests(signal),
  });
}

export function useMemberRequests() {
  return useQuery(getMemberRequestsQueryOptions());
}
