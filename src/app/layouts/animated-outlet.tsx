import { AnimatePresence, m } from 'framer-motion';
import { useLocation, useOutlet } from 'react-router';
import { PAGE_FADE_SECONDS } from '@contract/constants';

/**
 * The matched page, faded out and in on every route change (SPEC: 0.5 s). The outlet element is passed as
 * a child so the page that leaves keeps showing itself while it fades. `initial={false}` keeps the first
 * page fully visible from the first paint.
 */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();

  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={pathname}
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={{ duration: PAGE_FADE_SECONDS }}
      >
        {outlet}
      </m.div>
    </AnimatePresence>
  );
}
