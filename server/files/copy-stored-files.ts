import type { FileStore, FileVisibility } from './file-store';
import { EXTENSION_BY_MIME } from './file-store';

const MIME_BY_EXTENSION = new Map(
  Object.entries(EXTENSION_BY_MIME).map(([mime, extension]) => [extension, mime]),
);

/** A stored file's type from its name: every upload is named by its sniffed type (FileStore.save). */
export function mimeOfStoredPath(relativePath: string): string {
  const extension = relativePath.slice(relativePath.lastIndexOf('.') + 1).toLowerCase();
  return MIME_BY_EXTENSION.get(extension) ?? 'application/octet-stream';
}

export interface CopyOutcome {
  copied: number;
  /** Already in the target with the same size: left as they are. */
  alreadyThere: number;
}

const VISIBILITIES: readonly FileVisibility[] = ['public', 'private'];

/**
 * Copies every public and private file of one store into another (local uploads into a bucket for
 * `npm run storage:migrate`, a bucket into a backup, a backup into a bucket). Safe to run again: a file the
 * target already holds with the same size is skipped, so an interrupted copy resumes where it stopped. Nothing
 * is removed from either store.
 */
export async function copyStoredFiles({
  from,
  to,
}: {
  from: FileStore;
  to: FileStore;
}): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, alreadyThere: 0 };
  for (const visibility of VISIBILITIES) {
    for await (const file of from.list(visibility)) {
      const existing = await to.stat(visibility, file.relativePath);
      if (existing?.size === file.size) {
        outcome.alreadyThere += 1;
        continue;
      }
      // As stored: a private document stays encrypted in the copy (a backup carries the ciphertext).
      const content = await from.readStored(visibility, file.relativePath);
      // Removed from the source while the copy ran (an upload replaced meanwhile): nothing to copy.
      if (!content) continue;
      const mime =
        visibility === 'private' ? 'application/octet-stream' : mimeOfStoredPath(file.relativePath);
      await to.putStored(visibility, file.relativePath, content, mime);
      outcome.copied += 1;
    }
  }
  return outcome;
}
