import type { Page } from '@playwright/test';

/**
 * A slow phone: the page the server sent is on screen long before the app's scripts arrive. Holds every
 * script of the build until the returned function is called.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
