import { useMutation } from '@tanstack/react-query';
import { submitRequisitionEndpoint, type SubmitRequisitionBody } from '@contract/requisition';
import { callEndpoint } from '@/lib/api-client';

/** POST /api/requisition/submit.php: answers `{success, data.message}`, or `{success:false, message}` when refused. */
export function submitRequisition(body: SubmitRequisitionBody) {
  return callEndpoint(submitRequisitionEndpoint, { body });
}

export function useSubmitRequisition() {
  return useMutation({ mutationFn: submitRequisition });
}
