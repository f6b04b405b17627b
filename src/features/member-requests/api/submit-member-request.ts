import { useMutation } from '@tanstack/react-query';
import { submitMemberRequestEndpoint, type SubmitMemberRequestBody } from '@contract/member-request';
import { callEndpoint } from '@/lib/api-client';

/** POST /api/requisition/submit.php: answers `{success, data.message}`, or `{success:false, message}` when refused. */
function submitMemberRequest(body: SubmitMemberRequestBody) {
  return callEndpoint(submitMemberRequestEndpoint, { body });
}

export function useSubmitMemberRequest() {
  return useMutation({ mutationFn: submitMemberRequest });
}
