import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUERY_STATE_ELEMENT_ID } from '@contract/server-rendered-page';
import { SHARE_IMAGE } from '@contract/share-image';
import { RENDERED_AHEAD_ORIGIN } from '@contract/site-origin';
import { SITEMAP_STATIC_PATHS } from '../routes/public/seo';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { addBlogEndpoint } from '@contract/blog';
import { addProgramEndpoint } from '@contract/admin-content';

/** What link-preview crawlers and monitors send: their User-Agent, and `*` / nothing for Accept. */
const CLIENTS: ReadonlyArray<{ name: string; headers: Record<string, string> }> = [
  { name: 'Accept */*', headers: { accept: '*/*' } },
  { name: 'no Accept', headers: {} },
  { name: 'a browser', headers: { accept: 'text/html,application/xhtml+xml' } },
  { name: 'Facebook', headers: { 'user-agent': 'facebookexternalhit/1.1', accept: '*/*' } },
  { name: 'WhatsApp', headers: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' } },
  { name: 'X', headers: { 'user-agent': 'Twitterbot/1.0' } },
];

const PAGES = [...SITEMAP_STATIC_PATHS, '/auth/sign-in', '/admin', '/member-card', '/no-such-page'];

/**
 * A stand-in for `dist/`: index.html, and a server renderer with the real one's exports (dist/server/prerender.js)
 * that renders the article it is given, so the server's part is tested without a build: the status, the head
 * tags, the embedded data and the cache. tests/e2e/link-previews.spec.ts checks the real build.
 */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forum-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title data-static-seo>Forum</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/app/routes/blog-article.tsx': { file: 'assets/blog-article.js' },
    }),
  );
  // The 'Page Not Found' page, prerendered with the placeholder origin the server replaces with its own.
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(
    path.join(dir, 'prerendered', '404.html'),
    `<!doctype html><html><head><meta data-static-seo property="og:url" content="${RENDERED_AHEAD_ORIGIN}/404">` +
      '</head><body><div id="root"><main id="main-content"><h1>Page Not Found</h1></main></div></body></html>',
  );
  writeFileSync(path.join(dir, 'prerendered', 'pages.json'), JSON.stringify({ '*': 'prerendered/404.html' }));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'prerender.js'),
    `const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
export const blogKeys = { list: () => ['blogs', 'list'], detail: (id) => ['blogs', 'detail', id] };
export const programKeys = { list: () => ['programs', 'list'] };
export const ledgerKeys = { summary: () => ['ledger', 'summary'] };
export const privacyKeys = { notice: () => ['privacy', 'notice'] };
export const QUERY_STATE_ELEMENT_ID = '${QUERY_STATE_ELEMENT_ID}';
const APP_PAGES = /^\\/(|who-we-are|programs|our-people|blog(\\/[^/]*)?|donate|transparency|member-card|auth\\/sign-in|admin(\\/.*)?)$/;
export const isUnknownAddress = (pathname) => !APP_PAGES.test(pathname);
export const dehydrateQueries = (queries) => ({
  queries: queries.map(({ queryKey, data }) => ({ queryKey, state: { data } })),
});
export const serializeQueryState = (state) => JSON.stringify(state).replace(/</g, '\\\\u003c');
const blogList = (blogs) =>
  blogs === undefined
    ? '<p>Loading stories</p>'
    : blogs.length === 0
      ? '<h2>No stories yet</h2>'
      : blogs.map((blog) => '<h2>' + escape(blog.title) + '</h2>').join('');
export async function prerenderPage(pathname, { dehydratedState }) {
  const data = (name) => dehydratedState.queries.find((query) => query.queryKey[1] === name)?.state.data;
  const article = data('detail');
  const programs = data('list')?.data ?? [];
  const main = article
    ? '<h1>' + escape(article.title) + '</h1><div>' + article.body + '</div>'
    : pathname === '/programs' || pathname === '/'
      ? programs.map((program) => '<h3>' + escape(program.title) + '</h3>').join('')
      : pathname === '/blog'
        ? '<h1>Latest News</h1>' + blogList(data('list'))
        : '<h1>Article Not Found</h1>';
  const home = '<a href="${RENDERED_AHEAD_ORIGIN}/">Home</a>';
  return { body: '<main>' + main + home + '</main>', head: '<title>page</title>', modules: ['src/app/routes/blog-article.tsx'] };
}
`,
  );
  return dir;
}

const PNG_DATA_URL = `data:image/png;base64,${(
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#187b4b' } })
    .png()
    .toBuffer()
).toString('base64')}`;

const HOSTILE_TITLE = '</script><script>alert(1)</script> "Rain" & <b>roofs</b>';
const ESCAPED_HOSTILE_TITLE =
  '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Rain&quot; &amp; &lt;b&gt;roofs&lt;/b&gt;';

/** The data a server-rendered page embeds for the browser to hydrate from. */
function embeddedQueryState(html: string): {
  queries: Array<{ queryKey: unknown[]; state: { data: unknown } }>;
} {
  const text = new RegExp(
    `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return JSON.parse(text ?? '') as ReturnType<typeof embeddedQueryState>;
}

const BLOG_LIST_HEAD = [
  '<title data-static-seo>Blog | Helping Hands Humanitarian Forum</title>',
  `<meta data-static-seo name="description" content="Stories and updates from the forum&#39;s community work across Nigeria.">`,
  '<link data-static-seo rel="canonical" href="https://forum.example.org/blog">',
  '<meta data-static-seo property="og:title" content="Blog">',
  '<meta data-static-seo property="og:type" content="website">',
  '<meta data-static-seo property="og:url" content="https://forum.example.org/blog">',
];

describe.each(await databaseTargets())('pages for every client on %s', (target) => {
  let t: TestApp;
  let auth: { authorization: string };
  let blogId: number;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { STATIC_DIR: fakeBuild(), PUBLIC_URL: 'https://forum.example.org' });
    auth = await adminAuthHeader(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: addBlogEndpoint.path,
      headers: auth,
      payload: {
        title: HOSTILE_TITLE,
        summary: 'Volunteers rebuilt four roofs before the rains.',
        body: '<p>Four families now sleep dry.</p>',
        author: 'Kemi Oladipo',
        image: PNG_DATA_URL,
      },
    });
    blogId = added.json<{ id: number }>().id;
  });
  afterAll(async () => t.close());

  it.each(CLIENTS)('answers every page address with HTML to $name; /api stays JSON', async ({ headers }) => {
    for (const url of [...PAGES, `/blog/${blogId}`, '/programs']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      // The member card without an id is the default id's, which the public cannot open: 'Member Not Found'.
      expect(response.statusCode, url).toBe(url === '/no-such-page' || url === '/member-card' ? 404 : 200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(CLIENTS)("gives $name the article's preview tags and its text", async ({ headers }) => {
    const response = await t.app.inject({ method: 'GET', url: `/blog/${blogId}`, headers });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const url = `https://forum.example.org/blog/${blogId}`;
    const escapedTitle = ESCAPED_HOSTILE_TITLE;
    expect(html).toContain(
      `<title data-static-seo>${escapedTitle} | Helping Hands Humanitarian Forum</title>`,
    );
    expect(html).toContain(
      '<meta data-static-seo name="description" content="Volunteers rebuilt four roofs before the rains.">',
    );
    expect(html).toContain(`<link data-static-seo rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta data-static-seo property="og:title" content="${escapedTitle}">`);
    expect(html).toContain('<meta data-static-seo property="og:type" content="article">');
    expect(html).toContain(`<meta data-static-seo property="og:url" content="${url}">`);
    expect(html).toContain('<meta data-static-seo name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('<script>alert(1)');

    const ogImage = /<meta data-static-seo property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(ogImage).toMatch(/^https:\/\/forum\.example\.org\/uploads\/public\/.+-og\.jpg$/);
    const picture = await t.app.inject({ method: 'GET', url: new URL(ogImage).pathname });
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });

    // Not marked data-static-seo: the app removes those once it runs, and it renders no JSON-LD of its own.
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: HOSTILE_TITLE,
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      author: { '@type': 'Person', name: 'Kemi Oladipo' },
      image: [ogImage],
    });

    expect(html).toContain(
      '<h1>&lt;/script>&lt;script>alert(1)&lt;/script> "Rain" &amp; &lt;b>roofs&lt;/b></h1>',
    );
    expect(html).toContain('<p>Four families now sleep dry.</p>');
    // The app's entry, with the article's chunk preloaded beside it.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/blog-article.js">');
    const state = new RegExp(
      `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];
    expect(JSON.stringify(JSON.parse(state ?? ''))).toContain(JSON.stringify(HOSTILE_TITLE));
  });

  it('renders an article body stored raw (a restore, an import) sanitised, in the page and its data', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: addBlogEndpoint.path,
      headers: auth,
      payload: {
        title: 'Restored',
        summary: 'From a backup.',
        body: '<p>placeholder</p>',
        author: 'Ada',
        image: PNG_DATA_URL,
      },
    });
    const id = added.json<{ id: number }>().id;
    // Written past the API, as a restore or an import would.
    const raw =
      '<p>Clean words</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=2">' +
      '<a href="javascript:alert(1)">link</a>';
    await t.app.db.updateTable('blogs').set({ body: raw }).where('id', '=', id).execute();
    for (const url of [`/blog/${id}`, '/blog']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html, url).not.toMatch(/__xss|onerror|javascript:/);
    }
    const article = (await t.app.inject({ method: 'GET', url: `/blog/${id}` })).body;
    expect(article).toContain('<p>Clean words</p>');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${id}`, headers: auth });
  });

  it("answers an address the app has no page for with 404 and the 'Page Not Found' page, shared at that address", async () => {
    const asked = {
      '/no-such-page': '/no-such-page',
      '/auth/no-such-page': '/auth/no-such-page',
      '/no-such-page/': '/no-such-page',
      '/no-such-page?x=1': '/no-such-page',
      '/no"such<page': '/no%22such%3Cpage',
    };
    for (const [url, address] of Object.entries(asked)) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: '*/*', 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const body = brotliDecompressSync(response.rawPayload).toString();
      expect(body, url).toContain('<h1>Page Not Found</h1>');
      expect(body, url).toContain(
        `<meta data-static-seo property="og:url" content="https://forum.example.org${address}">`,
      );
      expect(body, url).not.toContain(RENDERED_AHEAD_ORIGIN);
    }
    // The app's own pages that are not rendered ahead answer its shell; an unknown admin address stays in the app.
    for (const url of ['/auth/sign-in', '/admin', '/admin/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it("writes the site's origin in place of the placeholder a page was rendered with", async () => {
    for (const url of [`/blog/${blogId}`, '/blog', '/programs', '/blog/999999']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<a href="https://forum.example.org/">Home</a>');
      expect(response.body, url).not.toContain(RENDERED_AHEAD_ORIGIN);
    }
  });

  it("shares a page without a picture of its own with the site's picture, by its absolute address", async () => {
    for (const url of ['/blog', '/programs', '/transparency', '/blog/999999']) {
      const response = await t.app.inject({ method: 'GET', url });
      const image = `https://forum.example.org${SHARE_IMAGE.path}`;
      expect(response.body, url).toContain(`<meta data-static-seo property="og:image" content="${image}">`);
      expect(response.body, url).toContain('<meta data-static-seo property="og:image:width" content="1200">');
      expect(response.body, url).toContain('<meta data-static-seo property="og:image:height" content="630">');
      expect(response.body, url).toContain(`<meta data-static-seo name="twitter:image" content="${image}">`);
    }
  });

  it("answers an unknown or malformed article id with 404 and the 'Article Not Found' page", async () => {
    for (const url of ['/blog/999999', '/blog/abc', '/blog/99999999999999999999']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<h1>Article Not Found</h1>');
      expect(response.body, url).toContain('<meta data-static-seo name="robots" content="noindex">');
    }
  });

  it('renders /programs with its list, and shows an edit at once (the page is cached until the next write)', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: addProgramEndpoint.path,
      headers: auth,
      payload: {
        title: 'Eye screening day',
        description: 'Free eye tests.',
        date: '2030-05-17',
        image: PNG_DATA_URL,
      },
    });
    const id = added.json<{ id: number }>().id;
    const first = await t.app.inject({
      method: 'GET',
      url: '/programs',
      headers: { 'user-agent': 'Twitterbot/1.0' },
    });
    expect(first.body).toContain('<h3>Eye screening day</h3>');
    expect(first.body).toContain(
      '<link data-static-seo rel="canonical" href="https://forum.example.org/programs">',
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/programs/${id}`,
      headers: auth,
      payload: { title: 'Eye and ear screening day', description: 'Free tests.', date: '2030-05-17' },
    });
    const second = await t.app.inject({ method: 'GET', url: '/programs' });
    expect(second.body).toContain('<h3>Eye and ear screening day</h3>');
  });

  it('renders the home page with the programs and the head the app gives it, fresh after an edit and each day', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: addProgramEndpoint.path,
      headers: auth,
      payload: {
        title: 'Borehole opening',
        description: 'Clean water.',
        date: '2031-02-03',
        image: PNG_DATA_URL,
      },
    });
    const id = added.json<{ id: number }>().id;
    const first = await t.app.inject({ method: 'GET', url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h3>Borehole opening</h3>');
    expect(first.body).toContain('<title data-static-seo>page</title>');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/programs/${id}`,
      headers: auth,
      payload: { title: 'Borehole and well opening', description: 'Clean water.', date: '2031-02-03' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(
      '<h3>Borehole and well opening</h3>',
    );

    // A change that no write announced (a hand edit) shows the next day in Lagos: which program is upcoming
    // depends on the date.
    await t.app.db.updateTable('programs').set({ title: 'Well opening' }).where('id', '=', id).execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<h3>Well opening</h3>');
    } finally {
      vi.useRealTimers();
    }
    await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${id}`, headers: auth });
  });

  it.each(CLIENTS)(
    "gives $name /blog with every post's title, the list's head tags and its data",
    async ({ headers }) => {
      for (const url of ['/blog', '/blog/', '/blog?from=share']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        const html = response.body;
        for (const tag of BLOG_LIST_HEAD) expect(html, url).toContain(tag);
        expect(html, url).toContain(
          '<h2>&lt;/script>&lt;script>alert(1)&lt;/script> "Rain" &amp; &lt;b>roofs&lt;/b></h2>',
        );
        expect(html, url).not.toContain('<script>alert(1)');
        // Under the SPA's key for the list (src/lib/queries/blog-queries.ts), as the blog list call answers it.
        const list = embeddedQueryState(html).queries.find(
          (query) => JSON.stringify(query.queryKey) === '["blogs","list"]',
        );
        expect(list?.state.data).toEqual([expect.objectContaining({ id: blogId, title: HOSTILE_TITLE })]);
      }
    },
  );

  it("shows an admin's add, edit and delete on the next /blog fetch (the page is cached until the next write)", async () => {
    const titles = async () =>
      [...(await t.app.inject({ method: 'GET', url: '/blog' })).body.matchAll(/<h2>([^<]*)<\/h2>/g)].map(
        (match) => match[1],
      );
    expect(await titles()).not.toContain('Borehole for Ilora');
    const added = await t.app.inject({
      method: 'POST',
      url: addBlogEndpoint.path,
      headers: auth,
      payload: {
        title: 'Borehole for Ilora',
        summary: 'Clean water for three hundred families.',
        body: '<p>The borehole runs.</p>',
        author: 'Tunde Bello',
        image: PNG_DATA_URL,
      },
    });
    const id = added.json<{ id: number }>().id;
    expect(await titles()).toContain('Borehole for Ilora');

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${id}`,
      headers: auth,
      payload: {
        title: 'A borehole and a water tank for Ilora',
        summary: 'Clean water for three hundred families.',
        body: '<p>The borehole runs.</p>',
        author: 'Tunde Bello',
      },
    });
    const edited = await titles();
    expect(edited).toContain('A borehole and a water tank for Ilora');
    expect(edited).not.toContain('Borehole for Ilora');

    await t.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${id}`, headers: auth });
    expect(await titles()).not.toContain('A borehole and a water tank for Ilora');
  });

  it('serves pages already rendered from the cache without reading the database, with their status', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/blog' });
    const article = await t.app.inject({ method: 'GET', url: `/blog/${blogId}` });
    const unknown = await t.app.inject({ method: 'GET', url: '/blog/999999' });
    expect([list.statusCode, article.statusCode, unknown.statusCode]).toEqual([200, 200, 404]);
    await sql`alter table blogs rename to blogs_away`.execute(t.app.db);
    try {
      for (const [url, first] of [
        ['/blog', list],
        [`/blog/${blogId}`, article],
      ] as const) {
        const again = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(again.statusCode, url).toBe(first.statusCode);
        expect(again.body, url).toBe(first.body);
      }
      // An id that cannot name an article reads nothing at all.
      const junk = await t.app.inject({ method: 'GET', url: '/blog/no-such-article' });
      expect(junk.statusCode).toBe(404);
      expect(junk.body).toContain('<h1>Article Not Found</h1>');
    } finally {
      await sql`alter table blogs_away rename to blogs`.execute(t.app.db);
    }
  });

  it('keeps 1,000 requests for made-up articles, under any Host, out of the page cache, and real pages unchanged', async () => {
    const realPages = ['/blog', `/blog/${blogId}`, '/programs'];
    const before = await Promise.all(realPages.map((url) => t.app.inject({ method: 'GET', url })));
    const size = t.app.pageRenderer.size;
    expect(size).toBeGreaterThanOrEqual(realPages.length);
    for (let i = 0; i < 1000; i += 1) {
      const id = i % 2 === 0 ? Math.random().toString(36).slice(2) : String(100_000 + i);
      const response = await t.app.inject({
        method: 'GET',
        url: `/blog/${id}`,
        headers: { host: `attacker-${i}.example` },
      });
      expect(response.statusCode).toBe(404);
    }
    // A real page asked for under another Host is the same page, kept once, naming PUBLIC_URL.
    const otherHost = await t.app.inject({
      method: 'GET',
      url: `/blog/${blogId}`,
      headers: { host: 'evil.example' },
    });
    expect(otherHost.body).toBe(before[1]!.body);
    expect(otherHost.body).not.toContain('evil.example');
    expect(t.app.pageRenderer.size).toBe(size);
    const after = await Promise.all(realPages.map((url) => t.app.inject({ method: 'GET', url })));
    expect(after.map((page) => page.body)).toEqual(before.map((page) => page.body));
    // The 'Article Not Found' page carries no list of the articles (none were read for it).
    const missing = await t.app.inject({ method: 'GET', url: '/blog/123456' });
    expect(embeddedQueryState(missing.body).queries.map((query) => query.queryKey)).toEqual([
      ['blogs', 'detail', '123456'],
    ]);
  });

  it('answers in brotli or gzip when asked, the same page as uncompressed, with its status', async () => {
    for (const url of ['/blog', `/blog/${blogId}`, '/blog/999999', '/programs', '/transparency']) {
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        for (let visit = 0; visit < 2; visit += 1) {
          const encoded = await t.app.inject({
            method: 'GET',
            url,
            headers: { 'accept-encoding': `${encoding}, deflate` },
          });
          expect(encoded.statusCode, url).toBe(plain.statusCode);
          expect(encoded.headers['content-encoding'], url).toBe(encoding);
          expect(encoded.headers.vary, url).toMatch(/Accept-Encoding/i);
          expect(encoded.headers['content-type'], url).toMatch(/^text\/html/);
          expect(decode(encoded.rawPayload).toString('utf8'), url).toBe(plain.body);
        }
      }
    }
  });

  it('answers /blog with 503 and the page without its list while the blogs cannot be read, and with the list after', async () => {
    await t.app.inject({ method: 'GET', url: '/blog' });
    // A write empties the caches: the next visit reads the database.
    t.app.responseCache.clear();
    await sql`alter table blogs rename to blogs_away`.execute(t.app.db);
    try {
      const away = await t.app.inject({ method: 'GET', url: '/blog', headers: { accept: '*/*' } });
      expect(away.statusCode).toBe(503);
      expect(away.headers['content-type']).toMatch(/^text\/html/);
      expect(away.headers['retry-after']).toBe('60');
      for (const tag of BLOG_LIST_HEAD) expect(away.body).toContain(tag);
      expect(away.body).toContain('<p>Loading stories</p>');
      expect(embeddedQueryState(away.body).queries).toEqual([]);
    } finally {
      await sql`alter table blogs_away rename to blogs`.execute(t.app.db);
    }
    const back = await t.app.inject({ method: 'GET', url: '/blog' });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(`<h2>${HOSTILE_TITLE.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</h2>`);
  });

  it.each([
    ['/programs', 'programs'],
    ['/transparency', 'disbursements'],
  ])(
    'answers %s with 503 and an HTML page while its data cannot be read, and with it after',
    async (url, table) => {
      t.app.responseCache.clear();
      await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(t.app.db);
      try {
        const away = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(away.statusCode).toBe(503);
        expect(away.headers['content-type']).toMatch(/^text\/html/);
        expect(away.headers['retry-after']).toBe('60');
        expect(away.body).toContain(
          `<link data-static-seo rel="canonical" href="https://forum.example.org${url}">`,
        );
        expect(embeddedQueryState(away.body).queries).toEqual([]);
      } finally {
        await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(t.app.db);
      }
      const back = await t.app.inject({ method: 'GET', url });
      expect(back.statusCode).toBe(200);
      expect(embeddedQueryState(back.body).queries).toHaveLength(1);
    },
  );

  it('lists every article in sitemap.xml with its lastmod', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toMatch(
      new RegExp(
        `<url><loc>https://forum.example.org/blog/${blogId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );
  });
});

describe('/blog with no posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      { STATIC_DIR: fakeBuild(), PUBLIC_URL: 'https://forum.example.org' },
    );
  });
  afterAll(async () => t.close());

  it('answers the page with its empty state and an empty list to hydrate from', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/blog' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const tag of BLOG_LIST_HEAD) expect(response.body).toContain(tag);
    expect(response.body).toContain('<h2>No stories yet</h2>');
    expect(embeddedQueryState(response.body).queries).toEqual([
      expect.objectContaining({ queryKey: ['blogs', 'list'], state: expect.objectContaining({ data: [] }) }),
    ]);
  });
});

describe('pages without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('answers an article with its head tags in a bare shell, and 404 when it does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/blog/1', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      '<title data-static-seo>Article Not Found | Helping Hands Humanitarian Forum</title>',
    );
  });
});
