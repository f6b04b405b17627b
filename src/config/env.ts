/** Build-time settings read from Vite's environment; every default works for a same-origin deployment. */
const trimTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** Origin of the API; empty means the SPA's own origin (our server, or Vite's /api proxy). */
export const API_BASE_URL = trimTrailingSlash(import.meta.env.VITE_API_BASE_URL ?? '');

/** Public origin of the website for canonical and Open Graph URLs; falls back to the current origin. */
export function getPublicOrigin(): string {
  const configured = trimTrailingSlash(import.meta.env.VITE_PUBLIC_URL ?? '');
  if (configured) return configured;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
