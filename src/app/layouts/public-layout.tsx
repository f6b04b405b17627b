import { PageOutlet } from '@/app/layouts/page-outlet';
import { PageTransition } from '@/app/layouts/page-transition';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { TestModeBanner } from '@/components/layout/test-mode-banner';

/**
 * While the first page's chunk loads, the public header and footer already paint (a fast first paint);
 * the page's place is held one screen tall so the footer does not jump when it arrives.
 */
function PageChunkLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/** The layout route of every public page: fixed header, the page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 outline-none">
        <TestModeBanner />
        <PageOutlet loading={<PageChunkLoading />}>
          <PageTransition />
        </PageOutlet>
      </main>
      <SiteFooter />
    </div>
  );
}
