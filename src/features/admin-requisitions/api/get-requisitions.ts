import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRequisitionsEndpoint } from '@contract/requisition';
import { callEndpoint } from '@/lib/api-client';

export const requisitionsQueryKey = ['admin', 'requisitions'] as const;

/** GET /api/requisition/fetch_requisition.php (admin): every member request, read as a plain array. */
export function getRequisitions(signal?: AbortSignal) {
  return callEndpoint(fetchRequisitionsEndpoint, { signal });
}

export function getRequisitionsQueryOptions() {
  return queryOptions({
    queryKey: requisitionsQueryKey,
    queryFn: ({ signal }) => getRequisitions(signal),
  });
}

export function useRequisitions() {
  return useQuery(getRequisitionsQueryOptions());
}
