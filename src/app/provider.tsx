import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_MS } from '@contract/constants';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorNotice } from '@/components/errors/error-notice';
import { queryConfig } from '@/lib/react-query';
import { useIsToasterRequired } from '@/lib/toaster-demand';

// Toasts only follow something the visitor does on a page whose code shows them (`@/lib/toast`); the toaster
// is mounted once such code has loaded, so a visitor who only reads never downloads sonner.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

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
  const isToasterRequired = useIsToasterRequired();

  return (
    <ErrorBoundary fallback={<ErrorNotice />}>
      <QueryClientProvider client={queryClient}>
        {children}
        {isToasterRequired ? (
          <Suspense fallback={null}>
            <Toaster position="top-center" richColors closeButton duration={TOAST_DEFAULT_MS} />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
