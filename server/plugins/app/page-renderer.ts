import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DehydratedState } from '@tanstack/react-query';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Manifest } from 'vite';
import { lagosDate } from '@contract/lagos-time';
import type { EncodedBody } from '../../lib/encoded-body';
import { composePrerenderedHtml, pagePreloads, removeStaticSeo } from '../../pages/page-html';
import { withSiteOrigin } from '../../pages/site-origin-html';
import { withTestModeBanner } from '../../pages/test-mode-banner-html';
import { siteOrigin } from '../../services/site-origin';

/** What the build of src/app/prerender.tsx for Node (dist/server/prerender.js) offers the server. */
interface ServerRendererModule {
  prerenderPage(
    pathname: string,
    options?: { dehydratedState?: DehydratedState; origin?: string },
  ): Promise<{ body: string; head: string; modules: string[] }>;
  blogKeys: { list(): readonly unknown[]; detail(id: string): readonly unknown[] };
  programKeys: { list(): readonly unknown[] };
  ledgerKeys: { summary(): readonly unknown[] };
  privacyKeys: { notice(): readonly unknown[] };
  dehydrateQueries(queries: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>): DehydratedState;
  serializeQueryState(state: DehydratedState): string;
  QUERY_STATE_ELEMENT_ID: string;
  isUnknownAddress(pathname: string): boolean;
}

/** A page with its data: what `PageRenderer.render` asks for when the page is not in its cache. */
export interface PageContent {
  /**
   * Every tag for <head> (title, description, canonical, previews, JSON-LD): the page's own are dropped. Left
   * out, the page keeps the head the app renders for it, as the build's prerendered pages do.
   */
  headTags?: string;
  /** The data the page shows, by cache key, taken from the renderer's own key factories. */
  queries(renderer: ServerRendererModule): ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>;
  /** The answer's status: 200 unless said (an unknown article is 404). */
  status?: number;
}

/** A rendered page: its HTML (with its compressed forms once asked for, kept with the page) and status. */
interface RenderedPage {
  body: EncodedBody;
  status: number;
}

interface PageRenderer {
  /**
   * The page at `pathname` from the cache when nothing was written since it was rendered, so a
   * visit costs no database read; otherwise `load` reads its data and the page is rendered and kept. Undefined
   * when `load` has no data to give (the caller answers without it).
   */
  render(pathname: string, load: () => Promise<PageContent | undefined>): Promise<RenderedPage | undefined>;
  /**
   * A page rendered for one visitor with its own data (a form sent back with its values and errors, a
   * payment's verdict), or with none (its loading state): never kept. `address` is the page's path, with the
   * query string the page reads.
   */
  renderForVisitor(address: string, content: PageContent): Promise<string>;
  /** Whether the app has no page at `pathname` (it would show 'Page Not Found'); false without a build. */
  isUnknownAddress(pathname: string): Promise<boolean>;
  /** How many pages are kept. */
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageRenderer: PageRenderer;
  }
}

const SHELL_WITHOUT_BUILD =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"></head><body><div id="root"></div></body></html>';

const MAX_ENTRIES = 500;

/**
 * Renders a public page with its data at request time (an article, the blog, the programs) with the SPA's own
 * components, built for Node by `vite build` (dist/server/prerender.js): crawlers and link previews read the
 * page without JavaScript, and the browser hydrates it from the data embedded in it. Each page is kept until
 * the next write (the response cache's generation), keyed by its path alone: every page names the site by
 * PUBLIC_URL, never by the Host header a client sends. Only pages that exist (200) are kept, the least recently
 * used leaving first when the cache is full, so requests for made-up addresses can neither fill nor flush it.
 */
export default fp(
  async (app) => {
    const staticDir = app.config.staticDir;
    const indexFile = path.join(staticDir, 'index.html');
    const rendererFile = path.join(staticDir, 'server', 'prerender.js');
    const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : SHELL_WITHOUT_BUILD;
    // The renderer (React and the SPA's components) is loaded by the first page that needs it, not at start-up.
    let loadRenderer: (() => Promise<ServerRendererModule>) | undefined;
    let manifest: Manifest = {};
    if (existsSync(indexFile) && existsSync(rendererFile) && existsSync(manifestFile)) {
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      let loaded: Promise<ServerRendererModule> | undefined;
      loadRenderer = () => {
        loaded ??= import(pathToFileURL(rendererFile).href) as Promise<ServerRendererModule>;
        return loaded;
      };
    } else {
      app.log.warn({ rendererFile }, 'no server renderer in the build: articles are sent without their body');
    }

    // A page is kept for one day in Lagos at most: what it shows may depend on the date (the upcoming program,
    // the days left to a goal), and the browser hydrates it with its own today.
    const cache = new LRUCache<string, { generation: number; day: string; page: RenderedPage }>({
      max: MAX_ENTRIES,
    });

    const shell = (headTags: string | undefined) =>
      headTags === undefined
        ? indexHtml
        : removeStaticSeo(indexHtml).replace('</head>', () => `${headTags}</head>`);

    async function renderUncached(pathname: string, page: PageContent): Promise<string> {
      if (!loadRenderer) return shell(page.headTags);
      const renderer = await loadRenderer();
      const state = renderer.dehydrateQueries(page.queries(renderer));
      let rendered: Awaited<ReturnType<ServerRendererModule['prerenderPage']>>;
      try {
        rendered = await renderer.prerenderPage(pathname, {
          dehydratedState: state,
          origin: siteOrigin(app),
        });
      } catch (error) {
        // The head tags still serve link previews; the browser renders the page.
        app.log.error({ err: error, page: pathname }, 'could not render a page on the server');
        return shell(page.headTags);
      }
      const dataScript = `<script type="application/json" id="${renderer.QUERY_STATE_ELEMENT_ID}">${renderer.serializeQueryState(state)}</script>`;
      const html = composePrerenderedHtml(indexHtml, {
        body: rendered.body,
        head: page.headTags === undefined ? rendered.head : '',
        serverHead: page.headTags,
        preloads: pagePreloads(manifest, rendered.modules, pathname),
        dataScript,
      });
      return withSiteOrigin(html, siteOrigin(app));
    }

    app.decorate('pageRenderer', {
      async render(pathname, load) {
        const generation = app.responseCache.generation;
        const day = lagosDate();
        const cached = cache.get(pathname);
        if (cached && cached.generation === generation && cached.day === day) return cached.page;
        const content = await load();
        if (!content) return undefined;
        const html = withTestModeBanner(
          await renderUncached(pathname, content),
          app.config.paystack.moneyMode,
        );
        const rendered = { body: { raw: Buffer.from(html) }, status: content.status ?? 200 };
        // A render that overlapped a write may hold the old data: served, not kept. Nor is a 'not found'.
        if (app.responseCache.generation === generation && rendered.status === 200)
          cache.set(pathname, { generation, day, page: rendered });
        return rendered;
      },
      async renderForVisitor(address, content) {
        return withTestModeBanner(await renderUncached(address, content), app.config.paystack.moneyMode);
      },
      isUnknownAddress: async (pathname) =>
        loadRenderer ? (await loadRenderer()).isUnknownAddress(pathname) : false,
      get size() {
        return cache.size;
      },
    } satisfies PageRenderer);
  },
  { name: 'page-renderer', dependencies: ['config', 'response-cache'] },
);
