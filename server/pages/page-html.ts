import type { Manifest } from 'vite';

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

/**
 * Text safe inside an HTML or XML attribute value in double or single quotes, or inside an element: the one
 * escape of the server's hand-written markup (pages, the sitemap).
 */
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
  /** The page's own chunks (files), which the app needs with its entry: preloaded with it. */
  preloads: readonly string[];
  /** API reads the page starts with, preloaded. */
  reads?: readonly string[];
  /** Tags the server wrote itself (link previews, JSON-LD), put in <head> as they are, before `head`. */
  serverHead?: string;
  /** A `<script type="application/json">` with the data the page was rendered with: inert, kept in <head>. */
  dataScript?: string;
}

/**
 * A page's HTML: index.html with the page's markup inside #root, its title and meta tags in place of the
 * generic ones (marked so the app replaces them), and the page's chunks preloaded beside index.html's entry
 * script, so the app takes the page over as soon as its code arrives. Their absolute addresses name the
 * site's origin, or a placeholder the server replaces when it sends the page (contract/site-origin.ts).
 */
export function composePrerenderedHtml(indexHtml: string, page: ComposedPage): string {
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-static-seo');
  // Same mode as the entry script, so the browser hands the preloaded module to it.
  const modulePreloads = page.preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
  // Same mode and credentials as the app's fetch(), so the browser hands the preloaded answer to it.
  const dataPreloads = (page.reads ?? [])
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`)
    .join('');
  const withoutStaticSeo = removeStaticSeo(indexHtml);
  if (!withoutStaticSeo.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!/<script type="module"[^>]* src="[^"]+"><\/script>/.test(withoutStaticSeo))
    throw new Error('index.html has no entry script');
  return withoutStaticSeo
    .replace(
      '</head>',
      () => `${modulePreloads}${page.serverHead ?? ''}${head}${dataPreloads}${page.dataScript ?? ''}</head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

/** index.html without its generic title, description and preview tags (marked data-static-seo). */
export const removeStaticSeo = (indexHtml: string) =>
  indexHtml.replace(
    /\s*(?:<title\b[^>]*\bdata-static-seo\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*\bdata-static-seo\b[^>]*>)/g,
    '',
  );
