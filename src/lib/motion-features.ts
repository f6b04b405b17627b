import { domAnimation } from 'framer-motion';

// framer-motion's animation features, in a chunk of their own that LazyMotion fetches once the app runs: the
// first page shows without them, and they are in before the visitor changes page.
export default domAnimation;
