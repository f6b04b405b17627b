import { PNG_1PX } from '../../server/testing/fixtures';
import { adminHeaders } from './support/api';
import { SERVER_SENT_PAGES } from './support/public-pages';
import { expect, test } from './support/test';
import { addBlogEndpoint } from '../../contract/blog';
import { addProgramEndpoint } from '../../contract/admin-content';

/**
 * A page wider than a phone's screen makes the phone show it zoomed out, or sideways-scrolling: the text is
 * small, and a thumb aimed at a control lands elsewhere. Content that is wider (a row of tabs, a table) scrolls
 * inside its own box.
 */
/** A word longer than a phone is wide and with nowhere to break, as a pasted code or reference can be. */
const LONG_WORD = 'Supercalifragilistic'.repeat(6);

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const image = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
  const added = [
    await request.post(addBlogEndpoint.path, {
      headers,
      data: {
        title: LONG_WORD,
        summary: LONG_WORD,
        body: `<p>${LONG_WORD}</p>`,
        author: 'Forum volunteers',
        image,
      },
    }),
    await request.post(addProgramEndpoint.path, {
      headers,
      data: { title: LONG_WORD, description: LONG_WORD, date: '2030-01-01', image },
    }),
  ];
  for (const answer of added) expect(answer.ok(), await answer.text()).toBe(true);
});

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
