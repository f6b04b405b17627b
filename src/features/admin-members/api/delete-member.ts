import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMemberEndpoint, type GetMembersResponse } from '@contract/member';
import { acceptedOrThrow, callEndpoint } from '@/lib/api-client';
import { membersQueryKey } from '@/features/admin-members/api/get-members';

/** Deletes a member and removes the row locally on success. */
export const useDeleteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteMemberEndpoint, { query: { id } }).then(acceptedOrThrow),
    onSuccess: (_response, id) => {
      queryClient.setQueryData<GetMembersResponse>(membersQueryKey, (current) =>
        current ? { ...current, data: current.data.filter((member) => member.id !== id) } : current,
      );
    },
  });
};
