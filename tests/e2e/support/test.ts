import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';

/**
 * Public pages are prerendered: their buttons are on screen before React has taken them over, and a click in
 * that moment does nothing. Every `page.goto` therefore waits, once the page has loaded, until each control in
 * the app's root is React's. A test that means to act before the scripts (`waitUntil: 'commit'`) or runs with
 * JavaScript off is left alone.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitsForLoad = options?.waitUntil === undefined || options.waitUntil === 'load';
      if (javaScriptEnabled && waitsForLoad) await waitUntilControlsAreHydrated(page);
      return response;
    };
    await use(page);
  },
});

async function waitUntilControlsAreHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const controls = [...root.querySelectorAll('button, input, select, textarea')];
    return controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')));
  });
}
