import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProgramEndpoint, type UpdateProgramBody } from '@contract/admin-content';
import { withPathId } from '@contract/admin-path';
import { callEndpoint } from '@/lib/api-client';
import { adminProgramsQueryKey } from '@/features/admin-content/api/get-programs';

export interface UpdateProgramInput {
  id: number;
  program: UpdateProgramBody;
}

export async function updateProgram({ id, program }: UpdateProgramInput) {
  const response = await callEndpoint(withPathId(updateProgramEndpoint, id), { body: program });
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useUpdateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProgramsQueryKey }),
  });
};
