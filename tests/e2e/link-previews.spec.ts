import { expect, test } from './support/test';
import sharp from 'sharp';
import { addBlogWithLargePicture } from './support/api';
import { expectHydratedInPlace, watchHydrationInPlace } from './support/hydration-in-place';
import { PUBLIC_PAGES } from './support/public-pages';

/** Link-preview crawlers and monitors: they send `*` / nothing for Accept, and their own User-Agent. */
const CLIENTS: ReadonlyArray<{ name: string; headers: Record<string, string> }> = [
  { name: 'Accept */*', headers: { accept: '*/*' } },
  { name: 'no Accept', headers: { accept: '' } },
  { name: 'Facebook', headers: { 'user-agent': 'facebookexternalhit/1.1', accept: '*/*' } },
  { name: 'WhatsApp', headers: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' } },
  { name: 'X', headers: { 'user-agent': 'Twitterbot/1.0', accept: '*/*' } },
];

const ARTICLE = {
  title: `Rain-proof roofs for Apete <${Date.now()}> & "friends"`,
  summary: 'Volunteers rebuilt four roofs before the rains came to Apete.',
  body: '<p>Four families now sleep dry, thanks to thirty volunteers.</p>',
  author: 'Kemi Oladipo',
};

/** The content of the head tag matching `pattern` (first group). */
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const meta = (html: string, key: string) =>
  tag(html, new RegExp(`<meta data-static-seo (?:name|property)="${key}" content="([^"]*)">`));
const unescape = (text = '') =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

test.describe('pages for link previews, crawlers and monitors', () => {
  let articleId: number;
  test.beforeAll(async ({ request }) => {
    articleId = await addBlogWithLargePicture(request, ARTICLE);
  });

  for (const client of CLIENTS) {
    test(`every page answers HTML to ${client.name}, and the article carries its preview`, async ({
      request,
      baseURL,
    }) => {
      for (const { path } of PUBLIC_PAGES) {
        const response = await request.get(path, { headers: client.headers });
        expect(response.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
        expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      }

      const response = await request.get(`/blog/${articleId}`, { headers: client.headers });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const url = `${baseURL}/blog/${articleId}`;
      expect(unescape(tag(html, /<title data-static-seo>([^<]*)<\/title>/))).toBe(
        `${ARTICLE.title} | Helping Hands Humanitarian Forum`,
      );
      expect(meta(html, 'description')).toBe(ARTICLE.summary);
      expect(tag(html, /<link data-static-seo rel="canonical" href="([^"]*)">/)).toBe(url);
      expect(unescape(meta(html, 'og:title'))).toBe(ARTICLE.title);
      expect(meta(html, 'og:description')).toBe(ARTICLE.summary);
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'og:url')).toBe(url);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');

      const ogImage = meta(html, 'og:image') ?? '';
      expect(ogImage).toMatch(new RegExp(`^${baseURL}/uploads/public/.+-og\\.jpg$`));
      const picture = await request.get(ogImage, { headers: client.headers });
      expect(picture.headers()['content-type']).toBe('image/jpeg');
      expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

      const jsonLd = JSON.parse(
        tag(html, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? '',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: ARTICLE.title,
        author: { name: ARTICLE.author },
        image: [ogImage],
      });
      expect(Number.isNaN(Date.parse(String(jsonLd.datePublished)))).toBe(false);

      // The article itself, rendered by the server: readable without JavaScript.
      expect(html).toContain('Four families now sleep dry, thanks to thirty volunteers.');
    });
  }

  test("an unknown article answers 404 with the 'Article Not Found' page", async ({ request }) => {
    const response = await request.get('/blog/987654321', { headers: { accept: '*/*' } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Article Not Found');
  });

  test("an unknown address answers 404 with the 'Page Not Found' page; the app's own pages answer their shell", async ({
    request,
  }) => {
    for (const address of ['/no-such-page', '/auth/no-such-page', '/programs/2024']) {
      const response = await request.get(address, { headers: { accept: '*/*' } });
      expect(response.status(), address).toBe(404);
      expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
      expect(await response.text(), address).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    }
    for (const address of ['/auth/sign-in', '/admin', '/admin/no-such-page']) {
      const response = await request.get(address, { headers: { accept: '*/*' } });
      expect(response.status(), address).toBe(200);
      expect(await response.text(), address).toContain('<div id="root"></div>');
    }
    const api = await request.get('/api/no-such-call', { headers: { accept: 'text/html' } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
  });

  test('the sitemap lists the article with its lastmod', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(
      new RegExp(`<loc>${baseURL}/blog/${articleId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the article and the programs are readable, pictures in AVIF/WebP/JPEG widths', async ({ page }) => {
      await page.goto(`/blog/${articleId}`);
      await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
      await expect(page.getByText('Four families now sleep dry')).toBeVisible();
      const picture = page.locator('article picture').first();
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-480\.avif 480w/);
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /.+/);
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('srcset', /-1440\.jpg 1440w/);
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);

      await page.goto('/programs');
      await expect(page.getByRole('heading', { level: 1, name: 'Recent Programs' })).toBeVisible();
      await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible();
    });
  });

  test('the article is hydrated in place: no loading flash, no console error', async ({ page }) => {
    const { problems } = await watchHydrationInPlace(page, {
      loadingText: 'Loading article...',
      headingSelector: 'h1',
    });
    await page.goto(`/blog/${articleId}`);
    await expectHydratedInPlace(page, page.getByRole('heading', { level: 1, name: ARTICLE.title }), problems);
  });
});
