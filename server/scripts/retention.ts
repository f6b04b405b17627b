// `npm run retention`: deletes now what has outlived its retention period (the server's daily job does the
// same once a day); `npm run retention -- --dry-run` lists what would go and changes nothing;
// `--now=<ISO date>` judges what has expired as of that moment (a rehearsal of a later day).
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createFileStore } from '../files/file-store';
import { retentionSummary, runRetention } from '../services/retention';

const dryRun = process.argv.includes('--dry-run');
const nowArgument = process.argv.find((argument) => argument.startsWith('--now='))?.slice('--now='.length);
const now = nowArgument ? new Date(nowArgument) : new Date();
if (Number.isNaN(now.getTime())) throw new Error(`--now must be a date, such as 2027-03-01: ${nowArgument}`);
const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db, handle.dialect);
  const files = await createFileStore(config);
  await files.init();
  const report = await runRetention(handle.db, files, config.privacy, { dryRun, now });
  process.stdout.write(`${dryRun ? 'Would delete' : 'Deleted'}: ${retentionSummary(report)}\n`);
  for (const item of report.documents)
    process.stdout.write(
      `  application ${item.membershipApplicationId}: ${item.files.map((file) => `private/${file}`).join(', ')}\n`,
    );
  for (const reference of report.drafts) process.stdout.write(`  unpaid checkout ${reference}\n`);
  files.close();
} finally {
  await handle.close();
}
