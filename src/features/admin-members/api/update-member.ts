import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMemberEndpoint, type GetMembersResponse, type UpdateMemberBody } from '@contract/member';
import { acceptedOrThrow, callEndpoint } from '@/lib/api-client';
import { membersQueryKey } from '@/features/admin-members/api/get-members';

/** Saves an edit and updates the row locally on success (no refetch). */
export const useUpdateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: UpdateMemberBody) =>
      callEndpoint(updateMemberEndpoint, { body: member }).then(acceptedOrThrow),
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
