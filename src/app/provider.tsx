import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_MS } from '@contract/constants';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { whenVisitorInteracts } from '@/lib/motion/first-interaction';
import { ErrorNotice } from '@/components/errors/error-notice';
import { queryConfig } from '@/lib/react-query';
import { useIsToasterRequired } from '@/lib/toaster-demand';

// Toasts only follow something the visitor does on a page whose code shows them (`@/lib/toast`); the toaster
// is mounted once such code has loaded, so a visitor who only reads never downloads sonner.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// Animations render through framer-motion's `m` components; what animates them (18.6 KB gzip) arrives in its
// own chunk, asked for on the visitor's first touch, click, key or mouse move: a visitor who only reads never
// downloads it, and one who acts has it by the time a menu, dialog or page change animates (until then, and
// for the carousels before any interaction, things change at rest).
const loadMotionFeatures = () =>
  whenVisitorInteracts()
    .then(() => import('@/app/motion-features'))
    .then((module) => module.default);

/**
 * Everything the app runs inside: data cache, animations (none for visitors who asked for less motion),
 * toasts and a last-resort error page.
 */
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
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        </LazyMotion>
        {isToasterRequired ? (
          <Suspense fallback={null}>
            <Toaster position="top-center" richColors closeButton duration={TOAST_DEFAULT_MS} />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
