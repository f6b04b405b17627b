import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMemberEndpoint, type GetMembersResponse, type UpdateMemberBody } from '@contract/member';
import { callEndpoint } from '@/lib/api-client';
import { membersQueryKey } from '@/features/admin-members/api/get-members';

/** Saves an edit and updates the row locally on success (no refetch); a refusal is answered, not thrown. */
export const useUpdateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: UpdateMemberBody) => callEndpoint(updateMemberEndpoint, { body: member }),
    onSuccess: (answer, saved) => {
      if (!answer.success) return;
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
