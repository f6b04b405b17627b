import { useQuery } from '@tanstack/react-query';
import { getMembersEndpoint } from '@contract/member';
import { callEndpoint } from '@/lib/api-client';

export const membersQueryKey = ['admin', 'members'] as const;

export const useMembers = () =>
  useQuery({
    queryKey: membersQueryKey,
    queryFn: ({ signal }) => callEndpoint(getMembersEndpoint, { signal }),
    select: (response) => response.data,
  });
