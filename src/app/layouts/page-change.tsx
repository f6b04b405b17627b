import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { prefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/**
 * On every change of page (not the first load): scrolls to the top, smoothly or at once for visitors who asked
 * for less motion, and moves focus to the new page's main content, so a keyboard or screen reader user starts
 * there and hears that the page changed, instead of staying on the link they followed.
 */
export function PageChange() {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
