import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';

/** Where the prerendered pages go, with `pages.json`: each page's address and its file, which the server reads. */
const PRERENDERED_DIR = 'prerendered';

export function prerenderedFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\/+|\/+$/g, '')}.html`;
}

interface PrerenderModule {
  PRERENDERED_PAGES: ReadonlyArray<{ path: string; reads: readonly string[] }>;
  prerenderPage(pathname: string): Promise<{ body: string; head: string; modules: string[] }>;
}

/** Every chunk a module needs, the module's own first (keys of Vite's manifest). */
function chunkGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunkGraph(manifest, imported, seen);
  return seen;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A page's HTML: index.html with the page's markup inside #root, its title and meta tags in place of the
 * generic ones (marked so the app replaces them), and its route chunks preloaded beside the entry.
 * Canonical and og:url links are kept only when absolute (the build knew VITE_PUBLIC_URL); relative ones
 * are left to the app, which completes them with the site's origin.
 *
 * The page is readable before any script runs, so its scripts are fetched at low priority: on a slow network
 * the stylesheet and the images the visitor sees come first, and the app takes over when its code arrives.
 */
export function composePrerenderedHtml(
  indexHtml: string,
  page: { body: string; head: string; preloads: string[]; reads?: readonly string[] },
): string {
  const head = page.head
    .replace(/<(title|meta|link)\b/g, '<$1 data-static-seo')
    .replace(
      /<link data-static-seo rel="canonical" href="\/[^>]*\/>|<meta data-static-seo property="og:url" content="\/[^>]*\/>/g,
      '',
    );
  const preloads = page.preloads
    .map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeAttribute(file)}">`,
    )
    .join('');
  // Same mode and credentials as the app's fetch(), so the browser hands the preloaded answer to it.
  const dataPreloads = (page.reads ?? [])
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`)
    .join('');
  const withoutStaticSeo = indexHtml.replace(
    /\s*<(title|meta)\b[^>]*\bdata-static-seo\b[\s\S]*?(<\/title>|\/>)/g,
    '',
  );
  if (!withoutStaticSeo.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!/<script type="module" crossorigin src=/.test(withoutStaticSeo))
    throw new Error('index.html has no entry script');
  return withoutStaticSeo
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace('</head>', `${head}${dataPreloads}${preloads}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

/**
 * After the client build: builds src/app/prerender.tsx for Node, renders each public page of PRERENDERED_PAGES
 * and writes its HTML under dist/prerendered/, with pages.json mapping each address to its file for the server.
 */
export async function prerenderPages(options: { root: string; outDir: string; configFile: string }) {
  const { root, outDir, configFile } = options;
  const serverOutDir = path.join(root, 'node_modules', '.cache', 'prerender');
  await build({
    configFile,
    root,
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'src/app/prerender.tsx'),
      outDir: serverOutDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  const entry = pathToFileURL(path.join(serverOutDir, 'prerender.js')).href;
  const renderer = (await import(`${entry}?build=${Date.now()}`)) as PrerenderModule;

  const manifest = JSON.parse(
    await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryChunks = chunkGraph(manifest, 'index.html');
  const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const files: Record<string, string> = {};

  await fs.mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
  for (const { path: pathname, reads } of renderer.PRERENDERED_PAGES) {
    const page = await renderer.prerenderPage(pathname);
    const preloads = new Set<string>();
    for (const module of page.modules) {
      if (!manifest[module]) throw new Error(`${module} (route of ${pathname}) is not in the build manifest`);
      for (const key of chunkGraph(manifest, module)) {
        const file = manifest[key]?.file;
        if (file && !entryChunks.has(key)) preloads.add(file);
      }
    }
    const html = composePrerenderedHtml(indexHtml, { ...page, preloads: [...preloads], reads });
    const file = `${PRERENDERED_DIR}/${prerenderedFileName(pathname)}`;
    await fs.writeFile(path.join(outDir, file), html);
    files[pathname] = file;
  }
  await fs.writeFile(path.join(outDir, PRERENDERED_DIR, 'pages.json'), `${JSON.stringify(files, null, 2)}\n`);
}
