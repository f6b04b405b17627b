import { useQuery } from '@tanstack/react-query';
import { getOwnPageEndpoint, ownPageQueryKey } from '@contract/own-page';
import { callEndpoint } from '@/lib/api-client';

/**
 * What the person's own page shows. The server sends the page with it (and with what the last form did);
 * it is read from the API only when the app opens the page itself. It changes only through the page's forms,
 * each of which brings a new page from the server, so it is never read again behind the visitor's back.
 */
export function useOwnPage() {
  return useQuery({
    queryKey: ownPageQueryKey,
    queryFn: ({ signal }) => callEndpoint(getOwnPageEndpoint, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
