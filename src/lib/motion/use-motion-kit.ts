import { useState, useSyncExternalStore } from 'react';
import { whenVisitorInteracts } from '@/lib/motion/first-interaction';
import type * as MotionKitModule from '@/lib/motion/motion-kit';

export type MotionKit = typeof MotionKitModule;

let loadedKit: MotionKit | undefined;
let loading: Promise<MotionKit> | undefined;
let isWaitingForInteraction = false;
const listeners = new Set<() => void>();

/** Loads the motion kit now (once); every part rendered with `useMotionKit` switches to it. */
export function loadMotionKit(): Promise<MotionKit> {
  loading ??= import('@/lib/motion/motion-kit').then(
    (kit) => {
      loadedKit = kit;
      for (const listener of listeners) listener();
      // Said on the page once every part has been told (React re-renders them before the next task), so a
      // browser test knows when motion is in use, not only downloaded.
      document.documentElement.dataset.motionKit = 'loaded';
      return kit;
    },
    (error: unknown) => {
      // A failed download (offline, a deploy replaced the chunk) leaves the page at rest; the next
      // interaction tries again.
      loading = undefined;
      isWaitingForInteraction = false;
      loadMotionKitOnFirstInteraction();
      throw error;
    },
  );
  return loading;
}

/**
 * Waits for the visitor's first interaction, then loads the kit (once). main.tsx calls it before hydration,
 * so a touch while the page is still being taken over counts.
 */
export function loadMotionKitOnFirstInteraction(): void {
  if (loadedKit || isWaitingForInteraction) return;
  isWaitingForInteraction = true;
  void whenVisitorInteracts()
    .then(loadMotionKit)
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadMotionKitOnFirstInteraction();
  return () => listeners.delete(listener);
}

/**
 * framer-motion's components, or undefined until the visitor first touches, clicks, types, scrolls with a wheel
 * or moves a mouse (a visitor who only reads never downloads them). Until then a part renders plain elements
 * that look the same at rest; it is also undefined while React hydrates the server's HTML, so a prerendered
 * page is taken over as it is and swaps to the animated parts right after.
 */
export function useMotionKit(): MotionKit | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loadedKit,
    () => undefined,
  );
}

/**
 * The motion kit, taken up only while `canSwitch` is true: a part that holds what the visitor is using (an
 * open dialog, an open answer) is not remounted under their hands, and switches once they are done with it.
 */
export function useMotionKitSwitchingWhile(canSwitch: boolean): MotionKit | undefined {
  const kit = useMotionKit();
  const [kitInUse, setKitInUse] = useState(kit);
  if (canSwitch && kitInUse !== kit) setKitInUse(kit);
  return canSwitch ? kit : kitInUse;
}

/** For tests: forget the loaded kit, so the next part rendered starts plain again. */
export function resetMotionKitForTests(): void {
  delete document.documentElement.dataset.motionKit;
  loadedKit = undefined;
  loading = undefined;
  isWaitingForInteraction = false;
}
