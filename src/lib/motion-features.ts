import { domAnimation } from 'framer-motion';

// framer-motion's animation features, fetched apart from the app's first code (LazyMotion's async loading).
export default domAnimation;
