import { RENDERED_AHEAD_ORIGIN } from '@contract/site-origin';

/** A page rendered ahead of time, with the site's origin in its absolute addresses in place of the placeholder. */
export const withSiteOrigin = (html: string, origin: string) =>
  html.replaceAll(RENDERED_AHEAD_ORIGIN, origin);
