import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addBlogEndpoint, type AddBlogBody } from '@contract/blog';
import { callEndpoint } from '@/lib/api-client';
import { blogKeys } from '@/lib/queries/blog-queries';

async function addBlog(blog: AddBlogBody) {
  const response = await callEndpoint(addBlogEndpoint, { body: blog });
  if (!response.success) throw new Error(response.message);
  return response;
}

export const useAddBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
};
