import { useMutation } from '@tanstack/react-query';
import { submitMemberRequestEndpoint, type SubmitMemberRequestBody } from '@contract/member-request';
import { callEndpoint } from '@/lib/api-client';
import { idempotencyKeyForApi } from '@/lib/idempotency-key';

interface SubmitMemberRequestInput {
  body: SubmitMemberRequestBody;
  /** The same for a retry of the same request, so it is filed once however often it is sent. */
  idempotencyKey: string;
}

/** `submitMemberRequestEndpoint`: answers `{success, data.message}`, or `{success:false, message}` when refused. */
async function submitMemberRequest({ body, idempotencyKey }: SubmitMemberRequestInput) {
  return callEndpoint(submitMemberRequestEndpoint, {
    body,
    idempotencyKey: await idempotencyKeyForApi(idempotencyKey),
  });
}

export function useSubmitMemberRequest() {
  return useMutation({ mutationFn: submitMemberRequest });
}
