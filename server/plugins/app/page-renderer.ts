import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DehydratedState } from '@tanstack/react-query';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Manifest } from 'vite';
import { composePrerenderedHtml, pagePreloads, removeStaticSeo } from '../../pages/page-html';
import { withTestModeBanner } from '../../pages/test-mode-banner-html';

/** What the build of src/app/prerender.tsx for Node (dist/server/prerender.js) offers the server. */
interface ServerRendererModule {
  prerenderPage(
    pathname: string,
    options?: { dehydratedState?: DehydratedState },
  ): Promise<{ body: string; head: string; modules: string[] }>;
  blogKeys: { list(): readonly unknown[]; detail(id: string): readonly unknown[] };
  programKeys: { list(): readonly unknown[] };
  ledgerKeys: { summary(): readonly unknown[] };
  dehydrateQueries(queries: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>): DehydratedState;
  serializeQueryState(state: DehydratedState): string;
  QUERY_STATE_ELEMENT_ID: string;
}

export interface PageQueries {
  pathname: string;
  /** Every tag for <head> (title, description, canonical, previews, JSON-LD): the page's own are dropped. */
  headTags: string;
  /** The data the page shows, by cache key, taken from the renderer's own key factories. */
  queries(renderer: ServerRendererModule): ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>;
}

interface PageRenderer {
  /** The page's HTML, from the cache when nothing was written since it was rendered for this origin. */
  render(request: FastifyRequest, page: PageQueries): Promise<string>;
  /**
   * The page in its loading state, for when its data could not be read: the browser asks the API itself once
   * the scripts run. Never kept, so the next request renders the page with its data again.
   */
  renderWithoutData(page: Omit<PageQueries, 'queries'>): Promise<string>;
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
 * the next write (the response cache's generation), keyed by origin, since its canonical URL may name it.
 */
export default fp(
  async (app) => {
    const staticDir = app.config.staticDir;
    const indexFile = path.join(staticDir, 'index.html');
    const rendererFile = path.join(staticDir, 'server', 'prerender.js');
    const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : SHELL_WITHOUT_BUILD;
    let renderer: ServerRendererModule | undefined;
    let manifest: Manifest = {};
    if (existsSync(indexFile) && existsSync(rendererFile) && existsSync(manifestFile)) {
      renderer = (await import(pathToFileURL(rendererFile).href)) as ServerRendererModule;
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    } else {
      app.log.warn({ rendererFile }, 'no server renderer in the build: articles are sent without their body');
    }

    const cache = new Map<string, { generation: number; html: string }>();

    const shell = (page: PageQueries) =>
      removeStaticSeo(indexHtml).replace('</head>', () => `${page.headTags}</head>`);

    async function renderUncached(page: PageQueries): Promise<string> {
      if (!renderer) return shell(page);
      const state = renderer.dehydrateQueries(page.queries(renderer));
      let rendered: Awaited<ReturnType<ServerRendererModule['prerenderPage']>>;
      try {
        rendered = await renderer.prerenderPage(page.pathname, { dehydratedState: state });
      } catch (error) {
        // The head tags still serve link previews; the browser renders the page.
        app.log.error({ err: error, page: page.pathname }, 'could not render a page on the server');
        return shell(page);
      }
      const dataScript = `<script type="application/json" id="${renderer.QUERY_STATE_ELEMENT_ID}">${renderer.serializeQueryState(state)}</script>`;
      return composePrerenderedHtml(indexHtml, {
        body: rendered.body,
        head: '',
        serverHead: page.headTags,
        preloads: pagePreloads(manifest, rendered.modules, page.pathname),
        dataScript,
      });
    }

    app.decorate('pageRenderer', {
      async render(request, page) {
        const key = `${request.protocol}://${request.host}${page.pathname}`;
        const generation = app.responseCache.generation;
        const cached = cache.get(key);
        if (cached && cached.generation === generation) return cached.html;
        const html = withTestModeBanner(await renderUncached(page), app.config.paystack.moneyMode);
        // A render that overlapped a write may hold the old data: served, not kept.
        if (app.responseCache.generation === generation) {
          if (cache.size >= MAX_ENTRIES) cache.clear();
          cache.set(key, { generation, html });
        }
        return html;
      },
      async renderWithoutData(page) {
        const html = await renderUncached({ ...page, queries: () => [] });
        return withTestModeBanner(html, app.config.paystack.moneyMode);
      },
    } satisfies PageRenderer);
  },
  { name: 'page-renderer', dependencies: ['config', 'response-cache'] },
);
