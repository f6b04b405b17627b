// `npm run documents:encrypt`: encrypts the private documents (passport photos, certificates) stored before
// encryption at rest, and re-encrypts those under an earlier key after a key rotation: set the new key as
// DOCUMENT_ENCRYPTION_KEY, the old one in DOCUMENT_ENCRYPTION_PREVIOUS_KEYS, run this, then drop the old key.
// Safe to run again, and to resume after an interruption.
import { loadConfig } from '../config';
import { createFileStore } from '../files/file-store';
import { encryptStoredDocuments } from '../files/encrypt-stored-documents';

const config = loadConfig();
const files = await createFileStore(config);
try {
  await files.init();
  const outcome = await encryptStoredDocuments(files);
  process.stdout.write(
    `Encrypted ${outcome.encrypted} document(s); ${outcome.alreadyCurrent} already under the current key.\n`,
  );
} finally {
  files.close();
}
