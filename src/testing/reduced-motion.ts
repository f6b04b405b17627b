import { vi } from 'vitest';

/** Makes the system's "reduce motion" setting read as asked for (jsdom has no media queries of its own). */
export function mockReducedMotion() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('prefers-reduced-motion'),
  }));
}
