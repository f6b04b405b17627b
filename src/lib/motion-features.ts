import { domAnimation } from 'framer-motion';

// framer-motion's animation features, the one bundle LazyMotion gets: part of the page fade's chunk, fetched
// after the first page and in before the fade takes over at the next change of page.
export default domAnimation;
