import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorNotice } from '@/components/errors/error-notice';

/**
 * Where a layout shows its child route (`children`, by default the plain `<Outlet />`): while the route's
 * chunk loads, `loading` holds its place; a page that fails to load or render is replaced by an error notice
 * inside the layout, until the visitor goes elsewhere.
 */
export function PageOutlet({ loading, children }: { loading: ReactNode; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<ErrorNotice />} resetKey={pathname}>
      <Suspense fallback={loading}>{children ?? <Outlet />}</Suspense>
    </ErrorBoundary>
  );
}
