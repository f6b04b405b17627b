import { useEffect, useState } from 'react';
import { useIsAppRunning } from '@/lib/use-is-app-running';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

export interface AutoAdvance {
  index: number;
  /** Shows item `index` (one of the `count`) and starts the full wait again. */
  goTo: (index: number) => void;
  /** True while the carousel is held still (stopped, hovered, or focus inside). */
  isPaused: boolean;
  /** True once the app runs the carousel (never in the server's HTML): only then does it move on its own. */
  isRunning: boolean;
  /**
   * True while it stands still until the visitor presses play: from the start when they prefer reduced
   * motion, or once they pressed pause (WCAG 2.2.2: moving content can be stopped).
   */
  isStopped: boolean;
  /** The pause or play button: the visitor's choice wins over the reduced-motion setting. */
  toggleStopped: () => void;
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
 * the visitor prefers reduced motion (until they press play), stopped it, hovers it or has focus inside it; choosing an item restarts the wait.
 */
export function useAutoAdvance(count: number, intervalMs: number): AutoAdvance {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  // Unset until the visitor presses pause or play.
  const [isStoppedByUser, setIsStoppedByUser] = useState<boolean>();
  // Bumped on every manual choice so the timer starts its full interval again.
  const [manualChoices, setManualChoices] = useState(0);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRunning = useIsAppRunning();
  const isStopped = isStoppedByUser ?? prefersReducedMotion;
  const isPaused = isStopped || isHovered || hasFocus;

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
    isStopped,
    toggleStopped: () => {
      setIsStoppedByUser(!isStopped);
      // A press of play plays at once, though the pointer or focus is on the button; either pauses again
      // when it next comes in.
      setIsHovered(false);
      setHasFocus(false);
    },
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
