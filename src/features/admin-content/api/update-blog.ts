import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBlogEndpoint, type UpdateBlogBody } from '@contract/admin-content';
import { withPathId } from '@contract/admin-path';
import { callEndpoint } from '@/lib/api-client';
import { blogKeys } from '@/lib/queries/blog-queries';

interface UpdateBlogInput {
  id: number;
  body: UpdateBlogBody;
}

async function updateBlog({ id, body }: UpdateBlogInput) {
  const response = await callEndpoint(withPathId(updateBlogEndpoint, id), { body });
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useUpdateBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
};
