// `npm run storage:migrate`: copies DATA_DIR/uploads (public pictures, private documents) into the S3 bucket
// that STORAGE_DRIVER=s3 and the S3_* settings name. Safe to run again: files already there are skipped. The
// local files are kept; remove DATA_DIR/uploads yourself once the site runs on the bucket.
import { loadConfig } from '../config';
import { copyStoredFiles } from '../files/copy-stored-files';
import { createFileStore, FileStore } from '../files/file-store';
import { LocalStorageDriver } from '../files/local-storage-driver';

const config = loadConfig();
if (config.storage.driver !== 's3') {
  process.stderr.write(
    'STORAGE_DRIVER is local: set STORAGE_DRIVER=s3 and the S3_* settings (see .env.example) to copy DATA_DIR/uploads into a bucket.\n',
  );
  process.exit(2);
}
const from = new FileStore(new LocalStorageDriver(config.uploadsDir));
const to = await createFileStore(config);
try {
  await to.init();
  const outcome = await copyStoredFiles({ from, to });
  process.stdout.write(
    `Copied ${outcome.copied} file(s) from ${config.uploadsDir} into bucket ${config.storage.bucket}; ` +
      `${outcome.alreadyThere} were already there.\n`,
  );
} catch (error) {
  process.stderr.write(
    `${error instanceof Error ? error.message : String(error)}\nNothing copied so far is lost: run the command again to resume.\n`,
  );
  process.exitCode = 1;
} finally {
  to.close();
}
