import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config-storage';
import type { StorageDriver, StoredObjectFacts, StoredObjectStream } from './storage-driver';

type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO, Ceph…). Objects are written
 * without an ACL, so they are as private as the bucket: only `public/` should be readable by everyone, through a
 * bucket policy (docs/deploy.md). A PutObject is atomic: the key holds the old object or the whole new one.
 */
export class S3StorageDriver implements StorageDriver {
  readonly name = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's newer
      // aws-chunked trailers, and the bytes travel over TLS anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async init(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const reason =
        status === 404
          ? 'the bucket does not exist'
          : status === 403
            ? 'access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : error instanceof Error
              ? error.message
              : String(error);
      throw new Error(
        `Upload storage: S3 bucket ${this.bucket} at ${this.config.endpoint ?? `AWS ${this.config.region}`} did not answer: ${reason}`,
        { cause: error },
      );
    }
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: content,
        ContentLength: content.length,
        ContentType: contentType,
        CacheControl: key.startsWith('public/') ? 'public, max-age=604800' : 'private, no-store',
      }),
    );
  }

  async stat(key: string): Promise<StoredObjectFacts | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(key: string): Promise<StoredObjectStream | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
      return {
        key,
        size: object.ContentLength ?? 0,
        lastModified: object.LastModified ?? new Date(0),
        contentType: object.ContentType,
        body: object.Body,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredObjectFacts> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key)
          yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}
