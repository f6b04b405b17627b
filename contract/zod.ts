import { z } from 'zod';

// zod would compile fast paths with `new Function`; the site's Content Security Policy (no unsafe-eval) refuses
// that in the browser and reports a violation. Every contract schema takes `z` from here, so it is set once.
z.config({ jitless: true });

export { z };
