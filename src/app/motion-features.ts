import { domAnimation, MotionGlobalConfig } from 'framer-motion';

// framer-motion's animation features (animate, exit, hover/tap/focus), loaded by LazyMotion after the first
// render (src/app/provider.tsx), so the first visit's scripts do not wait for them.

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

export default domAnimation;
