import type { Page } from '@playwright/test';

/**
 * Every request the page makes from now on for one of the build's named chunks (`assets/{name}-{hash}.js`,
 * scripts/vite/first-visit-chunks.ts), so a test can say when that code arrived.
 */
export function recordChunkRequests(page: Page, chunkName: string): string[] {
  const chunk = new RegExp(`^/assets/${chunkName}-[\\w-]+\\.js$`);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (chunk.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}
