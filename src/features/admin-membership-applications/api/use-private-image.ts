import { useQuery } from '@tanstack/react-query';
import { fetchPrivateFile } from '@/features/admin-membership-applications/api/fetch-private-file';
import { useObjectUrl } from '@/lib/use-object-url';

/** A private image as an object URL the page can show; released when no longer used. */
export function usePrivateImage(url: string | null | undefined) {
  const query = useQuery({
    queryKey: ['admin', 'private-file', url],
    queryFn: ({ signal }) => fetchPrivateFile(url ?? '', signal),
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: false,
  });
  const objectUrl = useObjectUrl(query.data?.blob);
  return { objectUrl, isError: query.isError || !url, isLoading: query.isLoading };
}
