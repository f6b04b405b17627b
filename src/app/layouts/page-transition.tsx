import { AnimatePresence, LazyMotion, m, useIsPresent } from 'framer-motion';
import { useState, type Ref } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { PAGE_FADE_SECONDS } from '@contract/constants';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

const loadMotionFeatures = () => import('@/lib/motion-features').then((module) => module.default);

/** The page a route rendered when it came on screen, kept while it fades out after the address changed. */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [shown] = useState(outlet);
  return shown;
}

/**
 * One page in the fade. While it fades out it is inert and hidden from assistive technology, so a screen
 * reader, the keyboard and the tests meet only the arriving page.
 */
function FadingPage({ ref, duration }: { ref?: Ref<HTMLDivElement>; duration: number }) {
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
      <FrozenOutlet />
    </m.div>
  );
}

/**
 * A layout's page, cross-faded over 0.5 s on every change of page (not of query string or hash): the leaving
 * page is taken out of the flow where it stands (popLayout) while the arriving one fades in over it. The page
 * a visitor lands on (prerendered or not) shows at once; visitors who asked for less motion change page at
 * once.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const prefersReducedMotion = usePrefersReducedMotion();

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <div className="relative">
        <AnimatePresence initial={false} mode="popLayout">
          <FadingPage key={pathname} duration={prefersReducedMotion ? 0 : PAGE_FADE_SECONDS} />
        </AnimatePresence>
      </div>
    </LazyMotion>
  );
}
