import { useQuery } from '@tanstack/react-query';
import { programListQueryOptions } from '@/lib/queries/program-queries';

/** The programs, kept only when the server says success (/programs checks success). */
export function usePrograms() {
  return useQuery({
    ...programListQueryOptions(),
    select: (response) => (response.success ? response.data : []),
  });
}
