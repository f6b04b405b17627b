/**
 * The origin a page rendered ahead of time (at build, or by the server's renderer) writes in its absolute
 * addresses (og:url, og:image, canonical, JSON-LD) when the build does not know the site's address: the
 * server writes its own origin in its place in every page it sends.
 */
export const RENDERED_AHEAD_ORIGIN = 'https://site-origin.invalid';
