import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withPathId } from '@contract/admin-path';
import {
  addDisbursementEndpoint,
  deleteDisbursementEndpoint,
  listDisbursementsEndpoint,
  updateDisbursementEndpoint,
  type DisbursementBody,
} from '@contract/ledger';
import { callEndpoint } from '@/lib/api-client';
import { ledgerKeys } from '@/lib/queries/ledger-queries';

const disbursementKeys = { list: () => [...ledgerKeys.all, 'disbursements'] as const };

export const useDisbursements = () =>
  useQuery({
    queryKey: disbursementKeys.list(),
    queryFn: async ({ signal }) => (await callEndpoint(listDisbursementsEndpoint, { signal })).data,
  });

async function saveDisbursement({ id, body }: { id?: number; body: DisbursementBody }) {
  const response =
    id === undefined
      ? await callEndpoint(addDisbursementEndpoint, { body })
      : await callEndpoint(withPathId(updateDisbursementEndpoint, id), { body });
  if (!response.success) throw new Error(response.message);
  return response;
}

async function deleteDisbursement(id: number) {
  const response = await callEndpoint(withPathId(deleteDisbursementEndpoint, id));
  if (!response.success) throw new Error(response.message);
  return response;
}

/** Every write changes the public ledger (and the admin list, which lives under the same key). */
export const useSaveDisbursement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDisbursement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
};

export const useDeleteDisbursement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDisbursement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
};
