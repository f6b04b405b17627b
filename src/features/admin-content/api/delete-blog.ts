import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBlogEndpoint } from '@contract/admin-content';
import { withPathId } from '@contract/admin-path';
import { callEndpoint } from '@/lib/api-client';
import { blogKeys } from '@/lib/queries/blog-queries';

async function deleteBlog(id: number) {
  const response = await callEndpoint(withPathId(deleteBlogEndpoint, id));
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useDeleteBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
};
