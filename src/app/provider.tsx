import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorNotice } from '@/components/errors/error-notice';
import { queryConfig } from '@/lib/react-query';
import { Toaster } from '@/components/ui/toaster/toaster';

/** Everything the app runs inside: data cache, toasts and a last-resort error page. */
export function AppProvider({
  children,
  dehydratedState,
}: {
  children: ReactNode;
  /** Data already read for the page (rendered on the server), put in the cache before the first render. */
  dehydratedState?: DehydratedState;
}) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: queryConfig });
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });

  return (
    <ErrorBoundary fallback={<ErrorNotice />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
