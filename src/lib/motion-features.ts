import { domAnimation } from 'framer-motion';

// framer-motion's animation features, named in this one place and given to LazyMotion with the app. Loaded
// apart after the page was on screen, they left every change of page stuck on the old page once Vite split
// the app into its default chunks (the page fade's exit never finished), so they are not deferred.
export const motionFeatures = domAnimation;
