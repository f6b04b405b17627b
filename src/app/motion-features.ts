import { domAnimation } from 'framer-motion';

/** Loaded after the first paint by LazyMotion, so animation code stays out of the entry chunk. */
export default domAnimation;
