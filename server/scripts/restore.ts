// `npm run restore FILE`: brings an archive of `npm run backup` back into an empty DATA_DIR (and, with
// DATABASE_URL, an empty PostgreSQL database). Stop the server first; start it again afterwards.
import { loadConfig } from '../config';
import { restoreBackup } from '../backup/restore';

const archive = process.argv[2];
if (!archive) {
  process.stderr.write(
    'Usage: npm run restore -- <backup file>   (for example backups/forum-backup-….tar.gz)\n',
  );
  process.exit(64);
}

try {
  const config = loadConfig();
  const { manifest, dataDir } = await restoreBackup({ config, archive });
  process.stdout.write(
    `Restored the ${manifest.database} backup of ${manifest.createdAt} into ${dataDir}${
      config.databaseUrl ? ' and the PostgreSQL database' : ''
    }. Start the server (it applies any newer migrations).\n`,
  );
} catch (error) {
  process.stderr.write(`The restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
