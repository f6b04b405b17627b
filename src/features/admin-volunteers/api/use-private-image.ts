import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchPrivateFile } from '@/features/admin-volunteers/api/fetch-private-file';

/** A private image as an object URL the page can show; released when no longer used. */
export function usePrivateImage(url: string | null | undefined) {
  const query = useQuery({
    queryKey: ['admin', 'private-file', url],
    queryFn: ({ signal }) => fetchPrivateFile(url ?? '', signal),
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: false,
  });
  const objectUrl = useMemo(() => (query.data ? URL.createObjectURL(query.data.blob) : null), [query.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return { objectUrl, isError: query.isError || !url, isLoading: query.isLoading };
}
