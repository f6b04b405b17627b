import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { ScrollToTop } from '@/app/layouts/scroll-to-top';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';

/** The root route, above both layouts: scrolls to the top on navigation and lets the API client send a 401 to sign-in. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(
    () => setUnauthorizedHandler(() => void navigate(paths.auth.signIn.getHref(), { replace: true })),
    [navigate],
  );

  return (
    <>
      <ScrollToTop />
      {/* The admin area paints nothing until its chunk arrives (no public header to show there). */}
      <PageOutlet loading={null} />
    </>
  );
}
