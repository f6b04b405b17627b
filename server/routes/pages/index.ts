import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProgramsResponseSchema } from '@contract/program';
import { getBlogsResponseSchema, getBlogPostResponseSchema } from '@contract/blog';
import { FORUM_NAME, FORUM_TEAM_LABEL } from '@contract/constants';
import { previewImageUrl, PREVIEW_IMAGE } from '@contract/image-variants';
import { ledgerSchema } from '@contract/ledger';
import { z } from '@contract/zod';
import type { BlogRow } from '../../db/schema';
import { parseImageVariants } from '../../images/image-variants';
import { sendEncodedBody } from '../../lib/encoded-body';
import { sanitizeBlogHtml } from '../../lib/sanitize-blog-html';
import { headTags, siteHeadTags, siteShareImage } from '../../pages/head-tags';
import type { PageContent } from '../../plugins/app/page-renderer';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { createBlogsRepository } from '../../repositories/blogs-repository';
import { programsResponse, toBlogResponse } from '../../services/content-responses';
import { siteOrigin } from '../../services/site-origin';
import donationCheckoutRoutes from './donation-checkout';
import memberCardPageRoutes from './member-card-page';
import memberRequestFormRoutes from './member-request-form';
import unsubscribeRoutes from './unsubscribe';
import { privacyNoticeSettings } from '../../services/privacy-notice';
import ownPageRoutes from './own-page';

/** The SPA's words for an article that does not exist (src/features/blog/components/blog-article-page.tsx). */
const ARTICLE_NOT_FOUND_HEAD = {
  title: 'Article Not Found',
  description: "The article you're looking for doesn't exist.",
} as const;

/** The SPA's title and description of the list (src/app/routes/blog.tsx). */
const BLOG_PAGE = {
  title: 'Blog',
  description: "Stories and updates from the forum's community work across Nigeria.",
} as const;

const PROGRAMS_PAGE = {
  title: 'Programs',
  description: 'The outreach programs the forum has run and is planning across communities in Nigeria.',
} as const;

const TRANSPARENCY_PAGE = {
  title: 'Where the money goes',
  description: "The forum's public ledger: every verified gift by month and every payment made, per program.",
} as const;

const PRIVACY_PAGE = {
  title: 'Privacy notice',
  description:
    'What personal data the forum collects, why, who receives it, how long it is kept, and your rights under the Nigeria Data Protection Act 2023.',
} as const;

const HTML = 'text/html; charset=utf-8';
/** How long a crawler should wait before asking again for a page whose data could not be read. */
const RETRY_AFTER_SECONDS = 60;
const MAX_ID = 2_147_483_647;

/**
 * An article as a server-rendered page shows it: its body sanitised again through the list it was stored
 * through, so a row that reached the database another way (a restore, an import, a hand edit) is rendered clean.
 */
const toRenderedBlog = (row: BlogRow) => ({ ...toBlogResponse(row), body: sanitizeBlogHtml(row.body) });

/** An absolute URL for a picture's address (relative ones are on this site). */
const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

/**
 * GET /, /blog, /blog/:id, /programs, /transparency and /privacy as HTML rendered with their data (plugins/app/page-renderer.ts), whatever the
 * client accepts: link previews (Facebook, WhatsApp, X) and crawlers read the article's title, summary and
 * picture without running JavaScript. An unknown article answers 404 with the 'Article Not Found' page.
 */
const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  // The forms that work without the app post to these, and get a page (or Paystack's checkout) back; the
  // member card is rendered for each visit.
  await app.register(donationCheckoutRoutes);
  await app.register(memberRequestFormRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(ownPageRoutes);
  await app.register(memberCardPageRoutes);

  /**
   * Sends a page rendered with the data `load` reads, or from the page cache without reading anything. When
   * the data cannot be read, the page goes out in its loading state with 503: a visitor's browser asks the API
   * itself, a crawler comes back later. Without `about`, the page keeps the head the app renders for it.
   */
  async function sendPageWithData(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    about: { title: string; description: string } | undefined,
    load: () => Promise<PageContent['queries']>,
  ) {
    // Built only when the page is rendered, not on a visit the cache answers.
    const pageHeadTags = () => about && siteHeadTags(siteOrigin(app), pathname, about);
    const rendered = await app.pageRenderer.render(pathname, async () => {
      try {
        return { headTags: pageHeadTags(), queries: await load() };
      } catch (error) {
        request.log.error({ err: error }, `could not read the data of ${pathname}: sent without it`);
        return undefined;
      }
    });
    if (!rendered) {
      return reply
        .code(503)
        .type(HTML)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-cache')
        .send(
          await app.pageRenderer.renderForVisitor(pathname, { headTags: pageHeadTags(), queries: () => [] }),
        );
    }
    return sendEncodedBody(request, reply.type(HTML).header('Cache-Control', 'no-cache'), rendered.body);
  }

  // The list as the blog posts call answers it, under the SPA's key for it.
  const blogListPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendPageWithData(request, reply, '/blog', BLOG_PAGE, async () => {
      const rows = await createBlogsRepository(app.db).listAll();
      const { data: blogs } = getBlogsResponseSchema.parse({
        success: true,
        data: rows.map(toRenderedBlog),
      });
      return (renderer) => [{ queryKey: renderer.blogKeys.list(), data: blogs }];
    });

  app.get('/blog', blogListPage);

  /** An article's head tags and data, or the 'Article Not Found' page (404) for an id that names none. */
  async function loadArticle(id: string, pathname: string): Promise<PageContent> {
    const origin = siteOrigin(app);
    const blogs = createBlogsRepository(app.db);
    // An id that cannot name an article reads nothing; a missing article does not read every other one.
    const row = /^\d{1,10}$/.test(id) && Number(id) <= MAX_ID ? await blogs.findById(Number(id)) : undefined;
    const list = row ? await blogs.listAll() : [];
    const blog = row
      ? getBlogPostResponseSchema.parse({ success: true, data: toRenderedBlog(row) }).data
      : null;
    const variants = row ? parseImageVariants(row.image_variants) : null;
    // The picture's 1200×630 JPEG shares the article; one stored before pictures had variants may be any size
    // or format, so the site's own picture shares it instead, and the article's data still names it.
    const picture = variants
      ? absolute(origin, previewImageUrl(variants))
      : blog?.image_url
        ? absolute(origin, blog.image_url)
        : undefined;
    const preview =
      variants && picture ? { image: picture, imageSize: PREVIEW_IMAGE } : siteShareImage(origin);
    const url = `${origin}${pathname}`;
    const head = blog
      ? headTags({
          title: blog.title,
          description: blog.summary || blog.title,
          url,
          type: 'article',
          ...preview,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: blog.title,
            description: blog.summary,
            datePublished: blog.created_at,
            dateModified: row?.updated_at ?? blog.created_at,
            author: { '@type': 'Person', name: blog.author?.trim() || FORUM_TEAM_LABEL },
            publisher: { '@type': 'Organization', name: FORUM_NAME },
            ...(picture ? { image: [picture] } : {}),
            mainEntityOfPage: url,
          },
        })
      : siteHeadTags(origin, pathname, ARTICLE_NOT_FOUND_HEAD, true);
    return {
      headTags: head,
      queries: (renderer) => [
        { queryKey: renderer.blogKeys.detail(id), data: blog },
        // The 'Article Not Found' page lists no articles: the browser asks for the list if it needs it.
        ...(row ? [{ queryKey: renderer.blogKeys.list(), data: list.map(toRenderedBlog) }] : []),
      ],
      status: blog ? 200 : 404,
    };
  }

  app.get('/blog/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const { id } = request.params;
    // `/blog/` is the blog's list page.
    if (id === '') return blogListPage(request, reply);
    const pathname = `/blog/${id}`;
    const rendered = await app.pageRenderer.render(pathname, () => loadArticle(id, pathname));
    // loadArticle always gives a page (an unknown id is the 'Article Not Found' page).
    if (!rendered) throw new Error(`no page rendered for ${pathname}`);
    return sendEncodedBody(
      request,
      reply.code(rendered.status).type(HTML).header('Cache-Control', 'no-cache'),
      rendered.body,
    );
  });

  // The programs as their call answers them, under the SPA's key for them.
  const loadPrograms = async (): Promise<PageContent['queries']> => {
    const response = getProgramsResponseSchema.parse(await programsResponse(app.db));
    return (renderer) => [{ queryKey: renderer.programKeys.list(), data: response }];
  };

  app.get('/programs', (request, reply) =>
    sendPageWithData(request, reply, '/programs', PROGRAMS_PAGE, loadPrograms),
  );

  // The home page shows the upcoming program and its buttons; its head (and structured data) is the app's own.
  app.get('/', (request, reply) => sendPageWithData(request, reply, '/', undefined, loadPrograms));

  // The public ledger with its figures, from the same repository queries as the admin dashboard.
  app.get('/transparency', (request, reply) =>
    sendPageWithData(request, reply, '/transparency', TRANSPARENCY_PAGE, async () => {
      const ledger = ledgerSchema.parse(await createLedgerRepository(app.db).ledger());
      return (renderer) => [{ queryKey: renderer.ledgerKeys.summary(), data: ledger }];
    }),
  );

  // The privacy notice with the controller and retention periods from the settings.
  app.get('/privacy', (request, reply) =>
    sendPageWithData(request, reply, '/privacy', PRIVACY_PAGE, async () => {
      const settings = privacyNoticeSettings(app);
      return (renderer) => [{ queryKey: renderer.privacyKeys.notice(), data: settings }];
    }),
  );
};

export default pageRoutes;
