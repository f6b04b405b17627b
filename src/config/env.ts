import { RENDERED_AHEAD_ORIGIN } from '@contract/site-origin';

/** Build-time settings read from Vite's environment; every default works for a same-origin deployment. */
const trimTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** Origin of the API; empty means the SPA's own origin (our server, or Vite's /api proxy). */
export const API_BASE_URL = trimTrailingSlash(import.meta.env.VITE_API_BASE_URL ?? '');

/**
 * Public origin of the website for canonical and Open Graph URLs; falls back to the current origin, or, for a
 * page rendered ahead of time, to a placeholder the server replaces with the site's origin when it sends it.
 */
export function getPublicOrigin(): string {
  const configured = trimTrailingSlash(import.meta.env.VITE_PUBLIC_URL ?? '');
  if (configured) return configured;
  return typeof window === 'undefined' ? RENDERED_AHEAD_ORIGIN : window.location.origin;
}
