import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUERY_STATE_ELEMENT_ID } from '@contract/server-rendered-page';

/**
 * A stand-in for `dist/` whose server renderer renders every page as its address only: enough for tests of
 * routes that answer with a page rendered for the visitor, which read what the page was given from the data
 * it embeds (embeddedQueryData). tests/e2e checks the real pages.
 */
export function fakePageBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forum-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title data-static-seo>Forum</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/start-app.ts': { file: 'assets/start-app.js', isEntry: true },
    }),
  );
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'prerender.js'),
    `export const blogKeys = { list: () => ['blogs', 'list'], detail: (id) => ['blogs', 'detail', id] };
export const programKeys = { list: () => ['programs', 'list'] };
export const ledgerKeys = { summary: () => ['ledger', 'summary'] };
export const privacyKeys = { notice: () => ['privacy', 'notice'] };
export const QUERY_STATE_ELEMENT_ID = '${QUERY_STATE_ELEMENT_ID}';
export const dehydrateQueries = (queries) => ({
  queries: queries.map(({ queryKey, data }) => ({ queryKey, state: { data } })),
});
export const serializeQueryState = (state) => JSON.stringify(state).replace(/</g, '\\\\u003c');
export async function prerenderPage(pathname) {
  return { body: '<main>' + pathname + '</main>', head: '', modules: [] };
}
`,
  );
  return dir;
}

/** The data a page rendered on the server embeds under `queryKey`, for the browser to start from. */
export function embeddedQueryData(html: string, queryKey: readonly unknown[]): unknown {
  const text = new RegExp(
    `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  if (text === undefined) throw new Error('the page embeds no data');
  const state = JSON.parse(text) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  return state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey))?.state
    .data;
}
