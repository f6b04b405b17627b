import { domAnimation, LazyMotion, MotionConfig, MotionGlobalConfig } from 'framer-motion';
import type { ReactNode } from 'react';

// Everything of framer-motion the site animates with, in one chunk that arrives after the visitor's first
// interaction (src/lib/motion/use-motion-kit.ts). Nothing else imports framer-motion: a module that did would
// pull it into the first visit of every page that renders it.
export { animate, AnimatePresence, m } from 'framer-motion';

// MotionConfig's reducedMotion="user" stops transforms but keeps fades; a visitor who asked for less motion
// gets none at all, and the setting follows the system's if it changes while the page is open.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const follow = () => {
    MotionGlobalConfig.skipAnimations = reducedMotion.matches;
  };
  if (reducedMotion.matches) follow();
  reducedMotion.addEventListener('change', follow);
}

/** What every animated part renders inside: `m` with its animation features, reduced motion followed. */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
