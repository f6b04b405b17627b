import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MANAGEMENT_MESSAGES, addProgramEndpoint } from '@contract/admin-content';
import {
  getBlogsResponseSchema,
  getBlogPostResponseSchema,
  getBlogsEndpoint,
  getBlogPostEndpoint,
  addBlogEndpoint,
} from '@contract/blog';
import { CONTENT_IMAGE_MAX_BYTES } from '@contract/constants';
import { failureResponseSchema } from '@contract/common';
import { getProgramsResponseSchema, getProgramsEndpoint } from '@contract/program';
import { createAuditLogRepository } from '../../repositories/audit-log-repository';
import { PNG_1PX, PNG_DATA_URL } from '../../testing/fixtures';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { CONTENT_IMAGE_TOO_LARGE_MESSAGE, CONTENT_IMAGE_TYPE_MESSAGE } from '../../images/content-images';
import { withoutImageMetadata } from '../../images/image-variants';
import { BLOG_NOT_FOUND_MESSAGE } from '../public/content';

const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const base64Of = (text: string) => Buffer.from(text).toString('base64');

function blogPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Rain-proof shelters for Apete',
    summary: 'Volunteers rebuilt four roofs before the rains.',
    body: '<p>Four families now sleep dry.</p>',
    author: 'Kemi Oladipo',
    image: PNG_DATA_URL,
    ...overrides,
  };
}

function programPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Eye screening day',
    description: 'Free eye tests and reading glasses for elderly residents of Agbowo.',
    date: '2030-05-17',
    image: `data:image/gif;base64,${GIF_1X1}`,
    ...overrides,
  };
}

describe.each(await databaseTargets())('content routes on %s', (target) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    auth = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());

  const addBlog = (payload: Record<string, unknown>, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: addBlogEndpoint.path, headers, payload });
  const addProgram = (payload: Record<string, unknown>, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: addProgramEndpoint.path, headers, payload });

  it('lists no blogs and no programs on an empty database', async () => {
    const blogs = await t.app.inject({ method: 'GET', url: getBlogsEndpoint.path });
    const programs = await t.app.inject({ method: 'GET', url: getProgramsEndpoint.path });
    expect(getBlogsResponseSchema.parse(blogs.json())).toMatchObject({ success: true, data: [] });
    expect(getProgramsResponseSchema.parse(programs.json())).toMatchObject({ success: true, data: [] });
  });

  it('adds a blog, stores its image as a public upload and lists it last (oldest first)', async () => {
    const first = await addBlog(blogPayload({ title: 'First story' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: CONTENT_MANAGEMENT_MESSAGES.blog.added });
    const second = await addBlog(blogPayload({ title: 'Second story' }));
    expect(second.statusCode).toBe(200);

    const list = getBlogsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: getBlogsEndpoint.path })).json(),
    );
    const titles = list.data.map((blog) => blog.title);
    expect(titles.indexOf('First story')).toBeLessThan(titles.indexOf('Second story'));
    const stored = list.data.find((blog) => blog.title === 'Second story')!;
    expect(stored.author).toBe('Kemi Oladipo');
    expect(stored.image_url).toMatch(/^\/uploads\/public\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);

    const image = await t.app.inject({ method: 'GET', url: stored.image_url });
    expect(image.statusCode).toBe(200);
    // Kept as sent, but written again without metadata.
    expect(image.rawPayload.equals((await withoutImageMetadata(PNG_1PX))!)).toBe(true);
  });

  it('answers one blog by id, and 404 with success false for an unknown id', async () => {
    const created = (await addBlog(blogPayload({ title: 'Find me' }))).json<{ id: number }>();
    const found = await t.app.inject({
      method: 'GET',
      url: `${getBlogPostEndpoint.path}?id=${created.id}`,
    });
    expect(found.statusCode).toBe(200);
    expect(getBlogPostResponseSchema.parse(found.json()).data).toMatchObject({
      id: created.id,
      title: 'Find me',
    });

    const missing = await t.app.inject({ method: 'GET', url: `${getBlogPostEndpoint.path}?id=999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: BLOG_NOT_FOUND_MESSAGE });
  });

  it.each([
    ['no id', ''],
    ['a word', '?id=abc'],
    ['a negative id', '?id=-3'],
  ])('answers 400 JSON to a read of one blog post with %s', async (_label, query) => {
    const response = await t.app.inject({ method: 'GET', url: `${getBlogPostEndpoint.path}${query}` });
    expect(response.statusCode).toBe(400);
    expect(failureResponseSchema.safeParse(response.json()).success).toBe(true);
  });

  it('sanitises the blog body on write', async () => {
    const created = await addBlog(
      blogPayload({
        title: 'Unsafe body',
        body: '<p onclick="steal()">Hello <strong>friends</strong></p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"><iframe src="https://evil.test"></iframe>',
      }),
    );
    const id = created.json<{ id: number }>().id;
    const blog = getBlogPostResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${getBlogPostEndpoint.path}?id=${id}` })).json(),
    ).data!;
    expect(blog.body).toContain('<strong>friends</strong>');
    expect(blog.body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  });

  it('refuses a body that is only unsafe HTML', async () => {
    const response = await addBlog(blogPayload({ body: '<script>alert(1)</script>' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it.each([
    [
      'an SVG disguised as PNG',
      `data:image/png;base64,${base64Of('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`,
    ],
    [
      'an HTML page disguised as JPEG',
      `data:image/jpeg;base64,${base64Of('<html><script>alert(1)</script></html>')}`,
    ],
    [
      'a PDF disguised as PNG',
      `data:image/png;base64,${base64Of('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')}`,
    ],
  ])('refuses %s and stores nothing', async (_label, image) => {
    const before = await t.app.db.selectFrom('blogs').select('id').execute();
    const response = await addBlog(blogPayload({ image }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: CONTENT_IMAGE_TYPE_MESSAGE });
    const after = await t.app.db.selectFrom('blogs').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses an image larger than the limit', async () => {
    const big = Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1024);
    PNG_1PX.copy(big);
    const response = await addBlog(blogPayload({ image: `data:image/png;base64,${big.toString('base64')}` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: CONTENT_IMAGE_TOO_LARGE_MESSAGE });
  });

  it.each([
    ['title', 'Title is required'],
    ['body', 'Body is required'],
    ['summary', 'Summary is required'],
    ['author', 'Author is required'],
    ['image', 'Image is required'],
  ])('answers 400 with its message when %s is missing', async (field, message) => {
    const response = await addBlog(blogPayload({ [field]: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('adds a program with a GIF image and lists it with imageUrl', async () => {
    const response = await addProgram(programPayload());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: CONTENT_MANAGEMENT_MESSAGES.program.added,
    });
    const list = getProgramsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: getProgramsEndpoint.path })).json(),
    );
    const program = list.data.find((p) => p.title === 'Eye screening day')!;
    expect(program).toMatchObject({ date: '2030-05-17' });
    expect(program.imageUrl).toMatch(/^\/uploads\/public\/.+\.gif$/);
    const stored = await t.app.files.read('public', program.imageUrl.replace('/uploads/public/', ''));
    expect(stored?.equals((await withoutImageMetadata(Buffer.from(GIF_1X1, 'base64')))!)).toBe(true);
  });

  it.each([
    ['a date that does not exist', { date: '2030-02-30' }, 'Date is not a real calendar date'],
    ['no date', { date: undefined }, 'Date is required'],
    ['no description', { description: '' }, 'Description is required'],
  ])('refuses a program with %s', async (_label, overrides, message) => {
    const response = await addProgram(programPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('records an audit entry for each content write', async () => {
    await addProgram(programPayload({ title: 'Audited program' }));
    const entries = await createAuditLogRepository(t.app.db).listRecent();
    expect(
      entries.some((entry) => entry.entity === 'program' && entry.summary.includes('Audited program')),
    ).toBe(true);
    expect(entries.some((entry) => entry.entity === 'blog' && entry.summary.includes('Find me'))).toBe(true);
  });

  it('answers 401 to content writes without a token and writes nothing', async () => {
    const before = await t.app.db.selectFrom('programs').select('id').execute();
    const blog = await addBlog(blogPayload(), {});
    const program = await addProgram(programPayload(), {});
    expect(blog.statusCode).toBe(401);
    expect(program.statusCode).toBe(401);
    expect(failureResponseSchema.safeParse(program.json()).success).toBe(true);
    expect(await t.app.db.selectFrom('programs').select('id').execute()).toHaveLength(before.length);
  });

  it('serves a sitemap with every public page and every blog article', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'forum.example.ng' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    // No PUBLIC_URL here: the server's own local address, never the Host header.
    const origin = `http://localhost:${t.config.port}`;
    for (const path of ['/', '/who-we-are', '/programs', '/our-people', '/blog', '/donate']) {
      expect(response.body).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(response.body).not.toContain('forum.example.ng');
    const blogs = await t.app.db.selectFrom('blogs').select('id').execute();
    expect(blogs.length).toBeGreaterThan(0);
    for (const blog of blogs) expect(response.body).toContain(`/blog/${blog.id}</loc>`);
  });

  it('serves robots.txt that keeps crawlers out of the admin area and points at the absolute sitemap URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'forum.example.ng' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
    expect(response.body).toContain(`\nSitemap: http://localhost:${t.config.port}/sitemap.xml\n`);
    expect(response.body).not.toContain('forum.example.ng');
  });
});

describe('sitemap with PUBLIC_URL', () => {
  it('lists the pages on the configured public origin, not the host that asked', async () => {
    const t = await createTestApp('sqlite', { publicUrl: 'https://helpinghands.example.org' });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'internal:8080' },
      });
      expect(response.body).toContain('<loc>https://helpinghands.example.org/donate</loc>');
      expect(response.body).not.toContain('internal:8080');
      const robots = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'evil.test' },
      });
      expect(robots.body).toContain('Sitemap: https://helpinghands.example.org/sitemap.xml');
      expect(robots.body).not.toContain('evil.test');
    } finally {
      await t.close();
    }
  });

  it('keeps the built sitemap until the next write', async () => {
    const t = await createTestApp('sqlite', { publicUrl: 'https://helpinghands.example.org' });
    try {
      const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const first = await sitemap();
      const now = new Date().toISOString();
      const blog = await t.app.db
        .insertInto('blogs')
        .values({
          title: 'Written behind the server’s back',
          summary: 's',
          body: '<p>b</p>',
          author: null,
          image_url: '/uploads/public/x.png',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Not re-read for each request: the row written directly is not seen yet.
      expect(await sitemap()).toBe(first);
      // A write through the server (which empties the caches) shows it.
      t.app.responseCache.clear();
      expect(await sitemap()).toContain(`/blog/${blog.id}</loc>`);
    } finally {
      await t.close();
    }
  });
});
