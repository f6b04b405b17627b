/**
 * How a page rendered ahead (prerendered at build, or by the server) names the app it starts after its first
 * paint: server/pages/page-html.ts writes the tag, src/lib/start-app-after-first-paint.ts reads it.
 */

/** The module such a page starts with, as Vite's manifest names it (an entry of its own: vite.config.ts). */
export const APP_START_MODULE = 'src/start-app.ts';
/** On the start module's tag: the app's entry script. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
/** On the start module's tag: the page's own chunks, space-separated, preloaded with the entry. */
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';
