import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { addBlogWithLargePicture } from './support/api';
import { SERVER_SENT_PAGES } from './support/public-pages';

/** What Facebook's crawler sends. */
const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1', accept: '*/*' };

test.describe('link previews, read by open-graph-scraper', () => {
  let articleId: number;
  test.beforeAll(async ({ request }) => {
    articleId = await addBlogWithLargePicture(request, {
      title: 'Shared roofs of Apete',
      summary: 'An article shared with its own picture.',
      body: '<p>Four families now sleep dry.</p>',
      author: 'Kemi Oladipo',
    });
  });

  test('every page has an absolute og:url and a 1200×630 JPEG or PNG og:image on the site', async ({
    request,
    baseURL,
  }) => {
    const previews = [];
    for (const address of [...SERVER_SENT_PAGES, `/blog/${articleId}`]) {
      const response = await request.get(address, { headers: CRAWLER });
      // The scraper fetches a page itself, as a link preview does; it refuses a 404, so it reads that one's HTML.
      const { result } = await ogs(
        response.status() === 200
          ? { url: `${baseURL}${address}`, fetchOptions: { headers: CRAWLER }, onlyGetOpenGraphInfo: true }
          : { html: await response.text(), onlyGetOpenGraphInfo: true },
      );
      previews.push({ address, result });
    }

    const images = new Set<string>();
    for (const { address, result } of previews) {
      expect(result.ogUrl, address).toMatch(new RegExp(`^${baseURL}/`));
      const image = result.ogImage?.[0]?.url ?? '';
      expect(image, address).toMatch(new RegExp(`^${baseURL}/`));
      images.add(image);
    }
    expect(
      previews.find(({ address }) => address === `/blog/${articleId}`)?.result.ogImage?.[0]?.url,
    ).toMatch(/\/uploads\/public\/.+-og\.jpg$/);
    for (const image of images) {
      const response = await request.get(image, { headers: CRAWLER });
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\/(jpeg|png)$/);
      const { format, width, height } = await sharp(await response.body()).metadata();
      expect(['jpeg', 'png'], image).toContain(format);
      expect({ width, height }, image).toEqual({ width: 1200, height: 630 });
    }
  });

  test("the home page's JSON-LD names the site and its logo by absolute addresses", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/', { headers: CRAWLER })).text();
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const organisation = JSON.parse(json) as { url: string; logo: string };
    expect(organisation.url).toBe(`${baseURL}/`);
    expect(organisation.logo).toBe(`${baseURL}/logo.svg`);
    expect((await request.get(organisation.logo)).status()).toBe(200);
  });
});
