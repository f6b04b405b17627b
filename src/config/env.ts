import { RENDERED_AHEAD_ORIGIN } from '@contract/site-origin';

/** Build-time settings read from Vite's environment; every default works for a same-origin deployment. */
const trimTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** Origin of the API; empty means the SPA's own origin (our server, or Vite's /api proxy). */
export const API_BASE_URL = trimTrailingSlash(import.meta.env.VITE_API_BASE_URL ?? '');

let renderingOrigin = RENDERED_AHEAD_ORIGIN;

/**
 * The site's origin for pages the server renders for a visit, which knows it, unlike the build: an address a
 * page writes into more than text (the member card's QR code) cannot be put right after rendering.
 */
export function setRenderingOrigin(origin: string): void {
  renderingOrigin = origin;
}

/**
 * Public origin of the website for canonical and Open Graph URLs, and the member card's QR code; falls back to
 * the current origin, or, for a page rendered ahead of time, to the server's origin when it renders the page
 * for a visit, else (at build) to a placeholder the server replaces with the site's origin when it sends it.
 */
export function getPublicOrigin(): string {
  const configured = trimTrailingSlash(import.meta.env.VITE_PUBLIC_URL ?? '');
  if (configured) return configured;
  return typeof window === 'undefined' ? renderingOrigin : window.location.origin;
}
