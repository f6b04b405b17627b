import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { PageChange } from '@/app/layouts/page-change';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';

/** The root route, above both layouts: scrolls to the top and focuses the page on navigation, and lets the API client send a 401 to sign-in. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(
    () => setUnauthorizedHandler(() => void navigate(paths.auth.signIn.getHref(), { replace: true })),
    [navigate],
  );

  return (
    <>
      <PageChange />
      {/* The admin area paints nothing until its chunk arrives (no public header to show there). */}
      <PageOutlet loading={null} />
    </>
  );
}
