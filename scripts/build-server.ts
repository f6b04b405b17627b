// `npm run build` (after `vite build`): compiles the server and its command-line scripts to plain JavaScript under
// dist/server/app/, which production runs with `node` alone (no TypeScript loader in its process).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Inside dist/server/, which the site never serves; `vite build` empties dist/, so this runs after it. */
const SERVER_BUILD_DIR = 'dist/server/app';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Packages a process loads only when a setting or a first use asks for them: kept out of the bundle, in
 * node_modules, so start-up never parses them.
 */
export const PACKAGES_LOADED_ON_FIRST_USE = [
  '@aws-sdk/client-s3',
  'sharp',
  'nodemailer',
  'ioredis',
  'pg',
  'sanitize-html',
  'file-type',
  'react-dom',
  'pino-pretty',
  'pdf-lib',
  '@pdf-lib/fontkit',
];

/**
 * Packages Node loads from node_modules: native addons, pino (its transports run in worker threads that load
 * their files by path), and those loaded on first use. Every other package the server imports is bundled in, so
 * start-up parses a few files instead of resolving and reading hundreds one by one (about 40 % less CPU to ready).
 */
const PACKAGES_KEPT_APART = [
  'better-sqlite3',
  'pino',
  'pino-*',
  'thread-stream',
  '@aws-sdk/*',
  '@smithy/*',
  'react',
  'react-router',
  'react-router-dom',
  ...PACKAGES_LOADED_ON_FIRST_USE,
];

/** Bundled CommonJS packages call `require`, which an ES module does not have: the bundle makes one. */
const REQUIRE_IN_ESM =
  "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);";

/** Compiles server/server.ts and each of server/scripts/ into `outDir`: server.js, and one file per script
 * (migrate.js, seed.js, ...) in a scripts folder beside it. */
export async function buildServer(outDir = path.join(root, SERVER_BUILD_DIR)): Promise<void> {
  const scripts = readdirSync(path.join(root, 'server/scripts')).filter((name) => name.endsWith('.ts'));
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'server/server.ts', out: 'server' },
      // Laid out as the sources are: scripts/ beside the server (the server starts the image conversion script).
      ...scripts.map((name) => ({
        in: `server/scripts/${name}`,
        out: `scripts/${name.replace(/\.ts$/, '')}`,
      })),
    ],
    outdir: outDir,
    tsconfig: 'tsconfig.server.json',
    bundle: true,
    external: PACKAGES_KEPT_APART,
    banner: { js: REQUIRE_IN_ESM },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Modules imported with `await import()` (the S3 driver, the image encoder, the mailer) become chunks of
    // their own, so a process loads them only when it uses them.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  process.stdout.write(`server compiled to ${SERVER_BUILD_DIR}/\n`);
}
