import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over `element` on a prerendered page. Before that the element is plain HTML:
 * a choice made in it (a select that reveals more fields) reaches the browser but not the app's form state,
 * so a test that acts at once would race hydration.
 */
export async function waitUntilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
