// `npm run images:convert`: makes the AVIF/WebP/JPEG variants and link previews of every blog and program
// picture that has none yet (pictures added before variants existed). Safe to run again: converted rows are kept.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createFileStore } from '../files/file-store';
import { convertExistingImages } from '../images/convert-existing-images';

const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db, handle.dialect);
  const files = await createFileStore(config);
  await files.init();
  const outcome = await convertExistingImages({
    db: handle.db,
    files,
    siteDirs: [config.staticDir, path.resolve('public')],
  });
  process.stdout.write(
    `Converted ${outcome.converted} picture(s); ${outcome.alreadyDone} already had their variants.\n`,
  );
  for (const skipped of outcome.skipped) process.stdout.write(`Skipped ${skipped}\n`);
  // Started by the server (server/images/convert-in-child-process.ts): the outcome goes back to it.
  process.send?.(outcome);
  files.close();
} finally {
  await handle.close();
}
