import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import type { PageFadeProps } from '@/app/layouts/page-fade';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/**
 * A layout's page. The page a visitor lands on shows at once, as sent, in a plain wrapper; the page fade's code
 * (framer-motion) is fetched after it and takes over at the next change of page, when the page shown is
 * leaving anyway: until then that page keeps its state, focus and typed text. A change of page before the
 * fade arrived happens at once (so does each one in a layout until its first change of page: a layout that
 * mounts later takes the fade over the same way). Visitors who asked for less motion never fetch it.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [PageFade, setPageFade] = useState<ComponentType<PageFadeProps>>();
  // The page on screen, and whether the fade has taken over from the plain wrapper.
  const [shown, setShown] = useState(() => ({ pathname, page: outlet, faded: false }));

  if (!shown.faded && pathname !== shown.pathname)
    setShown(PageFade ? { ...shown, faded: true } : { pathname, page: outlet, faded: false });

  useEffect(() => {
    if (PageFade || prefersReducedMotion) return;
    let current = true;
    void import('@/app/layouts/page-fade').then((module) => {
      if (current) setPageFade(() => module.default);
    });
    return () => {
      current = false;
    };
  }, [PageFade, prefersReducedMotion]);

  if (shown.faded && PageFade) return <PageFade landing={shown} />;
  return (
    <div className="relative">
      <div data-page-transition="" key={pathname}>
        {outlet}
      </div>
    </div>
  );
}
