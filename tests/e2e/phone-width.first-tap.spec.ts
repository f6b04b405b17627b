import { SERVER_SENT_PAGES } from './support/public-pages';
import { expect, test } from './support/test';

/**
 * A page wider than a phone's screen makes the phone show it zoomed out, or sideways-scrolling: the text is
 * small, and a thumb aimed at a control lands elsewhere. Content that is wider (a row of tabs, a table) scrolls
 * inside its own box.
 */
for (const path of SERVER_SENT_PAGES) {
  test(`${path} fits a phone's width`, async ({ page }) => {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(
      widths.page,
      `${path} is ${widths.page}px wide on a ${widths.screen}px screen`,
    ).toBeLessThanOrEqual(widths.screen);
  });
}
