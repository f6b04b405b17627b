import { expect, test } from './support/test';
import { PUBLIC_PAGES } from './support/public-pages';

const PRERENDERED_PAGES = PUBLIC_PAGES.filter((page) => page.prerendered);

test.describe('prerendered pages, read before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PRERENDERED_PAGES) {
    test(`${route.path} shows its title, header, heading and footer without JavaScript`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
        'href',
        '/blog',
      );
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The e2e server runs in sandbox: the test-mode banner is in the page itself, so nothing shifts later.
      await expect(page.getByTestId('test-mode-banner')).toHaveText(
        'Test mode: payments are simulated and no money moves.',
      );
    });
  }

  test('links between prerendered pages work as plain links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Who we are', exact: true }).click();
    await expect(page).toHaveURL(/\/who-we-are$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
  });

  test('an article is rendered by the server at request time, not at build', async ({ request }) => {
    const html = await (await request.get('/blog/1', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('<script type="application/json" id="__QUERY_STATE__">');
    expect(html).toContain('data-testid="test-mode-banner"');
  });
});

test.describe('prerendered pages, once the app runs', () => {
  for (const route of PRERENDERED_PAGES) {
    test(`${route.path} is taken over in place (hydrated) with no error in the console`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
      });
      // Marks the prerendered heading once the HTML is parsed and before any module script has run.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const heading = document.querySelector<HTMLElement>('#root h1');
          if (heading) heading.dataset.prerendered = 'true';
        });
      });

      await page.goto(route.path);
      // The app is live once it has swapped the build's head tags for its own.
      await expect(page.locator('[data-static-seo]')).toHaveCount(0);
      await expect(page).toHaveTitle(route.title);
      const heading = page.getByRole('heading', { level: 1, name: route.heading });
      await expect(heading).toHaveAttribute('data-prerendered', 'true');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // A read the HTML preloads is handed to the app's fetch: asked for once, not twice.
      expect(apiRequests).toEqual([...new Set(apiRequests)]);
    });
  }

  for (const path of ['/', '/blog/1']) {
    test(`${path}: the HTML loads the app's entry, with the page's own chunks preloaded beside it`, async ({
      request,
    }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+\.js">/);
    });
  }

  test('a page the browser renders itself loads the app with the HTML', async ({ request }) => {
    const html = await (await request.get('/auth/sign-in', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  test('the hydrated home page responds: the FAQ opens and a header link changes page in place', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('[data-static-seo]')).toHaveCount(0);
    const firstQuestion = page.locator('details.faq-item').first();
    await expect(firstQuestion).not.toHaveAttribute('open');
    await firstQuestion.locator('summary').click();
    await expect(firstQuestion).toHaveAttribute('open');

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
