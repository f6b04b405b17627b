import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProgramsEndpoint } from '@contract/program';
import { callEndpoint } from '@/lib/api-client';

export const programsQueryKey = ['programs'] as const;

/** Reads the programs and keeps the list only when the server says success (SPEC: /programs checks success). */
export async function getPrograms(signal?: AbortSignal) {
  try {
    const response = await callEndpoint(getProgramsEndpoint, { signal });
    return response.success ? response.data : [];
  } catch (error) {
    // SPEC section 8: a failed fetch is only logged; the page shows its empty state.
    console.error('Failed to load programs', error);
    throw error;
  }
}

export const getProgramsQueryOptions = () =>
  queryOptions({ queryKey: [...programsQueryKey, 'checked'], queryFn: ({ signal }) => getPrograms(signal) });

export function usePrograms() {
  return useQuery(getProgramsQueryOptions());
}
