import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { ScrollToTop } from '@/app/layouts/scroll-to-top';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';

/** Above both layouts: scrolls to the top on navigation and lets the API client send a 401 to sign-in. */
export function RootLayout({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();

  useEffect(
    () => setUnauthorizedHandler(() => navigate(paths.auth.signIn.getHref(), { replace: true })),
    [navigate],
  );

  return (
    <>
      <ScrollToTop />
      {/* The admin area paints nothing until its chunk arrives (no public header to show there). */}
      <PageOutlet loading={null}>{children}</PageOutlet>
    </>
  );
}
