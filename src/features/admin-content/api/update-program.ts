import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProgramEndpoint, type UpdateProgramBody } from '@contract/admin-content';
import { withPathId } from '@contract/admin-path';
import { callEndpoint } from '@/lib/api-client';
import { programKeys } from '@/lib/queries/program-queries';

interface UpdateProgramInput {
  id: number;
  body: UpdateProgramBody;
}

async function updateProgram({ id, body }: UpdateProgramInput) {
  const response = await callEndpoint(withPathId(updateProgramEndpoint, id), { body });
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useUpdateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};
