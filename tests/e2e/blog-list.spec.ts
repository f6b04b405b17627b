import { expect, test } from './support/test';
import { holdAppScripts } from './support/hold-app-scripts';
import { addBlogWithLargePicture } from './support/api';
import { expectHydratedInPlace, watchHydrationInPlace } from './support/hydration-in-place';

/** A post of this run's own, so posts other tests add or delete at the same time change nothing here. */
const POST = {
  title: `Solar lamps for Ikire night school <${Date.now()}>`,
  summary: 'Forty lamps so evening classes can go on after dark.',
  body: '<p>Forty families received a lamp.</p>',
  author: 'Bisi Adeyemi',
};

test.describe('/blog, rendered by the server with its posts', () => {
  let postId = 0;
  test.beforeAll(async ({ request }) => {
    postId = await addBlogWithLargePicture(request, POST);
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
    const { problems } = await watchHydrationInPlace(page, {
      loadingText: 'Loading stories',
      headingSelector: 'h2',
      headingText: POST.title,
    });
    await page.goto('/blog');
    await expect(page).toHaveTitle(/^Blog \|/);
    await expectHydratedInPlace(page, page.getByRole('heading', { level: 2, name: POST.title }), problems);
  });

  test("an article's picture that failed to load before the app arrived ends as 'Image not available'", async ({
    page,
  }) => {
    const releaseScripts = await holdAppScripts(page);
    await page.route(
      (url) => url.pathname.startsWith('/uploads/'),
      (route) => route.fulfill({ status: 404 }),
    );
    await page.goto(`/blog/${postId}`, { waitUntil: 'commit' });
    const picture = page.getByRole('img', { name: POST.title, exact: true });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0))
      .toBe(true);

    releaseScripts();

    await expect(page.getByRole('img', { name: `${POST.title}: Image not available` })).toBeVisible();
    await expect(picture).toHaveCount(0);
  });
});
