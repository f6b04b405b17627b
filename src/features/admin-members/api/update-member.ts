import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMemberEndpoint, type GetMembersResponse, type UpdateMemberBody } from '@contract/member';
import { callEndpoint } from '@/lib/api-client';
import { membersQueryKey } from '@/features/admin-members/api/get-members';

/** Answers the server's outcome; a refusal (`success:false`) is thrown so the caller has one failure path. */
async function updateMember(member: UpdateMemberBody) {
  const response = await callEndpoint(updateMemberEndpoint, { body: member });
  if (!response.success) throw new Error(response.message);
  return response;
}

/** Saves an edit and updates the row locally on success (no refetch). */
export const useUpdateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (_response, saved) => {
      queryClient.setQueryData<GetMembersResponse>(membersQueryKey, (current) =>
        current
          ? {
              ...current,
              data: current.data.map((member) => (member.id === saved.id ? { ...member, ...saved } : member)),
            }
          : current,
      );
    },
  });
};
