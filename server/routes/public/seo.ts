import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createBlogsRepository } from '../../repositories/blogs-repository';

/** The public pages a search engine should index (SPEC section 2), blog articles are added from the database. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/who-we-are',
  '/programs',
  '/our-people',
  '/blog',
  '/donate',
] as const;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

function siteOrigin(configured: string | undefined, request: FastifyRequest): string {
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}

/** Paths crawlers should leave alone: the admin area and its sign-in page. */
export const ROBOTS_DISALLOWED_PATHS = ['/admin', '/auth/', '/api/'] as const;

/**
 * GET /robots.txt (served here rather than as a static file so its Sitemap line is an absolute URL, as the
 * robots.txt standard requires) and GET /sitemap.xml: the public pages and every blog article, on PUBLIC_URL
 * or the host that was asked.
 */
const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(app.config.publicUrl, request);
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(app.config.publicUrl, request);
    const blogs = await createBlogsRepository(app.db).listAll();
    const entries = [
      ...SITEMAP_STATIC_PATHS.map((path) => ({
        loc: `${origin}${path}`,
        lastmod: undefined as string | undefined,
      })),
      ...blogs.map((blog) => ({ loc: `${origin}/blog/${blog.id}`, lastmod: blog.updated_at.slice(0, 10) })),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) =>
          `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });
};

export default seoRoutes;
