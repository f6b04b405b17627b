import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateMemberRequestStatusEndpoint,
  type MemberRequest,
  type UpdateMemberRequestStatusBody,
} from '@contract/member-request';
import { callEndpoint } from '@/lib/api-client';
import { memberRequestsQueryKey } from '@/features/admin-member-requests/api/get-member-requests';

/**
 * `updateMemberRequestStatusEndpoint` (admin): approve or reject a pending request. On success the row changes in place. On a refusal (someone else decided it
 * first, say) the list is fetched again so the screen shows the request's real state.
 */
export function useUpdateMemberRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberRequestStatusBody) =>
      callEndpoint(updateMemberRequestStatusEndpoint, { body }),
    onSuccess: async (result, { id, status }) => {
      if (result.success) {
        queryClient.setQueryData<MemberRequest[]>(memberRequestsQueryKey, (memberRequests) =>
          memberRequests?.map((memberRequest) =>
            memberRequest.id === id ? { ...memberRequest, status } : memberRequest,
          ),
        );
        return;
      }
      await queryClient.invalidateQueries({ queryKey: memberRequestsQueryKey });
    },
  });
}
