import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProgramEndpoint } from '@contract/admin-content';
import { withPathId } from '@contract/admin-path';
import { callEndpoint } from '@/lib/api-client';
import { programKeys } from '@/lib/queries/program-queries';

async function deleteProgram(id: number) {
  const response = await callEndpoint(withPathId(deleteProgramEndpoint, id));
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useDeleteProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};
