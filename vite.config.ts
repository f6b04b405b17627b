import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { APP_START_MODULE } from './contract/app-start';
import { precompressAssets } from './scripts/vite/precompress-assets';
import { firstVisitChunks } from './scripts/vite/first-visit-chunks';
import { prerenderPages } from './scripts/vite/prerender-pages';
import { linkPreview } from './scripts/vite/link-preview';

/**
 * After the browser build: the public pages are prerendered (scripts/vite/prerender-pages.ts), then every
 * text file is precompressed. One hook, so the prerendered pages are compressed too.
 */
function prerenderAndPrecompress(): Plugin {
  let root = '.';
  let outDir = 'dist';
  let configFile = '';
  let isServerBuild = false;
  return {
    name: 'prerender-and-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? path.join(config.root, 'vite.config.ts');
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      await prerenderPages({ root, outDir, configFile });
      await precompressAssets(outDir);
    },
  };
}

// react-router's exports map gives bundlers only its development build (it has no `production` condition):
// that build keeps its warnings and invariant messages, 0.5 KB gzip more on every first visit. The build uses
// the production files, both entry points of them, so the app and react-router-dom share one copy; the dev
// server keeps the warnings.
const reactRouterProductionBuild = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production',
);
const reactRouterInProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterProductionBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProductionBuild, 'dom-export.mjs') },
];

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), linkPreview(), prerenderAndPrecompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: '@contract', replacement: path.resolve(import.meta.dirname, 'contract') },
      ...(command === 'build' ? reactRouterInProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/sitemap.xml': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // terser with two passes packs the JS of a first visit about 3% tighter than esbuild's minifier.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    // Every browser the site supports (es2022) preloads modules natively.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The prerender step reads it to preload each page's chunks.
    manifest: true,
    assetsInlineLimit: 2048,
    rollupOptions: {
      // index.html (src/main.tsx) and the small module a page rendered ahead starts with, which fetches the
      // app after its first paint (src/lib/start-app-after-first-paint.ts).
      input: isSsrBuild
        ? undefined
        : {
            index: path.resolve(import.meta.dirname, 'index.html'),
            'start-app': path.resolve(import.meta.dirname, APP_START_MODULE),
          },
      // Few scripts for a first visit rather than many small ones (see the module).
      output: { manualChunks: command === 'build' && !isSsrBuild ? firstVisitChunks() : undefined },
      onwarn(warning, warn) {
        // zod ships comments next to its @__PURE__ annotations that Rollup cannot place and drops: harmless
        // noise in every build, which would hide a warning that matters.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
}));
