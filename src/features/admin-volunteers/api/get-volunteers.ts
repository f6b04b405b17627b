import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVolunteersEndpoint } from '@contract/volunteer';
import { ApiError, callEndpoint } from '@/lib/api-client';

export const VOLUNTEERS_FETCH_FAILED = 'Failed to fetch volunteers';

export const volunteersQueryKey = ['admin', 'volunteers'] as const;

/** SPEC: a `success:false` answer is an error showing the server's message (or the default one). */
export async function getVolunteers(signal?: AbortSignal) {
  let response;
  try {
    response = await callEndpoint(getVolunteersEndpoint, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage) throw error;
    if (signal?.aborted) throw error;
    throw new Error(VOLUNTEERS_FETCH_FAILED, { cause: error });
  }
  if (!response.success) throw new Error(response.message || VOLUNTEERS_FETCH_FAILED);
  return response.data;
}

export const getVolunteersQueryOptions = () =>
  queryOptions({ queryKey: volunteersQueryKey, queryFn: ({ signal }) => getVolunteers(signal) });

export const useVolunteers = () => useQuery(getVolunteersQueryOptions());
