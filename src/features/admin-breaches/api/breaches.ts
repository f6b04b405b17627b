import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withPathId } from '@contract/admin-path';
import {
  listBreachesEndpoint,
  recordBreachEndpoint,
  recordNdpcNotifiedEndpoint,
} from '@contract/admin-breaches';
import { callEndpoint } from '@/lib/api-client';

const breachKeys = { all: ['admin', 'breaches'] as const };

export function useBreaches() {
  return useQuery({
    queryKey: breachKeys.all,
    queryFn: ({ signal }) => callEndpoint(listBreachesEndpoint, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });
}

export function useRecordBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { whatHappened: string; foundAt: string; whoWasAffected: string }) =>
      callEndpoint(recordBreachEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: breachKeys.all }),
  });
}

export function useRecordNdpcNotified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notifiedAt }: { id: number; notifiedAt: string }) =>
      callEndpoint(withPathId(recordNdpcNotifiedEndpoint, id), { body: { notifiedAt } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: breachKeys.all }),
  });
}
