import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendEncodedBody, type EncodedBody } from '../../lib/encoded-body';
import { NOT_FOUND_PAGE_KEY } from '../../pages/not-found-page';
import { escapeHtml } from '../../pages/page-html';
import { withSiteOrigin } from '../../pages/site-origin-html';
import { withTestModeBanner } from '../../pages/test-mode-banner-html';
import { siteOrigin } from '../../services/site-origin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The prerendered pages of a build, by the address they answer: the build (scripts/vite/prerender-pages.ts)
 * lists them in prerendered/pages.json.
 */
function readPrerenderedPages(staticDir: string): Map<string, string> {
  const list = path.join(staticDir, 'prerendered', 'pages.json');
  if (!existsSync(list)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>));
}

const OG_URL_TAG = /(<meta data-static-seo property="og:url" content=")[^"]*"/;

/** `/blog/` and `/blog?x=1` are the page `/blog`. */
function pagePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Serves the built SPA (hashed assets cached forever, precompressed .br/.gz), and
 * for any other page address the page's prerendered HTML when the build wrote one, else index.html
 * (history fallback, so /auth/sign-in reloads fine), whatever the request's Accept says. An address the app
 * has no page for answers 404 with the prerendered 'Page Not Found' page.
 * The home page, articles, /blog, /programs, /transparency, /privacy and the member card are rendered with their
 * data by routes/pages.
 * Unknown /api paths and missing files answer 404 JSON.
 */
export default fp(
  async (app) => {
    const staticDir = app.config.staticDir;
    const indexFile = path.join(staticDir, 'index.html');
    const hasSpa = existsSync(indexFile);
    const prerenderedPages = hasSpa ? readPrerenderedPages(staticDir) : new Map<string, string>();
    const notFoundPage = prerenderedPages.get(NOT_FOUND_PAGE_KEY);
    // Each page is read once, on its first request, given the site's origin in its absolute addresses (the
    // build does not know it) and, on a site that takes no real money, its test-mode banner, then compressed
    // (as the build's .br/.gz) and kept.
    const { moneyMode } = app.config.paystack;
    const origin = siteOrigin(app);
    const pages = new Map<string, EncodedBody>();
    const pageFile = (file: string) => {
      let page = pages.get(file);
      if (!page) {
        const text = readFileSync(path.join(staticDir, file), 'utf8');
        const raw = Buffer.from(withTestModeBanner(withSiteOrigin(text, origin), moneyMode));
        page = {
          raw,
          br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(raw, { level: 9 }),
        };
        pages.set(file, page);
      }
      return page;
    };

    // The 'Page Not Found' page, rendered at one address, shares the one asked for (as the app does).
    const notFoundPageAt = (address: string): EncodedBody => ({
      raw: Buffer.from(
        pageFile(notFoundPage ?? '')
          .raw.toString('utf8')
          .replace(OG_URL_TAG, (_tag, opening: string) => `${opening}${escapeHtml(origin + address)}"`),
      ),
    });

    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: staticDir,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        // Our setHeaders decides caching: hashed assets forever, index.html never.
        cacheControl: false,
        // A route is made for each file found: not for the server's own code (the page renderer, the compiled
        // server), which is for this process and not for visitors, nor for the compressed copies, which
        // preCompressed finds beside the file asked for. Hundreds fewer routes to build at start and keep.
        globIgnore: ['server/**', '.vite/**', '**/*.br', '**/*.gz'],
        allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
          else if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
          else res.setHeader('Cache-Control', 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn({ staticDir }, 'no built SPA found: run `npm run build` (npm start does it for you)');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      // A page's address has no file extension; a missing file (/assets/x.js, /uploads/...) stays a 404.
      const isPage = !isApi && !/\.[a-z0-9]+$/i.test(pagePath(request.url));
      // Whatever the client accepts (browsers say text/html, monitors and link-preview crawlers */* or nothing).
      if (isPage && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
        const address = pagePath(request.url);
        const prerendered = prerenderedPages.get(address);
        // An address the app has no page for answers 404 with its 'Page Not Found' page.
        const notFound = !prerendered && notFoundPage && (await app.pageRenderer.isUnknownAddress(address));
        const file = prerendered ?? (notFound ? notFoundPage : 'index.html');
        return sendEncodedBody(
          request,
          reply
            .code(notFound ? 404 : 200)
            .type('text/html; charset=utf-8')
            .header('Cache-Control', 'no-cache'),
          notFound ? notFoundPageAt(address) : pageFile(file),
        );
      }
      return reply.code(404).send({
        success: false,
        message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      });
    });
  },
  { name: 'spa-static', dependencies: ['config', 'page-renderer'] },
);
