import { AnimatePresence, LazyMotion, m, useIsPresent } from 'framer-motion';
import { useLayoutEffect, useState, type ReactNode, type Ref } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { PAGE_FADE_SECONDS } from '@contract/constants';
import motionFeatures from '@/lib/motion-features';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/** The page a route rendered when it came on screen, kept while it fades out after the address changed. */
function FrozenOutlet({ page }: { page: ReactNode }) {
  const outlet = useOutlet();
  const [shown] = useState(page ?? outlet);
  return shown;
}

/**
 * One page in the fade. While it fades out it is inert and hidden from assistive technology, so a screen
 * reader, the keyboard and the tests meet only the arriving page.
 */
function FadingPage({
  ref,
  duration,
  page,
}: {
  ref?: Ref<HTMLDivElement>;
  duration: number;
  page: ReactNode;
}) {
  const isPresent = useIsPresent();
  return (
    <m.div
      ref={ref}
      data-page-transition=""
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration }}
      aria-hidden={isPresent ? undefined : true}
      inert={!isPresent}
    >
      <FrozenOutlet page={page} />
    </m.div>
  );
}

export interface PageFadeProps {
  /**
   * The page shown before the fade took over, at its address: it is the first to fade out, so the first change
   * of page fades as every later one does.
   */
  landing: { pathname: string; page: ReactNode };
}

/**
 * A layout's page, cross-faded over 0.5 s on every change of page (not of query string or hash) with
 * framer-motion: the leaving page is taken out of the flow where it stands (popLayout) while the arriving one
 * fades in over it. Visitors who asked for less motion change page at once.
 */
export default function PageFade({ landing }: PageFadeProps) {
  const { pathname } = useLocation();
  const prefersReducedMotion = usePrefersReducedMotion();
  // The landing page is committed first, then (before the browser paints) the page at the address, so that
  // AnimatePresence sees the landing page leave: a state set in render would never commit the first.
  const [shownPathname, setShownPathname] = useState(landing.pathname);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setShownPathname(pathname), [pathname]);

  return (
    <LazyMotion features={motionFeatures} strict>
      <div className="relative">
        <AnimatePresence initial={false} mode="popLayout">
          <FadingPage
            key={shownPathname}
            page={shownPathname === landing.pathname ? landing.page : null}
            duration={prefersReducedMotion ? 0 : PAGE_FADE_SECONDS}
          />
        </AnimatePresence>
      </div>
    </LazyMotion>
  );
}
