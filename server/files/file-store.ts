import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export type FileVisibility = 'public' | 'private';

export interface StoredFile {
  /** Path relative to the visibility's folder, e.g. `2026/11/3f2c...png`. */
  relativePath: string;
  mime: string;
  size: number;
}

export class FileRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejectedError';
  }
}

/**
 * The upload store under DATA_DIR/uploads: `public/` is served at /uploads/public (blog and program images),
 * `private/` only through admin-checked routes (passport photos, certificates). Files are written to a
 * temporary name and renamed, so a crash never leaves half a file under a real name.
 */
export class FileStore {
  constructor(readonly rootDir: string) {}

  dirOf(visibility: FileVisibility): string {
    return path.join(this.rootDir, visibility);
  }

  async init(): Promise<void> {
    await Promise.all([
      fs.mkdir(this.dirOf('public'), { recursive: true }),
      fs.mkdir(this.dirOf('private'), { recursive: true }),
      fs.mkdir(path.join(this.rootDir, 'tmp'), { recursive: true }),
    ]);
  }

  /**
   * Detects the type from the bytes (never the name) and stores the file if its type is allowed.
   * Throws FileRejectedError with `rejectMessage` when the content is not one of `allowedMimes`.
   */
  async save(
    visibility: FileVisibility,
    content: Buffer,
    allowedMimes: readonly string[],
    rejectMessage: string,
  ): Promise<StoredFile> {
    if (content.length === 0) throw new FileRejectedError('The file is empty');
    const mime = await detectMime(content);
    if (!mime || !allowedMimes.includes(mime)) throw new FileRejectedError(rejectMessage);
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const relativePath = `${folder}/${randomUUID()}.${EXTENSION_BY_MIME[mime] ?? 'bin'}`;
    const finalPath = path.join(this.dirOf(visibility), relativePath);
    const tmpPath = path.join(this.rootDir, 'tmp', `${randomUUID()}.part`);
    await fs.mkdir(path.dirname(finalPath), { recursive: true });
    await fs.writeFile(tmpPath, content, { flag: 'wx' });
    await fs.rename(tmpPath, finalPath);
    return { relativePath, mime, size: content.length };
  }

  /** Absolute path of a stored file; refuses anything that would escape the folder. */
  resolve(visibility: FileVisibility, relativePath: string): string {
    const base = this.dirOf(visibility);
    const full = path.resolve(base, relativePath);
    if (!full.startsWith(base + path.sep)) throw new FileRejectedError('Invalid file path');
    return full;
  }

  async remove(visibility: FileVisibility, relativePath: string): Promise<void> {
    await fs.rm(this.resolve(visibility, relativePath), { force: true });
  }

  /** Removes leftovers of interrupted writes (called at start). */
  async sweepTemporaryFiles(): Promise<void> {
    const tmp = path.join(this.rootDir, 'tmp');
    for (const name of await fs.readdir(tmp).catch(() => [] as string[])) {
      await fs.rm(path.join(tmp, name), { force: true });
    }
  }
}

const EXTENSION_BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const OLE_COMPOUND_DOCUMENT = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** MIME type from the file's bytes; legacy .doc files are OLE compound documents, which file-type reports as CFB. */
async function detectMime(content: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(content);
  if (
    detected?.mime === 'application/x-cfb' ||
    (!detected && content.subarray(0, 8).equals(OLE_COMPOUND_DOCUMENT))
  ) {
    return 'application/msword';
  }
  return detected?.mime;
}
