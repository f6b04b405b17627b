import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { convertExistingImages, type ConversionOutcome } from './convert-existing-images';

type ConversionOptions = Parameters<typeof convertExistingImages>[0];

/**
 * `npm run images:convert` beside the running entry: server/scripts/convert-images.ts next to server/server.ts,
 * or the compiled dist/server/app/scripts/convert-images.js next to dist/server/app/server.js.
 */
function convertImagesScript(): string | undefined {
  const entry = process.argv[1] ?? '';
  const script = path.join(path.dirname(entry), 'scripts', `convert-images${path.extname(entry)}`);
  return existsSync(script) ? script : undefined;
}

/**
 * Converts the pictures that have no variants yet in a process of its own, with this process's settings: the
 * memory a batch of pictures takes (libvips and its encoders leave the C allocator's memory scattered, hundreds
 * of megabytes for the demo pictures) goes back to the system when that process ends, instead of staying with
 * the server. Where there is no script to run (the app built inside a test), the pictures are converted here.
 */
export function convertExistingImagesApart(options: ConversionOptions): Promise<ConversionOutcome> {
  const script = convertImagesScript();
  if (!script) return convertExistingImages(options);
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let outcome: ConversionOutcome | undefined;
    let errors = '';
    child.on('message', (message) => (outcome = message as ConversionOutcome));
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && outcome) resolve(outcome);
      else reject(new Error(`the picture conversion ended with ${code}: ${errors.trim()}`));
    });
  });
}
