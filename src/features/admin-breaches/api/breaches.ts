import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withPathId } from '@contract/admin-path';
import {
  listBreachesEndpoint,
  recordBreachEndpoint,
  recordNdpcNotifiedEndpoint,
} from '@contract/admin-breaches';
import { callEndpoint } from '@/lib/api-client';
import { adminDataKey, useAdminData } from '@/lib/react-query';

export const useBreaches = () =>
  useAdminData('breaches', (signal) => callEndpoint(listBreachesEndpoint, { signal }));

export function useRecordBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { whatHappened: string; foundAt: string; whoWasAffected: string }) =>
      callEndpoint(recordBreachEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDataKey('breaches') }),
  });
}

export function useRecordNdpcNotified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notifiedAt }: { id: number; notifiedAt: string }) =>
      callEndpoint(withPathId(recordNdpcNotifiedEndpoint, id), { body: { notifiedAt } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDataKey('breaches') }),
  });
}
