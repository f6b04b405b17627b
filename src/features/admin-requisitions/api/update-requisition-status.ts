import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Requisition } from '@contract/requisition';
import { updateRequisitionStatusEndpoint, type UpdateRequisitionStatusBody } from '@contract/requisition';
import { callEndpoint } from '@/lib/api-client';
import { requisitionsQueryKey } from '@/features/admin-requisitions/api/get-requisitions';

/** POST /api/requisition/update_requisition_status.php (admin): approve or reject a pending request. */
export function updateRequisitionStatus(body: UpdateRequisitionStatusBody) {
  return callEndpoint(updateRequisitionStatusEndpoint, { body });
}

/**
 * On success the row changes in place (SPEC: the row updates locally). On a refusal (someone else decided it
 * first, say) the list is fetched again so the screen shows the request's real state.
 */
export function useUpdateRequisitionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequisitionStatus,
    onSuccess: async (result, { id, status }) => {
      if (result.success) {
        queryClient.setQueryData<Requisition[]>(requisitionsQueryKey, (requisitions) =>
          requisitions?.map((requisition) =>
            requisition.id === id ? { ...requisition, status } : requisition,
          ),
        );
        return;
      }
      await queryClient.invalidateQueries({ queryKey: requisitionsQueryKey });
    },
  });
}
