import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDonorsEndpoint } from '@contract/admin-donors';
import { callEndpoint } from '@/lib/api-client';

const getDonorsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'donors'],
    queryFn: ({ signal }) => callEndpoint(listDonorsEndpoint, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });

export const useDonors = () => useQuery(getDonorsQueryOptions());
