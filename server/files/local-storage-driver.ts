import { randomUUID } from 'node:crypto';
import { constants as fsConstants, createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { StorageDriver, StoredObjectFacts, StoredObjectStream } from './storage-driver';

const IN_PROGRESS_FOLDER = 'tmp';

/**
 * Uploads on this machine's disk, under DATA_DIR/uploads (`public/`, `private/`). Each file is written to
 * `tmp/` and renamed into place, so a crash never leaves half a file under a real name; `init` clears `tmp/`.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local';

  constructor(readonly rootDir: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.rootDir, key);
    if (!full.startsWith(this.rootDir + path.sep)) throw new Error(`key ${key} escapes the upload folder`);
    return full;
  }

  /** Creates the folders (a first start has none) and clears `tmp/`. */
  async init(): Promise<void> {
    const inProgress = path.join(this.rootDir, IN_PROGRESS_FOLDER);
    await fs.mkdir(inProgress, { recursive: true });
    for (const visibility of ['public', 'private']) {
      await fs.mkdir(path.join(this.rootDir, visibility), { recursive: true });
    }
    for (const name of await fs.readdir(inProgress)) {
      await fs.rm(path.join(inProgress, name), { force: true, recursive: true });
    }
  }

  async probe(): Promise<void> {
    await fs.access(this.rootDir, fsConstants.W_OK);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const finalPath = this.pathOf(key);
    const partial = path.join(this.rootDir, IN_PROGRESS_FOLDER, `${randomUUID()}.part`);
    await fs.mkdir(path.dirname(finalPath), { recursive: true });
    await fs.mkdir(path.dirname(partial), { recursive: true });
    await fs.writeFile(partial, content, { flag: 'wx' });
    await fs.rename(partial, finalPath);
  }

  async stat(key: string): Promise<StoredObjectFacts | undefined> {
    const stats = await fs.stat(this.pathOf(key)).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    return { key, size: stats.size, lastModified: stats.mtime };
  }

  async open(key: string): Promise<StoredObjectStream | undefined> {
    const facts = await this.stat(key);
    if (!facts) return undefined;
    return { ...facts, body: createReadStream(this.pathOf(key)), contentType: undefined };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObjectFacts> {
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const entries = await fs
      .readdir(path.join(this.rootDir, folder), { withFileTypes: true, recursive: true })
      .catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path
        .relative(this.rootDir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      if (!key.startsWith(prefix) || key.startsWith(`${IN_PROGRESS_FOLDER}/`)) continue;
      const facts = await this.stat(key);
      if (facts) yield facts;
    }
  }

  close(): void {
    // Nothing is held open between calls.
  }
}
