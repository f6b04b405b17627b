import { expect, test } from './support/test';
import { PUBLIC_PAGES } from './support/public-pages';

const PRERENDERED_PAGES = PUBLIC_PAGES.filter((page) => page.prerendered);

// scripts/vite/first-visit-chunks.ts: a first visit starts a few scripts, not one per shared helper (the home
// page started 15 before, most under 1 KB gzip, which queued on a slow phone's 6 connections). One of them is
// the start module, which fetches the others after the first paint (src/lib/start-app-after-first-paint.ts).
const FIRST_VISIT_SCRIPT_LIMIT = 6;

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
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiRequests.push(request.url());
        if (/^\/assets\/.+\.js$/.test(pathname)) scripts.push(pathname);
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
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_SCRIPT_LIMIT);
    });
  }

  for (const path of ['/', '/blog/1']) {
    test(`${path}: the app's code is fetched after the page's first paint, not with the HTML`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/start-app-[\w-]+\.js" data-app-entry=/);
      expect(html).not.toContain('rel="modulepreload"');
      await expect(page.locator('[data-static-seo]')).toHaveCount(0);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        appRequests: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(?!start-app-)[\w-]+\.js$/.test(entry.name))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(timing.appRequests.map((request) => request.name)).toContainEqual(
        expect.stringMatching(/^\/assets\/index-/),
      );
      for (const request of timing.appRequests)
        expect(request.startTime, `${request.name} asked for before the first paint`).toBeGreaterThan(
          timing.firstPaint,
        );
    });
  }

  test('a page the browser renders itself loads the app with the HTML', async ({ request }) => {
    const html = await (await request.get('/auth/sign-in', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html).not.toContain('start-app-');
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
