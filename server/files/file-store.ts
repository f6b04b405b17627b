import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer as bytesOf } from 'node:stream/consumers';
import type { AppConfig } from '../config';
import { DocumentCipher } from './document-cipher';
import { LocalStorageDriver } from './local-storage-driver';
import type { StorageDriver, StoredObjectStream } from './storage-driver';

export type FileVisibility = 'public' | 'private';

export interface StoredFile {
  /** Path within the visibility's folder, e.g. `2026/11/3f2c...png`. */
  relativePath: string;
  mime: string;
  size: number;
}

export interface StoredFileFacts {
  relativePath: string;
  size: number;
  lastModified: Date;
}

export class FileRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejectedError';
  }
}

/** The store did not answer (a full disk, the bucket unreachable): the request failed, not the caller's input. */
export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(
      `Upload storage failed to ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'StorageUnavailableError';
  }
}

async function guarded<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StorageUnavailableError(operation, error);
  }
}

/** What a stored path may look like: folders and a name of safe characters, never `..`, never absolute. */
const SAFE_RELATIVE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * The uploads, whatever holds them (a StorageDriver: the local disk or an S3 bucket). `public` holds blog and
 * program pictures and disbursement receipts, served at /uploads/public/; `private` holds passport photos and
 * certificates, which only admin-checked routes stream. Types are sniffed from the bytes, never the name.
 */
export class FileStore {
  /**
   * `cipher`: private files are sealed with it (AES-256-GCM) before they reach the driver and opened only when
   * read, so the disk, the bucket and the backups hold ciphertext.
   */
  constructor(
    readonly driver: StorageDriver,
    readonly cipher?: DocumentCipher,
  ) {}

  /** The object key of a stored path (`public/2026/11/….jpg`); FileRejectedError for a path no upload has. */
  keyOf(visibility: FileVisibility, relativePath: string): string {
    if (!SAFE_RELATIVE_PATH.test(relativePath) || relativePath.split('/').includes('..'))
      throw new FileRejectedError('Invalid file path');
    return `${visibility}/${relativePath}`;
  }

  init(): Promise<void> {
    return this.driver.init();
  }

  probe(): Promise<void> {
    return this.driver.probe();
  }

  /**
   * Detects the type from the bytes (never the name) and stores the file under a new random name if its type
   * is allowed. Throws FileRejectedError with `rejectMessage` when the content is not one of `allowedMimes`.
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
    await this.put(visibility, relativePath, content, mime);
    return { relativePath, mime, size: content.length };
  }

  /** Writes a file the server made itself (an image variant) under the path given. */
  async put(visibility: FileVisibility, relativePath: string, content: Buffer, mime: string): Promise<void> {
    const key = this.keyOf(visibility, relativePath);
    const sealed = visibility === 'private' && this.cipher;
    const stored = sealed ? this.cipher!.seal(content) : content;
    await guarded('write a file', () =>
      this.driver.put(key, stored, sealed ? 'application/octet-stream' : mime),
    );
  }

  async read(visibility: FileVisibility, relativePath: string): Promise<Buffer | undefined> {
    const file = await this.open(visibility, relativePath);
    return file && bytesOf(file.body);
  }

  async open(visibility: FileVisibility, relativePath: string): Promise<StoredObjectStream | undefined> {
    const key = this.keyOf(visibility, relativePath);
    const stored = await guarded('read a file', () => this.driver.open(key));
    if (!stored || visibility !== 'private' || !this.cipher) return stored;
    // A private document is opened whole (5 MB at most) and decrypted for the one reader who asked.
    const plain = this.cipher.open(await guarded('read a file', () => bytesOf(stored.body)));
    return { ...stored, body: Readable.from([plain]), size: plain.length, contentType: undefined };
  }

  /** The bytes as stored (a private document's ciphertext): for copies between stores and backups. */
  async readStored(visibility: FileVisibility, relativePath: string): Promise<Buffer | undefined> {
    const key = this.keyOf(visibility, relativePath);
    const stored = await guarded('read a file', () => this.driver.open(key));
    if (!stored) return undefined;
    return guarded('read a file', () => bytesOf(stored.body));
  }

  /** Writes bytes as they are (already sealed, or public): the other half of `readStored`. */
  async putStored(
    visibility: FileVisibility,
    relativePath: string,
    stored: Buffer,
    mime: string,
  ): Promise<void> {
    const key = this.keyOf(visibility, relativePath);
    await guarded('write a file', () => this.driver.put(key, stored, mime));
  }

  async stat(visibility: FileVisibility, relativePath: string): Promise<StoredFileFacts | undefined> {
    const key = this.keyOf(visibility, relativePath);
    const facts = await guarded('look up a file', () => this.driver.stat(key));
    return facts && { relativePath, size: facts.size, lastModified: facts.lastModified };
  }

  async exists(visibility: FileVisibility, relativePath: string): Promise<boolean> {
    return (await this.stat(visibility, relativePath)) !== undefined;
  }

  async remove(visibility: FileVisibility, relativePath: string): Promise<void> {
    const key = this.keyOf(visibility, relativePath);
    await guarded('remove a file', () => this.driver.remove(key));
  }

  /** Every stored file of one visibility (a listing that fails part-way throws StorageUnavailableError). */
  async *list(visibility: FileVisibility): AsyncIterable<StoredFileFacts> {
    const objects = this.driver.list(`${visibility}/`)[Symbol.asyncIterator]();
    for (;;) {
      const next = await guarded('list files', () => objects.next());
      if (next.done) return;
      const object = next.value;
      yield {
        relativePath: object.key.slice(visibility.length + 1),
        size: object.size,
        lastModified: object.lastModified,
      };
    }
  }

  close(): void {
    this.driver.close();
  }
}

/**
 * The store STORAGE_DRIVER names: DATA_DIR/uploads, or the S3 bucket of the S3_* settings. The S3 driver (and
 * the AWS SDK it needs) is loaded only when STORAGE_DRIVER=s3.
 */
export async function createFileStore(
  config: Pick<AppConfig, 'storage' | 'uploadsDir' | 'documentKeys'>,
): Promise<FileStore> {
  const cipher = new DocumentCipher(config.documentKeys.current, config.documentKeys.previous);
  if (config.storage.driver !== 's3') return new FileStore(new LocalStorageDriver(config.uploadsDir), cipher);
  const { S3StorageDriver } = await import('./s3-storage-driver');
  return new FileStore(new S3StorageDriver(config.storage), cipher);
}

export const EXTENSION_BY_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const OLE_COMPOUND_DOCUMENT = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** MIME type from the file's bytes; legacy .doc files are OLE compound documents, which file-type reports as CFB. */
async function detectMime(content: Buffer): Promise<string | undefined> {
  // file-type is loaded by the first upload, not at start-up.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(content);
  if (
    detected?.mime === 'application/x-cfb' ||
    (!detected && content.subarray(0, 8).equals(OLE_COMPOUND_DOCUMENT))
  ) {
    return 'application/msword';
  }
  return detected?.mime;
}
