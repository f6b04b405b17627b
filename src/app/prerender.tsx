import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { getBlogsEndpoint } from '@contract/blog';
import { getProgramsEndpoint } from '@contract/program';
import { appRoutes, type PageRouteHandle } from '@/app/router';
import { paths } from '@/config/paths';

export interface PrerenderedRoute {
  path: string;
  /** API reads the page starts with: the HTML preloads them, so the answer is on its way with the scripts. */
  reads: readonly string[];
}

/**
 * The public pages whose HTML is written at build time (scripts/vite/prerender-pages.ts), so a visitor on a
 * slow network reads the page before its JavaScript arrives. Pages that depend on the address (an article, a
 * member's card) or on a session (sign-in, admin) are left to the browser.
 */
export const PRERENDERED_PAGES: readonly PrerenderedRoute[] = [
  { path: paths.home.path, reads: [getProgramsEndpoint.path] },
  { path: paths.whoWeAre.path, reads: [] },
  { path: paths.programs.path, reads: [getProgramsEndpoint.path] },
  { path: paths.ourPeople.path, reads: [] },
  { path: paths.blog.path, reads: [getBlogsEndpoint.path] },
  { path: paths.donate.path, reads: [] },
  { path: paths.memberRequisition.path, reads: [] },
];

export interface PrerenderedPage {
  /** The markup of #root: header, page and footer, with data still to come shown as loading. */
  body: string;
  /** <title>, <meta> and <link> tags the page renders, which belong in <head>. */
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

export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while prerendering`);
  if (context.errors) throw new Error(`${pathname} failed to prerender: ${JSON.stringify(context.errors)}`);

  const router = createStaticRouter(handler.dataRoutes, context);
  // Unlike renderToString, prerender waits for every lazy part (the toaster), so no boundary is left for the
  // browser to render again.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const modules = context.matches.flatMap(({ route }) => {
    const handle = route.handle as PageRouteHandle | undefined;
    return handle?.module ? [handle.module] : [];
  });
  return { ...splitHoistedTags(html), modules };
}
