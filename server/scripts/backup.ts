// `npm run backup`: writes one dated archive of the database and DATA_DIR to BACKUP_DIR (default ./backups),
// keeping the newest BACKUP_KEEP archives (default 14; 0 keeps all). Safe while the server runs.
import { createBackup } from '../backup/backup';
import { loadConfig } from '../config';

try {
  const config = loadConfig();
  const result = await createBackup({ config, backupDir: config.backup.dir, keep: config.backup.keep });
  process.stdout.write(
    `Backup written: ${result.archive} (${Math.round(result.bytes / 1024)} KB)\n` +
      result.removed.map((name) => `Removed an old backup: ${name}\n`).join(''),
  );
} catch (error) {
  process.stderr.write(`The backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
