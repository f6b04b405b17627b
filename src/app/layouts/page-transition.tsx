import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { PAGE_FADE_SECONDS } from '@contract/constants';
import { useMotionKit, type MotionKit } from '@/lib/motion/use-motion-kit';

/** The page a route rendered when it came on screen, kept while it fades out after the address changed. */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [shown] = useState(outlet);
  return shown;
}

interface ShownPage {
  /** Counts the pages shown: a page left and come back to before it faded out is a new one. */
  id: number;
  pathname: string;
  isLeaving: boolean;
  fadesIn: boolean;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * One page in the fade. While it fades out it is inert and hidden from assistive technology, so a screen
 * reader, the keyboard and the tests meet only the arriving page.
 */
function FadingPage({
  page,
  kit,
  onFadedOut,
}: {
  page: ShownPage;
  kit: MotionKit | undefined;
  onFadedOut: (id: number) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { id, isLeaving, fadesIn } = page;

  // Before the first paint of the arriving page, so it never shows at full strength first.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!fadesIn || !kit || !element) return;
    element.style.opacity = '0';
    const fade = kit.animate(element, { opacity: [0, 1] }, { duration: PAGE_FADE_SECONDS });
    return () => fade.stop();
  }, [fadesIn, kit]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!isLeaving || !kit || !element) return;
    // Taken out of the flow where it stands, so the arriving page takes its place at once and the two
    // cross-fade in place (what AnimatePresence's popLayout mode does).
    const { offsetTop, offsetLeft, offsetWidth, offsetHeight } = element;
    Object.assign(element.style, {
      position: 'absolute',
      top: `${offsetTop}px`,
      left: `${offsetLeft}px`,
      width: `${offsetWidth}px`,
      height: `${offsetHeight}px`,
    });
    let isStopped = false;
    const fade = kit.animate(element, { opacity: 0 }, { duration: PAGE_FADE_SECONDS });
    void fade.then(() => {
      if (!isStopped) onFadedOut(id);
    });
    return () => {
      isStopped = true;
      fade.stop();
    };
  }, [isLeaving, kit, id, onFadedOut]);

  return (
    <div ref={ref} data-page-transition="" aria-hidden={isLeaving ? true : undefined} inert={isLeaving}>
      <FrozenOutlet />
    </div>
  );
}

/**
 * A layout's page, faded in and out over 0.5 s on every change of page (not of query string or hash), by
 * framer-motion's `animate` on plain elements: the page a visitor lands on (prerendered or not) shows at once
 * and is never remounted when the motion kit arrives after their first interaction. Until it has arrived, and
 * for visitors who asked for less motion, pages change at once.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const kit = useMotionKit();
  const [pages, setPages] = useState<readonly ShownPage[]>(() => [
    { id: 0, pathname, isLeaving: false, fadesIn: false },
  ]);
  const removePage = useCallback(
    (id: number) => setPages((current) => current.filter((page) => page.id !== id)),
    [],
  );

  const arrived = pages[pages.length - 1];
  if (arrived && arrived.pathname !== pathname) {
    const fades = kit !== undefined && !prefersReducedMotion();
    setPages([
      ...(fades ? pages.map((page) => ({ ...page, isLeaving: true })) : []),
      { id: arrived.id + 1, pathname, isLeaving: false, fadesIn: fades },
    ]);
  }

  return (
    <div className="relative">
      {pages.map((page) => (
        <FadingPage key={page.id} page={page} kit={kit} onFadedOut={removePage} />
      ))}
    </div>
  );
}
