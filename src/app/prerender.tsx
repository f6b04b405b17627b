import { StrictMode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { getBlogsEndpoint } from '@contract/blog';
import { getProgramsEndpoint } from '@contract/program';
import { AppRoutes, pageHandlesAt } from '@/app/router';
import { API_BASE_URL, setRenderingOrigin } from '@/config/env';
import { paths } from '@/config/paths';
import { organisationJsonLdTag } from '@/features/home/lib/organisation-json-ld';

export interface PrerenderedRoute {
  path: string;
  /** API reads the page starts with: the HTML preloads them, so the answer is on its way with the scripts. */
  reads: readonly string[];
}

/**
 * The public pages whose HTML is written at build time (scripts/vite/prerender-pages.ts), so a visitor on a
 * slow network reads the page before its JavaScript arrives. Pages that depend on the address (an article, a
 * member's card) are rendered by the server when asked for; those that depend on a session (sign-in, admin)
 * are left to the browser.
 */
/** Reads are preloaded from the page's own origin: only when the API is there too (no VITE_API_BASE_URL). */
const ownOriginReads = (reads: readonly string[]): readonly string[] => (API_BASE_URL ? [] : reads);

export const PRERENDERED_PAGES: readonly PrerenderedRoute[] = [
  { path: paths.home.path, reads: ownOriginReads([getProgramsEndpoint.path]) },
  { path: paths.whoWeAre.path, reads: [] },
  { path: paths.programs.path, reads: ownOriginReads([getProgramsEndpoint.path]) },
  { path: paths.ourPeople.path, reads: [] },
  { path: paths.blog.path, reads: ownOriginReads([getBlogsEndpoint.path]) },
  { path: paths.donate.path, reads: [] },
  { path: paths.memberRequest.path, reads: [] },
];

/**
 * The address the 'Page Not Found' page is prerendered at (any address the app has no page for renders it):
 * the server sends it, with 404, for every such address.
 */
export const NOT_FOUND_PATH = '/404';

const NOT_FOUND_MODULE = 'src/app/routes/not-found.tsx';

/**
 * Whether the app has no page at `pathname`: the address opens only the public 'Page Not Found' route. An
 * unknown admin address stays inside the admin area, which the app renders after checking the session.
 */
export function isUnknownAddress(pathname: string): boolean {
  const modules = pageHandlesAt(pathname).map((handle) => handle.module);
  return modules.length === 1 && modules[0] === NOT_FOUND_MODULE;
}

export interface PrerenderedPage {
  /** The markup of #root: header, page and footer, with data still to come shown as loading. */
  body: string;
  /** <title>, <meta> and <link> tags the page renders, which belong in <head>, and its structured data. */
  head: string;
  /** Source files of the page's route chunks (keys of Vite's manifest), to preload. */
  modules: string[];
}

const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** React 19 puts a page's <title>, <meta> and <link> ahead of its markup; this splits them off. */
export function splitHoistedTags(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

// What the server needs to render a page with data (server/plugins/app/page-renderer.ts): the cache keys, and the
// state and its embedding, from the same modules the browser uses.
export { blogKeys } from '@/lib/queries/blog-queries';
export { programKeys } from '@/lib/queries/program-queries';
export { ledgerKeys } from '@/lib/queries/ledger-queries';
export { privacyKeys } from '@/lib/queries/privacy-queries';
export { dehydrateQueries, serializeQueryState } from '@/lib/query-state';
export { QUERY_STATE_ELEMENT_ID } from '@contract/server-rendered-page';

export interface PrerenderOptions {
  /**
   * Data read for the page ahead of rendering (TanStack Query's `dehydrate`), so the page renders with it
   * instead of its loading state; the browser must hydrate with the same state.
   */
  dehydratedState?: DehydratedState;
  /** The site's origin, when the server renders the page for a visit (unknown at build). */
  origin?: string;
}

/** Renders the page at `url` (a path, with its query string if any) to HTML, as the browser will hydrate it. */
export async function prerenderPage(
  url: string,
  { dehydratedState, origin }: PrerenderOptions = {},
): Promise<PrerenderedPage> {
  const { pathname } = new URL(url, 'http://prerender.invalid');
  if (origin) setRenderingOrigin(origin);
  const pages = pageHandlesAt(pathname);
  if (pages.length === 0) throw new Error(`${url} opens no page to prerender`);
  // Every lazy route module the address opens is loaded first, so the page renders as it will when the
  // browser hydrates it (src/main.tsx loads the same modules before hydrating).
  await Promise.all(pages.map((handle) => handle.preload()));

  // Unlike renderToString, prerender waits for every lazy part, so no boundary is left for the browser to
  // render again.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider dehydratedState={dehydratedState}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // React would move a page larger than its chunk size (12,800 bytes) out of place, to be put back by an
    // inline script; a page read without JavaScript must stay where it is.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A boundary still showing its fallback would leave the page blank to a reader without JavaScript.
  if (html.includes('<!--$?-->')) throw new Error(`${url} prerendered with a part still loading`);
  // One that failed to render on the server (left to the browser) would be as blank.
  if (html.includes('<!--$!-->')) throw new Error(`${url} failed to render a part on the server`);
  const { head, body } = splitHoistedTags(html);
  // Structured data is for crawlers, which read the HTML as sent: it is added here, not rendered by the app.
  const structuredData = pathname === paths.home.path ? organisationJsonLdTag() : '';
  return { head: head + structuredData, body, modules: pages.map((handle) => handle.module) };
}
