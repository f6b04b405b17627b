import type { ReactNode } from 'react';
import { PageOutlet } from '@/app/layouts/page-outlet';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';

/**
 * While the first page's chunk loads, the public header and footer already paint (a fast first paint);
 * the page's place is held one screen tall so the footer does not jump when it arrives.
 */
function PageChunkLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/** Every public page: fixed header, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 outline-none">
        <PageOutlet loading={<PageChunkLoading />}>{children}</PageOutlet>
      </main>
      <SiteFooter />
    </div>
  );
}
