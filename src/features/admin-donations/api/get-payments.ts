import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPaymentsEndpoint } from '@contract/admin-donations';
import { callEndpoint } from '@/lib/api-client';

const getPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'payments'],
    queryFn: ({ signal }) => callEndpoint(listPaymentsEndpoint, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });

export const usePayments = () => useQuery(getPaymentsQueryOptions());
