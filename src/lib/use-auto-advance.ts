import { useEffect, useState } from 'react';
import { useIsAppRunning } from '@/lib/use-is-app-running';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

export interface AutoAdvance {
  index: number;
  /** Shows item `index` (one of the `count`) and starts the full wait again. */
  goTo: (index: number) => void;
  /** True while the carousel is held still (stopped by the visitor, hover, focus inside, or reduced motion). */
  isPaused: boolean;
  /** True once the app runs the carousel (never in the server's HTML): only then does it move on its own. */
  isRunning: boolean;
  /** True when the visitor pressed the pause button (WCAG 2.2.2: moving content can be stopped). */
  isStoppedByUser: boolean;
  toggleStoppedByUser: () => void;
  /** Spread on the carousel's container: hovering or focusing inside it pauses the rotation. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => void;
  };
}

/**
 * The state of a carousel that moves to the next of `count` items every `intervalMs`. It stands still while
 * the visitor prefers reduced motion, stopped it, hovers it or has focus inside it; choosing an item restarts the wait.
 */
export function useAutoAdvance(count: number, intervalMs: number): AutoAdvance {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [isStoppedByUser, setIsStoppedByUser] = useState(false);
  // Bumped on every manual choice so the timer starts its full interval again.
  const [manualChoices, setManualChoices] = useState(0);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRunning = useIsAppRunning();
  const isPaused = prefersReducedMotion || isStoppedByUser || isHovered || hasFocus;

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [isPaused, count, intervalMs, manualChoices]);

  const goTo = (target: number) => {
    setIndex(target);
    setManualChoices((n) => n + 1);
  };

  return {
    index,
    goTo,
    isPaused,
    isRunning,
    isStoppedByUser,
    toggleStoppedByUser: () => setIsStoppedByUser((stopped) => !stopped),
    pauseHandlers: {
      onMouseEnter: () => setIsHovered(true),
      onMouseLeave: () => setIsHovered(false),
      onFocus: () => setHasFocus(true),
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          setHasFocus(false);
      },
    },
  };
}
