import {
  useMutation,
  useQuery,
  useQueryClient,
  type DefaultOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError, ContractMismatchError } from '@/lib/api-client';

/** A refused request (4xx) or a contract bug will not fix itself by asking again; a flaky network might. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof ContractMismatchError) return false;
  return failureCount < 2;
}

export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    retry: shouldRetryQuery,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

/** A write after which every query under `queryKey` is fetched again, so each page shows the change at once. */
export function useInvalidatingMutation<TInput, TResult>(
  queryKey: QueryKey,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

/** The cache key under which `useAdminData(name)` keeps an admin screen's data. */
export const adminDataKey = (name: string) => ['admin', name] as const;

/** An admin screen's data (`data` of the answer `read` gives), read afresh on every visit. */
export function useAdminData<TData>(name: string, read: (signal: AbortSignal) => Promise<{ data: TData }>) {
  return useQuery({
    queryKey: adminDataKey(name),
    queryFn: ({ signal }) => read(signal),
    select: (response) => response.data,
    staleTime: 0,
  });
}
