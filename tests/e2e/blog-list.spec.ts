import sharp from 'sharp';
import { expect, test } from './support/test';
import { adminHeaders } from './support/api';

/** A post of this run's own, so posts other tests add or delete at the same time change nothing here. */
const POST = {
  title: `Solar lamps for Ikire night school <${Date.now()}>`,
  summary: 'Forty lamps so evening classes can go on after dark.',
  body: '<p>Forty families received a lamp.</p>',
  author: 'Bisi Adeyemi',
};

test.describe('/blog, rendered by the server with its posts', () => {
  test.beforeAll(async ({ request }) => {
    const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#187b4b' } })
      .png()
      .toBuffer();
    const response = await request.post('/api/blog/addBlog.php', {
      headers: await adminHeaders(request),
      data: { ...POST, image: `data:image/png;base64,${picture.toString('base64')}` },
    });
    expect(response.ok()).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("lists the posts, the first card's picture loaded at once and first", async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
      await expect(page.getByText('Loading stories')).toHaveCount(0);
      const cards = page.getByRole('list', { name: 'Blog articles' }).getByRole('article');
      await expect(cards.getByRole('heading', { level: 2, name: POST.title })).toBeVisible();
      await expect(cards.getByText(POST.summary)).toBeVisible();
      await expect(cards.getByRole('link', { name: POST.title })).toHaveAttribute('href', /^\/blog\/\d+$/);
      // The list's largest paint is the first card's picture: not lazy, and asked for before the others.
      const firstPicture = cards.first().locator('img');
      await expect(firstPicture).toHaveAttribute('loading', 'eager');
      await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
      await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    });
  });

  test('is taken over in place (hydrated) with its posts, no loading state and no console error', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript((title) => {
      const seen: string[] = [];
      Object.assign(window, { seenLoading: seen });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading stories')) seen.push('loading');
      }).observe(document, { childList: true, subtree: true, characterData: true });
      // Marks the post's heading as the server sent it, before any module script has run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const heading = [...document.querySelectorAll<HTMLElement>('#root h2')].find(
          (element) => element.textContent === title,
        );
        if (heading) heading.dataset.serverRendered = 'true';
      });
    }, POST.title);

    await page.goto('/blog');
    // The app is live once it has swapped the server's head tags for its own.
    await expect(page.locator('[data-static-seo]')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Blog \|/);
    const heading = page.getByRole('heading', { level: 2, name: POST.title });
    await expect(heading).toHaveAttribute('data-server-rendered', 'true');
    await expect
      .poll(() =>
        heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { seenLoading: string[] }).seenLoading)).toEqual(
      [],
    );
    expect(problems).toEqual([]);
  });
});
