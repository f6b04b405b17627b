import type { FileStore } from './file-store';

export interface EncryptionOutcome {
  /** Files written in clear (before encryption) or under an earlier key, now encrypted under the current key. */
  encrypted: number;
  /** Files already encrypted under the current key: left as they are. */
  alreadyCurrent: number;
}

/**
 * Encrypts every private document not yet encrypted under the current key: files stored before encryption
 * existed, and files encrypted under an earlier key (a key rotation). Each file is rewritten whole, in place; a
 * run that stops part-way resumes where it stopped, since finished files are recognised and skipped.
 */
export async function encryptStoredDocuments(files: FileStore): Promise<EncryptionOutcome> {
  const cipher = files.cipher;
  if (!cipher) throw new Error('The file store has no document key');
  const outcome: EncryptionOutcome = { encrypted: 0, alreadyCurrent: 0 };
  for await (const file of files.list('private')) {
    const stored = await files.readStored('private', file.relativePath);
    if (!stored) continue;
    if (cipher.isSealedWithCurrentKey(stored)) {
      outcome.alreadyCurrent += 1;
      continue;
    }
    await files.putStored(
      'private',
      file.relativePath,
      cipher.seal(cipher.open(stored)),
      'application/octet-stream',
    );
    outcome.encrypted += 1;
  }
  return outcome;
}
