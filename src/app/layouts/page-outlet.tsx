import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorNotice } from '@/components/errors/error-notice';

/**
 * Where a layout shows its page: while the page's chunk loads, `loading` holds its place; a page that fails
 * to load or render is replaced by an error notice inside the layout, until the visitor goes elsewhere.
 */
export function PageOutlet({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <ErrorBoundary fallback={<ErrorNotice />} resetKey={pathname}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
