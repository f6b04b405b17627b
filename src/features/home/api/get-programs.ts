import { useQuery } from '@tanstack/react-query';
import { programListQueryOptions } from '@/lib/queries/program-queries';

/** The home page uses only the data of the programs call; a failure shows 'No Upcoming Programs'. */
export function useHomePrograms() {
  return useQuery({ ...programListQueryOptions(), select: (response) => response.data });
}
