import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import type { PageFadeProps } from '@/app/layouts/page-fade';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/** What shows that a visitor may be about to follow a link: pointing at it, touching it, or tabbing to it. */
const LINK_INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * A layout's page. The page a visitor lands on shows at once, as sent, in a plain wrapper. The page fade's code
 * (framer-motion, about a quarter of a first visit's script) is fetched only once the visitor points at, touches
 * or tabs to a link, or changes page: a visitor who reads one page and leaves never pays for it. The fade takes
 * over at the next change of page, when the page shown is leaving anyway, so until then that page keeps its
 * state, focus and typed text. A change of page before the fade arrived happens at once (so does each one in a
 * layout until its first change of page: a layout that mounts later takes the fade over the same way). Visitors
 * who asked for less motion never fetch it.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [PageFade, setPageFade] = useState<ComponentType<PageFadeProps>>();
  // The page on screen, whether the fade has taken over from the plain wrapper, and whether the visitor has
  // changed page yet.
  const [shown, setShown] = useState(() => ({ pathname, page: outlet, faded: false, changedPage: false }));

  if (!shown.faded && pathname !== shown.pathname)
    setShown(
      PageFade ? { ...shown, faded: true } : { pathname, page: outlet, faded: false, changedPage: true },
    );

  useEffect(() => {
    if (PageFade || prefersReducedMotion) return;
    let current = true;
    const load = () => {
      void import('@/app/layouts/page-fade').then((module) => {
        if (current) setPageFade(() => module.default);
      });
    };
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) load();
    };
    if (shown.changedPage) load();
    else for (const type of LINK_INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      current = false;
      for (const type of LINK_INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [PageFade, prefersReducedMotion, shown.changedPage]);

  if (shown.faded && PageFade) return <PageFade landing={shown} />;
  return (
    <div className="relative">
      <div data-page-transition="" key={pathname}>
        {outlet}
      </div>
    </div>
  );
}
