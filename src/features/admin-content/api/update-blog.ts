import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBlogEndpoint, type UpdateBlogBody } from '@contract/admin-content';
import { withPathId } from '@contract/admin-path';
import { callEndpoint } from '@/lib/api-client';
import { adminBlogsQueryKey } from '@/features/admin-content/api/get-blogs';

export interface UpdateBlogInput {
  id: number;
  blog: UpdateBlogBody;
}

export async function updateBlog({ id, blog }: UpdateBlogInput) {
  const response = await callEndpoint(withPathId(updateBlogEndpoint, id), { body: blog });
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useUpdateBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBlogsQueryKey }),
  });
};
