import type { Readable } from 'node:stream';

/** One stored object, as a listing or a stat names it. */
export interface StoredObjectFacts {
  /** The object's key: `public/2026/11/3f2c….png`, `private/2026/11/….pdf`. */
  key: string;
  size: number;
  lastModified: Date;
}

export interface StoredObjectStream extends StoredObjectFacts {
  body: Readable;
  /** As it was written; undefined when the store does not keep one (the local disk). */
  contentType: string | undefined;
}

/**
 * Where upload bytes live, behind one interface: the local disk (`local-storage-driver.ts`) or an S3-compatible
 * bucket (`s3-storage-driver.ts`). Keys are validated by FileStore before they reach a driver. A `put` is whole
 * or nothing: a reader never sees half an object under its key.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** Checks the store answers (and prepares it); throws a message naming what is wrong. */
  init(): Promise<void>;
  /** Whether the store answers now (for /readyz); throws when it does not. Changes nothing. */
  probe(): Promise<void>;
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, streamed; undefined when there is no such object. */
  open(key: string): Promise<StoredObjectStream | undefined>;
  stat(key: string): Promise<StoredObjectFacts | undefined>;
  /** Removing a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): AsyncIterable<StoredObjectFacts>;
  /** Lets go of connections (the server is closing). */
  close(): void;
}
