import * as z from 'zod/mini';

// zod/mini: the functional, tree-shakable API of zod v4, so a page pulls in only the parts of zod its schemas use
// (classic zod attaches every method to every schema and nothing of it tree-shakes). It loads no locale: a failed
// check without a message of its own says just 'Invalid input'. The server loads zod's English messages at start-up
// (server/app.ts); the SPA's forms write out every message they show, and the API client fetches the English
// messages only to describe a contract mismatch (src/lib/api-client.ts).
// zod would compile fast paths with `new Function`; the site's Content Security Policy (no unsafe-eval) refuses
// that in the browser and reports a violation. Every contract schema takes `z` from here, so it is set once.
z.config({ jitless: true });

export { z };
