import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Watches a server-rendered page being taken over by React: console errors and warnings, whether the page's
 * loading text ever showed, and which heading (`headingSelector` inside #root, with `headingText` when given)
 * was already in the HTML the server sent, before any module script ran. Call before `page.goto`.
 */
export async function watchHydrationInPlace(
  page: Page,
  watch: { loadingText: string; headingSelector: string; headingText?: string },
): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(({ loadingText, headingSelector, headingText }) => {
    const seen: string[] = [];
    Object.assign(window, { seenLoading: seen });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(loadingText)) seen.push('loading');
    }).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = [...document.querySelectorAll<HTMLElement>(`#root ${headingSelector}`)].find(
        (element) => headingText === undefined || element.textContent === headingText,
      );
      if (heading) heading.dataset.serverRendered = 'true';
    });
  }, watch);
  return { problems };
}

/**
 * The page swapped the server's head tags for its own, and `heading` is the server's own element, now React's:
 * no loading state showed and nothing was logged as an error or a warning.
 */
export async function expectHydratedInPlace(page: Page, heading: Locator, problems: string[]): Promise<void> {
  await expect(page.locator('[data-static-seo]')).toHaveCount(0);
  await expect(heading).toHaveAttribute('data-server-rendered', 'true');
  await expect
    .poll(() => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { seenLoading: string[] }).seenLoading)).toEqual([]);
  expect(problems).toEqual([]);
}
