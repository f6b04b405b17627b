import { domAnimation } from 'framer-motion';

// framer-motion's animation features, loaded by LazyMotion after the page is on screen (its own chunk): `m`
// elements render at rest until they arrive.
export default domAnimation;
