import type { Manifest } from 'vite';
import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE, APP_START_MODULE } from '../../contract/app-start';

/** Every chunk a module needs, the module's own first (keys of Vite's manifest). */
function chunkGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunkGraph(manifest, imported, seen);
  return seen;
}

/** The files to preload for a page's route modules: their chunks, less those the entry already loads. */
export function pagePreloads(manifest: Manifest, modules: readonly string[], pathname: string): string[] {
  const entryChunks = chunkGraph(manifest, 'index.html');
  const preloads = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} (route of ${pathname}) is not in the build manifest`);
    for (const key of chunkGraph(manifest, module)) {
      const file = manifest[key]?.file;
      if (file && !entryChunks.has(key)) preloads.add(file);
    }
  }
  return [...preloads];
}

/** The start module's file (src/start-app.ts), which a page rendered ahead loads instead of the entry. */
export function appStartScript(manifest: Manifest): string {
  const file = manifest[APP_START_MODULE]?.file;
  if (!file) throw new Error(`${APP_START_MODULE} is not in the build manifest`);
  return file;
}

/** Text safe inside an HTML attribute value in double quotes, or inside an element. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface ComposedPage {
  /** The markup of #root. */
  body: string;
  /** <title>, <meta> and <link> tags for <head>, as the page rendered them. */
  head: string;
  /** The page's own chunks (files), which the app needs with its entry. */
  preloads: readonly string[];
  /** The start module's file: appStartScript(manifest). */
  startScript: string;
  /** API reads the page starts with, preloaded. */
  reads?: readonly string[];
  /** Tags the server wrote itself (link previews, JSON-LD), put in <head> as they are, before `head`. */
  serverHead?: string;
  /** A `<script type="application/json">` with the data the page was rendered with: inert, kept in <head>. */
  dataScript?: string;
}

/**
 * A page's HTML: index.html with the page's markup inside #root, its title and meta tags in place of the
 * generic ones (marked so the app replaces them), and the app started after the first paint (below).
 * Their absolute addresses name the site's origin, or a placeholder the server replaces when it sends the
 * page (contract/site-origin.ts).
 *
 * The page is readable before any script runs, so the app's scripts are fetched after the first paint, at
 * low priority: index.html's entry script becomes the small start module, which names the entry and the
 * page's chunks as data (src/lib/start-app-after-first-paint.ts). On a slow network the stylesheet and the
 * images the visitor sees come first, and the app takes over when its code arrives.
 */
export function composePrerenderedHtml(indexHtml: string, page: ComposedPage): string {
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-static-seo');
  // Same mode and credentials as the app's fetch(), so the browser hands the preloaded answer to it.
  const dataPreloads = (page.reads ?? [])
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`)
    .join('');
  const withoutStaticSeo = removeStaticSeo(indexHtml);
  if (!withoutStaticSeo.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = entryScript.exec(withoutStaticSeo)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const modules = page.preloads.map((file) => `/${file}`).join(' ');
  const startScript =
    `<script type="module" crossorigin fetchpriority="low" src="/${escapeHtml(page.startScript)}" ` +
    `${APP_ENTRY_ATTRIBUTE}="${escapeHtml(entry)}" ${APP_MODULES_ATTRIBUTE}="${escapeHtml(modules)}"></script>`;
  return withoutStaticSeo
    .replace(entryScript, () => startScript)
    .replace('</head>', () => `${page.serverHead ?? ''}${head}${dataPreloads}${page.dataScript ?? ''}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

/** index.html without its generic title, description and preview tags (marked data-static-seo). */
export const removeStaticSeo = (indexHtml: string) =>
  indexHtml.replace(
    /\s*(?:<title\b[^>]*\bdata-static-seo\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*\bdata-static-seo\b[^>]*>)/g,
    '',
  );
