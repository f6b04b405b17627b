import { useQuery } from '@tanstack/react-query';
import { blogDetailQueryOptions } from '@/lib/queries/blog-queries';

export function useBlog(id: string) {
  return useQuery(blogDetailQueryOptions(id));
}
