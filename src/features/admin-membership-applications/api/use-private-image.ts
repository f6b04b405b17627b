import { useQuery } from '@tanstack/react-query';
import { useApiKind } from '@/lib/api-capabilities';
import { fetchAdminFile, resolveApiFileUrl } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/use-object-url';

/**
 * A private image (fetched with the admin token, never by a public link) as an object URL the page can show;
 * released when no longer used. The forum's PHP API serves its
 * uploads as plain files without CORS: there the image is a plain `<img src>` on the API's origin, no token.
 */
export function usePrivateImage(url: string | null | undefined) {
  const apiKind = useApiKind();
  const query = useQuery({
    queryKey: ['admin', 'private-file', url],
    queryFn: ({ signal }) => fetchAdminFile(url ?? '', { signal }),
    enabled: Boolean(url) && apiKind === 'ours',
    staleTime: Infinity,
    retry: false,
  });
  const objectUrl = useObjectUrl(query.data?.blob);
  if (apiKind === 'php') {
    return { objectUrl: url ? resolveApiFileUrl(url) : undefined, isError: !url, isLoading: false };
  }
  return { objectUrl, isError: query.isError || !url, isLoading: query.isLoading || apiKind === null };
}
