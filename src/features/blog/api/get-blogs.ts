import { useQuery } from '@tanstack/react-query';
import { blogListQueryOptions } from '@/lib/queries/blog-queries';

export function useBlogs() {
  return useQuery(blogListQueryOptions());
}
