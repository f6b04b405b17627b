import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMemberEndpoint, type MemberFields } from '@contract/member';
import { callEndpoint } from '@/lib/api-client';
import { membersQueryKey } from '@/features/admin-members/api/get-members';

export const useCreateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: MemberFields) => callEndpoint(createMemberEndpoint, { body: member }),
    onSuccess: (response) => {
      if (response.success) void queryClient.invalidateQueries({ queryKey: membersQueryKey });
    },
  });
};
