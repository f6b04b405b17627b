import { AnimatePresence, m, useIsPresent } from 'framer-motion';
import { useState, type Ref } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { PAGE_FADE_SECONDS } from '@contract/constants';

/** The page a route rendered when it came on screen, kept while it fades out after the address changed. */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [shown] = useState(outlet);
  return shown;
}

/**
 * One page in the fade. While it fades out it is inert and hidden from assistive technology, so a screen
 * reader, the keyboard and the tests meet only the arriving page. (`ref` is AnimatePresence's, to pop the
 * leaving page out of the flow.)
 */
function FadingPage({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const isPresent = useIsPresent();
  return (
    <m.div
      ref={ref}
      data-page-transition=""
      aria-hidden={isPresent ? undefined : true}
      inert={!isPresent}
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: PAGE_FADE_SECONDS }}
    >
      <FrozenOutlet />
    </m.div>
  );
}

/**
 * A layout's page, faded in and out over 0.5 s on every change of page (not of query string or hash).
 * The leaving page is taken out of the flow (popLayout), so the two cross-fade in place. The page a visitor
 * lands on (prerendered or not) shows at once; for visitors who asked for less motion nothing fades
 * (src/app/motion-features.ts).
 */
export function PageTransition() {
  const { pathname } = useLocation();
  return (
    <div className="relative">
      <AnimatePresence mode="popLayout" initial={false}>
        <FadingPage key={pathname} />
      </AnimatePresence>
    </div>
  );
}
