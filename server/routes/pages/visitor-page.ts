import type { FastifyReply } from 'fastify';
import { siteHeadTags } from '../../pages/head-tags';
import type { PageContent } from '../../plugins/app/page-renderer';
import { siteOrigin } from '../../services/site-origin';

/**
 * Sends a page rendered for one visitor with its own data (a form sent back, a payment's verdict, a person's
 * own page), never stored. `address` is where it is rendered, with the query string the page reads; `pathname`
 * is the address its head names.
 */
export async function sendVisitorPage(
  reply: FastifyReply,
  status: number,
  page: {
    address: string;
    pathname?: string;
    about: { title: string; description: string };
    noIndex?: boolean;
    queryKey: readonly unknown[];
    data: unknown;
    /** Data the page shows beside the visitor's own, by the renderer's key factories. */
    shared?: PageContent['queries'];
  },
) {
  const app = reply.server;
  const html = await app.pageRenderer.renderForVisitor(page.address, {
    headTags: siteHeadTags(siteOrigin(app), page.pathname ?? page.address, page.about, page.noIndex),
    queries: (renderer) => [
      { queryKey: [...page.queryKey], data: page.data },
      ...(page.shared?.(renderer) ?? []),
    ],
  });
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}
