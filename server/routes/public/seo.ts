import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { siteOrigin } from '../../services/site-origin';
import { createBlogsRepository } from '../../repositories/blogs-repository';
import { escapeHtml } from '../../pages/page-html';

/** The public pages a search engine should index; blog articles are added from the database. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/who-we-are',
  '/programs',
  '/our-people',
  '/blog',
  '/donate',
] as const;

/** How long a built sitemap or robots.txt is kept at most; any successful write rebuilds it sooner. */
const SEO_CACHE_MS = 10 * 60 * 1000;

/** One text built on demand and kept until the next write (response cache generation) or SEO_CACHE_MS. */
function cachedText(app: FastifyInstance, build: () => Promise<string>): () => Promise<string> {
  let kept: { text: Promise<string>; generation: number; at: number } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || kept.generation !== app.responseCache.generation || now - kept.at > SEO_CACHE_MS) {
      const text = build();
      const entry = { text, generation: app.responseCache.generation, at: now };
      kept = entry;
      // A failed build is not kept: the next request tries again.
      text.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.text;
  };
}

/** Paths crawlers should leave alone: the admin area and its sign-in page. */
const ROBOTS_DISALLOWED_PATHS = ['/admin', '/auth/', '/api/'] as const;

/**
 * GET /robots.txt (served here rather than as a static file so its Sitemap line is an absolute URL, as the
 * robots.txt standard requires) and GET /sitemap.xml: the public pages and every blog article, on PUBLIC_URL.
 * Both are built once and kept (see cachedText), so a flood of requests costs no queries.
 */
const seoRoutes: FastifyPluginAsync = async (app) => {
  const robots = cachedText(app, async () => {
    const origin = siteOrigin(app);
    return [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  const sitemap = cachedText(app, async () => {
    const origin = siteOrigin(app);
    const blogs = await createBlogsRepository(app.db).listAll();
    const entries = [
      ...SITEMAP_STATIC_PATHS.map((path) => ({
        loc: `${origin}${path}`,
        lastmod: undefined as string | undefined,
      })),
      ...blogs.map((blog) => ({ loc: `${origin}/blog/${blog.id}`, lastmod: blog.updated_at.slice(0, 10) })),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) =>
          `  <url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await robots()),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemap()),
  );
};

export default seoRoutes;
