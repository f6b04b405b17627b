import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { adminHeaders } from './support/api';
import { holdAppScripts } from './support/hold-app-scripts';
import { PUBLIC_PAGES } from './support/public-pages';
import { PNG_DATA_URL } from '../../server/testing/fixtures';
import { addBlogEndpoint, getBlogsEndpoint } from '../../contract/blog';
import { getProgramsEndpoint } from '../../contract/program';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test.describe('public routes', () => {
  // The member request page has its own axe check with its form (member-services.spec.ts).
  for (const route of PUBLIC_PAGES.filter((page) => page.path !== '/member-requisition')) {
    test(`${route.path} sets its title, shows its main heading and has no serious axe violation`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      if (route.path !== '/no-such-page') {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${route.path}$`),
        );
      }
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('a blog article (rendered by the server, no loading state) has no serious axe violation', async ({
    page,
  }) => {
    await page.goto('/blog/1');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blog article');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('/transparency on a 360 px phone has no serious axe violation: its wide tables scroll by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/transparency');
    await expect(page.getByRole('heading', { level: 1, name: 'Where the money goes' })).toBeVisible();
    await expect(page.getByTestId('balances')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the home page carries Open Graph tags and a JSON-LD NGO block', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Helping Hands Humanitarian Forum',
    );
    // The site's own 1200×630 PNG: link previews do not show SVG.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/share-image\.png$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'NGO',
      name: 'Helping Hands Humanitarian Forum',
    });
  });

  test('the home page shows the upcoming program by its rule, with its buttons', async ({
    page,
    request,
  }) => {
    // Other specs add programs to the same server (one dated today), so the expectation is computed from the
    // programs the API holds right now: today's (Lagos) program, else the earliest future one.
    const { data } = (await (await request.get(getProgramsEndpoint.path)).json()) as {
      data: { title: string; date: string }[];
    };
    const todayInLagos = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
    const expected =
      data.find((program) => program.date === todayInLagos) ??
      data.filter((program) => program.date > todayInLagos).sort((a, b) => a.date.localeCompare(b.date))[0];
    expect(expected, 'the demo seed has a future program').toBeDefined();

    await page.goto('/');
    const upcoming = page.getByRole('region', { name: 'Upcoming Programs' });
    await expect(upcoming.getByRole('heading', { name: expected!.title })).toBeVisible();
    await upcoming.getByRole('link', { name: 'See all programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { name: 'Free Medical Outreach, Moniya' })).toBeVisible();
  });
});

test('sitemap.xml and robots.txt are served at the root', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain('/who-we-are</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http.+\/sitemap\.xml/);
});

test('the mobile menu opens, lists the links and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Who we are', 'Programs', 'Our people', 'Blog']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Our people', exact: true }).click();
  await expect(page).toHaveURL(/\/our-people$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Our People' })).toBeVisible();
});

test('on a 360 px phone, Tab past the last link of the open mobile menu closes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Who we are', 'Programs', 'Our people', 'Blog', 'Make a donation']) {
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name, exact: true })).toBeFocused();
  }
  // The next control sits under the panel: the panel closes rather than hide where focus is.
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Join the Movement' })).toBeFocused();
});

test('a blog created through the API is listed first, opens with related articles, and leads back', async ({
  page,
  request,
}) => {
  // Other tests add posts on the same server at the same time: the new post must come before every post that
  // was there before it, not necessarily before theirs.
  const before = await request.get(getBlogsEndpoint.path);
  // The blog list arrives oldest first; the page shows the newest first.
  const previousNewest = ((await before.json()) as { data: { title: string }[] }).data.at(-1)?.title;
  expect(previousNewest).toBeDefined();
  const title = `Boreholes for Akinyele ${Date.now()}`;
  const created = await request.post(addBlogEndpoint.path, {
    headers: await adminHeaders(request),
    data: {
      title,
      summary: 'Two new boreholes bring clean water to 400 households.',
      body: '<p>Clean water now flows in <strong>Akinyele</strong>.</p><script>alert(1)</script>',
      author: 'Kemi Oladipo',
      image: PNG_DATA_URL,
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/blog');
  const cards = page.getByRole('list', { name: 'Blog articles' }).getByRole('article');
  const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toHaveCount(1);
  const headings = await cards.getByRole('heading').allTextContents();
  expect(headings.indexOf(title)).toBeLessThan(headings.indexOf(previousNewest!));

  await card.getByRole('link', { name: /Read More/ }).click();
  await expect(page.getByText('Loading article...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  await expect(page.getByText('Kemi Oladipo')).toBeVisible();
  await expect(page.locator('article strong', { hasText: 'Akinyele' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related Articles' });
  await expect(related.getByRole('article')).toHaveCount(3);
  await expect(related.getByRole('heading', { name: title })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
});

test("an unknown article shows 'Article Not Found' with a way back to the blog", async ({ page }) => {
  await page.goto('/blog/987654');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the people modal opens from a card and closes with Escape, × and an outside click', async ({
  page,
}) => {
  await page.goto('/our-people');
  const card = page
    .getByRole('region', { name: 'Executives' })
    .getByRole('button', { name: /Adebayo Ogunleye/ });
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Adebayo Ogunleye' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('President');
  await expect(dialog).toContainText('co-founded the forum');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await page
    .getByRole('region', { name: 'Members' })
    .getByRole('button', { name: /Aisha Bello/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await card.click();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the who-we-are tabs work with the keyboard and the office card copies the address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/who-we-are');
  await page.getByRole('radio', { name: 'Mission and Vision' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Core Values' })).toBeChecked();
  await expect(page.getByText('What guides us')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission and vision' })).toBeHidden();
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied to clipboard!')).toBeVisible();
  await page.getByRole('link', { name: 'Give Now' }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a menu opened before the app arrives stays open when the app takes over', async ({ page }) => {
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();

    releaseScripts();

    // Only the app moves the pictures on by themselves.
    await expect(page.getByRole('radio', { name: 'Show slide 2 of', exact: false })).toBeChecked({
      timeout: 30_000,
    });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });
});

test("'Copy address' tapped before the app says it is getting ready, then copies", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const releaseScripts = await holdAppScripts(page);
  await page.goto('/who-we-are', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Getting ready…' })).toBeVisible();

  releaseScripts();

  await expect(page.getByText('Address copied to clipboard!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Getting ready…' })).toHaveCount(0);
});

test("'Join the Movement' opens the membership application and 'Donate Now' the donation modal", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the Movement' }).click();
  const application = page.getByRole('dialog', { name: 'Join the Movement' });
  await expect(application).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(application).toBeHidden();

  await page.goto('/donate');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  const donation = page.getByRole('dialog', { name: 'Make a Donation' });
  await expect(donation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(donation).toBeHidden();
  await page.getByRole('button', { name: 'Donate Today' }).click();
  await expect(page.getByRole('dialog', { name: 'Make a Donation' })).toBeVisible();
});

test("a header link followed with the keyboard puts focus on the new page's main content, not on the first load", async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Helping Hands Humanitarian Forum' }),
  ).toBeVisible();
  await expect(page.locator('body')).toBeFocused();

  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Our people', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Our People' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on from the new page, not from the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
