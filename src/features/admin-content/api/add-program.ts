import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addProgramEndpoint, type AddProgramBody } from '@contract/program';
import { callEndpoint } from '@/lib/api-client';
import { programKeys } from '@/lib/queries/program-queries';

async function addProgram(program: AddProgramBody) {
  const response = await callEndpoint(addProgramEndpoint, { body: program });
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useAddProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
};
