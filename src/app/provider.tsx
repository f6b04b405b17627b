import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_MS } from '@contract/constants';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorNotice } from '@/components/errors/error-notice';
import { queryConfig } from '@/lib/react-query';

// Toasts only follow something the visitor does, long after this chunk has arrived, so the toaster
// need not hold up the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Everything the app runs inside: data cache, toasts and a last-resort error page. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));

  return (
    <ErrorBoundary fallback={<ErrorNotice />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton duration={TOAST_DEFAULT_MS} />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
