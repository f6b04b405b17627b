import { useQuery } from '@tanstack/react-query';
import { blogListQueryOptions } from '@/lib/queries/blog-queries';

export const useAdminBlogs = () => useQuery(blogListQueryOptions());
