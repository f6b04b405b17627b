import { useQuery } from '@tanstack/react-query';
import { fetchMemberRequestsEndpoint } from '@contract/member-request';
import { callEndpoint } from '@/lib/api-client';

export const memberRequestsQueryKey = ['admin', 'member_requests'] as const;

/** `fetchMemberRequestsEndpoint` (admin): every member request, read as a plain array. */
export const useMemberRequests = () =>
  useQuery({
    queryKey: memberRequestsQueryKey,
    queryFn: ({ signal }) => callEndpoint(fetchMemberRequestsEndpoint, { signal }),
  });
