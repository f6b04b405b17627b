import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProgramsEndpoint } from '@contract/program';
import { callEndpoint } from '@/lib/api-client';

/** The home page uses only the data of the programs call (SPEC section 7 notes), loaded once. */
export async function getHomePrograms(signal?: AbortSignal) {
  try {
    return (await callEndpoint(getProgramsEndpoint, { signal })).data;
  } catch (error) {
    // SPEC section 8: only logged; the home page then shows the 'No Upcoming Programs' placeholder.
    console.error('Failed to load programs', error);
    throw error;
  }
}

export const getHomeProgramsQueryOptions = () =>
  queryOptions({
    queryKey: ['programs', 'home'],
    queryFn: ({ signal }) => getHomePrograms(signal),
    staleTime: Infinity,
  });

export function useHomePrograms() {
  return useQuery(getHomeProgramsQueryOptions());
}
