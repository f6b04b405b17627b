/**
 * The key of the 'Page Not Found' page in the build's list of prerendered pages (prerendered/pages.json):
 * the router's catch-all, which no page address can be.
 */
export const NOT_FOUND_PAGE_KEY = '*';
