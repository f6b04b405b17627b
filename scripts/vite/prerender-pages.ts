import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { NOT_FOUND_PAGE_KEY } from '../../server/pages/not-found-page';
import { composePrerenderedHtml, pagePreloads } from '../../server/pages/page-html';

/** Where the prerendered pages go, with `pages.json`: each page's address and its file, which the server reads. */
const PRERENDERED_DIR = 'prerendered';
/** Where the build of src/app/prerender.tsx for Node goes, inside the output folder. */
const SERVER_RENDERER_DIR = 'server';

export function prerenderedFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\/+|\/+$/g, '')}.html`;
}

interface PrerenderModule {
  PRERENDERED_PAGES: ReadonlyArray<{ path: string; reads: readonly string[] }>;
  NOT_FOUND_PATH: string;
  prerenderPage(pathname: string): Promise<{ body: string; head: string; modules: string[] }>;
}

/**
 * After the client build: builds src/app/prerender.tsx for Node, renders each public page of PRERENDERED_PAGES
 * and the 'Page Not Found' page, and writes their HTML under dist/prerendered/, with pages.json mapping each
 * address (NOT_FOUND_PAGE_KEY for the 'Page Not Found' page) to its file for the server.
 */
export async function prerenderPages(options: { root: string; outDir: string; configFile: string }) {
  const { root, outDir, configFile } = options;
  // Kept in the build: the server renders articles and the programs with it at request time
  // (server/plugins/app/page-renderer.ts). The server does not serve this folder.
  const serverOutDir = path.join(outDir, SERVER_RENDERER_DIR);
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
  const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const files: Record<string, string> = {};

  await fs.mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
  // The 'Page Not Found' page too, which the server sends for every address the app has no page for.
  const pages = [
    ...renderer.PRERENDERED_PAGES.map((page) => ({ ...page, key: page.path })),
    { path: renderer.NOT_FOUND_PATH, reads: [], key: NOT_FOUND_PAGE_KEY },
  ];
  for (const { path: pathname, reads, key } of pages) {
    const page = await renderer.prerenderPage(pathname);
    const preloads = pagePreloads(manifest, page.modules, pathname);
    const html = composePrerenderedHtml(indexHtml, { ...page, preloads, reads });
    const file = `${PRERENDERED_DIR}/${prerenderedFileName(pathname)}`;
    await fs.writeFile(path.join(outDir, file), html);
    files[key] = file;
  }
  await fs.writeFile(path.join(outDir, PRERENDERED_DIR, 'pages.json'), `${JSON.stringify(files, null, 2)}\n`);
}
