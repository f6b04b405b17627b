// `npm run build` (after `vite build`): compiles the server and its command-line scripts to plain JavaScript under
// dist/server/app/, which production runs with `node` alone (no TypeScript loader in its process).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Inside dist/server/, which the site never serves; `vite build` empties dist/, so this runs after it. */
const SERVER_BUILD_DIR = 'dist/server/app';

const root = path.resolve(import.meta.dirname, '..');

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
    // Our code (server/ and contract/) is bundled; every package stays in node_modules, loaded by Node itself.
    packages: 'external',
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
