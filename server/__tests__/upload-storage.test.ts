import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageVariantUrls } from '@contract/image-variants';
import { buildApp } from '../app';
import { createBackup } from '../backup/backup';
import { restoreBackup, RestoreError } from '../backup/restore';
import { loadConfig } from '../config';
import { ConfigError } from '../config-error';
import { copyStoredFiles } from '../files/copy-stored-files';
import { FileStore } from '../files/file-store';
import { LocalStorageDriver } from '../files/local-storage-driver';
import { parseImageVariants, withoutImageMetadata } from '../images/image-variants';
import {
  APPLICANT,
  applicantEmailFor,
  paidApplicationFee,
  submitApplication,
} from '../payments/__tests__/payment-fixtures';
import { MINIMAL_PDF, PNG_1PX, PNG_DATA_URL } from '../testing/fixtures';
import {
  adminAuthHeader,
  createTestApp,
  freshTestBucket,
  TEST_S3_CREDENTIALS,
  type TestApp,
} from '../testing/test-app';
import { testS3Endpoint } from '../testing/test-s3-endpoint';
import { addBlogEndpoint } from '@contract/blog';

/** A picture as the site keeps it: written again without its metadata. */
const STORED_PNG = (await withoutImageMetadata(PNG_1PX))!;

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

const STORAGE_UNAVAILABLE =
  'File storage is temporarily unavailable. Nothing was saved; please try again shortly.';

/** Every key in a bucket, read straight from the S3 server (not through the app). */
async function bucketKeys(bucket: string): Promise<string[]> {
  const client = new S3Client({
    endpoint: testS3Endpoint(),
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

const bucketOf = (t: TestApp) => (t.config.storage.driver === 's3' ? t.config.storage.bucket : '');

async function addBlogWithPicture(t: TestApp, headers: { authorization: string }, title = 'A picture') {
  const response = await t.app.inject({
    method: 'POST',
    url: addBlogEndpoint.path,
    headers,
    payload: { title, summary: 'With a picture', body: '<p>Body</p>', author: 'Ada', image: PNG_DATA_URL },
  });
  expect(response.statusCode).toBe(200);
  return t.app.db
    .selectFrom('blogs')
    .selectAll()
    .where('title', '=', title)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const apply = (t: TestApp, reference: string) =>
  submitApplication(t.app, {
    fields: { ...APPLICANT, email: applicantEmailFor(reference), paymentReference: reference },
    image: { name: 'passport.png', content: PNG_1PX },
    certificate: { name: 'CAC certificate.pdf', content: MINIMAL_PDF },
  });

describe('uploads in an S3 bucket (STORAGE_DRIVER=s3)', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, {}, 's3');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('keeps a picture and its variants in the bucket under public/, and serves them through the server', async () => {
    const blog = await addBlogWithPicture(t, headers);
    const variants = parseImageVariants(blog.image_variants);
    expect(variants).not.toBeNull();
    const keys = await bucketKeys(bucketOf(t));
    const urls = [blog.image_url, ...imageVariantUrls(variants!)];
    for (const url of urls) expect(keys).toContain(url.replace('/uploads/', ''));

    const original = await t.app.inject({ method: 'GET', url: blog.image_url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(STORED_PNG)).toBe(true);
    expect(original.headers['cache-control']).toBe('public, max-age=604800');
    const avif = await t.app.inject({ method: 'GET', url: urls.find((url) => url.endsWith('.avif'))! });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(Number(avif.headers['content-length'])).toBe(avif.rawPayload.length);
  });

  it('/readyz answers ready while the bucket answers, and 503 naming the storage when it does not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
    vi.spyOn(t.app.files.driver, 'probe').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      success: false,
      status: 'storage-unreachable',
      database: 'sqlite',
      message: 'The upload storage does not answer',
    });
  });

  it('answers 404 JSON for a picture the bucket does not hold', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/public/2026/11/missing.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'File not found' });
  });

  it('keeps passport photos and certificates under private/, which no public address reaches', async () => {
    const reference = await paidApplicationFee(t.app);
    expect((await apply(t, reference)).statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('payment_reference', '=', reference)
      .executeTakeFirstOrThrow();
    const keys = await bucketKeys(bucketOf(t));
    expect(keys).toContain(`private/${row.image_path}`);
    expect(keys).toContain(`private/${row.certificate_path}`);
    expect(keys.filter((key) => key.endsWith(row.certificate_path!.split('/').pop()!))).toEqual([
      `private/${row.certificate_path}`,
    ]);
    for (const url of [
      `/uploads/private/${row.certificate_path}`,
      `/uploads/public/../private/${row.certificate_path}`,
      `/uploads/public/%2e%2e/private/${row.certificate_path}`,
      `/uploads/public/..%2fprivate%2f${row.certificate_path!.replaceAll('/', '%2f')}`,
      `/uploads/public/${row.certificate_path}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.rawPayload.includes(MINIMAL_PDF.subarray(0, 40)), url).toBe(false);
    }
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/membership-applications/${row.id}/certificate`,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('CAC certificate.pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves no row and no object when the bucket fails between the photo and the certificate', async () => {
    const reference = await paidApplicationFee(t.app);
    const before = await bucketKeys(bucketOf(t));
    const driver = t.app.files.driver;
    const put = driver.put.bind(driver);
    vi.spyOn(driver, 'put')
      .mockImplementationOnce(put)
      .mockRejectedValueOnce(new Error('connection reset by the bucket'));
    const response = await apply(t, reference);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE });
    expect(await bucketKeys(bucketOf(t))).toEqual(before);
    const rows = await t.app.db
      .selectFrom('membership_applications')
      .select('id')
      .where('payment_reference', '=', reference)
      .execute();
    expect(rows).toEqual([]);
    const fee = await t.app.db
      .selectFrom('payments')
      .select('used_by_membership_application_id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(fee.used_by_membership_application_id).toBeNull();
    // The same fee still works once the bucket answers again.
    expect((await apply(t, reference)).statusCode).toBe(201);
  });

  it("leaves the blog unchanged and no object behind when the bucket fails part-way through a picture's variants", async () => {
    const blog = await addBlogWithPicture(t, headers, 'Before the failure');
    const before = await bucketKeys(bucketOf(t));
    const driver = t.app.files.driver;
    const put = driver.put.bind(driver);
    const spy = vi.spyOn(driver, 'put');
    for (let call = 0; call < 4; call += 1) spy.mockImplementationOnce(put);
    spy.mockRejectedValueOnce(new Error('the bucket went away'));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${blog.id}`,
      headers,
      payload: {
        title: 'After the failure',
        summary: 'x',
        body: '<p>x</p>',
        author: 'Ada',
        image: PNG_DATA_URL,
      },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE });
    expect(await bucketKeys(bucketOf(t))).toEqual(before);
    const unchanged = await t.app.db
      .selectFrom('blogs')
      .selectAll()
      .where('id', '=', blog.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual(blog);
  });
});

describe('the S3 service goes away and comes back', () => {
  it('answers 503 with nothing saved while it is down, /readyz says so, and everything works once it is back', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'forum-s3-outage-'));
    const bucket = 'outage';
    const startS3 = (port: number) =>
      new S3rver({
        port,
        address: '127.0.0.1',
        silent: true,
        directory,
        configureBuckets: [{ name: bucket }],
      });
    let s3 = startS3(0);
    const { port } = await s3.run();
    const t = await createTestApp(
      'sqlite',
      {},
      {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      },
    );
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const reference = await paidApplicationFee(t.app);
      await s3.close();

      const refused = await apply(t, reference);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE });
      expect(await t.app.db.selectFrom('membership_applications').select('id').execute()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
        status: 'storage-unreachable',
      });

      s3 = startS3(port);
      await s3.run();
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await apply(t, reference)).statusCode).toBe(201);
    } finally {
      await t.close();
      await s3.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('public pictures sent from the bucket (S3_PUBLIC_BASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { S3_PUBLIC_BASE_URL: 'https://cdn.forum.example.org/' }, 's3');
  });
  afterAll(async () => t.close());

  it("redirects a public picture's address to the bucket's public address", async () => {
    const blog = await addBlogWithPicture(t, await adminAuthHeader(t.app));
    const response = await t.app.inject({ method: 'GET', url: blog.image_url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `https://cdn.forum.example.org/${blog.image_url.replace('/uploads/', '')}`,
    );
  });

  it('never redirects outside public/', async () => {
    for (const url of [
      '/uploads/public/../private/2026/11/passport.png',
      '/uploads/public/%2e%2e/private/2026/11/passport.png',
      '/uploads/public/..%2fprivate%2f2026%2f11%2fpassport.png',
      '/uploads/public/%2e%2e%2fprivate/2026/11/passport.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(String(response.headers.location ?? ''), url).not.toContain('private');
    }
  });
});

describe('an unreachable bucket', () => {
  it('stops the server at start with a message naming the bucket', async () => {
    const env = await freshTestBucket();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-s3-missing-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-spa'),
        LOG_LEVEL: 'silent',
        ...env,
        S3_BUCKET: 'no-such-bucket',
      });
      const start = async () => {
        const app = await buildApp(config, { logger: false });
        await app.ready();
        return app;
      };
      await expect(start()).rejects.toThrow(/S3 bucket no-such-bucket .* the bucket does not exist/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('STORAGE_DRIVER settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) } as const;
  const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'forum-uploads', S3_REGION: 'eu-west-2' } as const;
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
    return 'accepted';
  };

  it('defaults to the local disk', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'local' });
  });

  it('reads every S3 setting', () => {
    expect(
      loadConfig({
        ...base,
        ...s3,
        S3_ENDPOINT: 'https://s3.example.org/',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_BASE_URL: 'https://cdn.example.org/',
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'https://s3.example.org',
      region: 'eu-west-2',
      bucket: 'forum-uploads',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.example.org',
    });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be local or s3'],
    [{ STORAGE_DRIVER: 's3', S3_REGION: 'eu-west-2' }, 'S3_BUCKET is required when STORAGE_DRIVER=s3'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'forum-uploads' }, 'S3_REGION is required when STORAGE_DRIVER=s3'],
    [{ ...s3, S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET must be a bucket name'],
    [{ ...s3, S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY must be set together'],
    [{ ...s3, S3_ENDPOINT: 'ftp://s3.example.org' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ ...s3, S3_PUBLIC_BASE_URL: 'cdn.example.org' }, "S3_PUBLIC_BASE_URL must be the bucket's public"],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be 1 or 0'],
  ])('refuses %o', (env, message) => {
    expect(refusal(env)).toContain(message);
  });

  it('refuses a plain-HTTP endpoint on another host in production, and allows one on this host', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://forum.example.org',
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
      DOCUMENT_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      ...s3,
    } as const;
    expect(refusal({ ...production, S3_ENDPOINT: 'http://storage.example.org' })).toContain(
      'S3_ENDPOINT must be an https:// URL when NODE_ENV=production',
    );
    expect(refusal({ ...production, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe('accepted');
    expect(refusal({ ...production, S3_ENDPOINT: 'https://storage.example.org' })).toBe('accepted');
  });
});

describe('moving uploads between stores (storage:migrate, backup and restore)', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('copies local uploads into a bucket, and a second run copies nothing', async () => {
    const local = await createTestApp('sqlite');
    cleanups.push(() => local.close());
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await adminAuthHeader(local.app);
    const blog = await addBlogWithPicture(local, headers);
    const reference = await paidApplicationFee(local.app);
    expect((await apply(local, reference)).statusCode).toBe(201);
    const localKeys: string[] = [];
    for (const visibility of ['public', 'private'] as const) {
      for await (const file of local.app.files.list(visibility))
        localKeys.push(`${visibility}/${file.relativePath}`);
    }

    const bucket = await createTestApp('sqlite', {}, {}, 's3');
    cleanups.push(() => bucket.close());
    const from = new FileStore(new LocalStorageDriver(local.config.uploadsDir));
    const first = await copyStoredFiles({ from, to: bucket.app.files });
    expect(first).toEqual({ copied: localKeys.length, alreadyThere: 0 });
    expect(await bucketKeys(bucketOf(bucket))).toEqual(localKeys.sort());
    expect(await bucket.app.files.read('public', blog.image_url.replace('/uploads/public/', ''))).toEqual(
      STORED_PNG,
    );

    const second = await copyStoredFiles({ from, to: bucket.app.files });
    expect(second).toEqual({ copied: 0, alreadyThere: localKeys.length });
  });

  it('backs up the bucket into the archive and restores it into an empty bucket only', async () => {
    const source = await createTestApp('sqlite', {}, {}, 's3');
    cleanups.push(() => source.close());
    await source.app.listen({ port: 0, host: '127.0.0.1' });
    const blog = await addBlogWithPicture(source, await adminAuthHeader(source.app), 'Backed up');
    const reference = await paidApplicationFee(source.app);
    expect((await apply(source, reference)).statusCode).toBe(201);
    const sourceKeys = await bucketKeys(bucketOf(source));

    const backupDir = mkdtempSync(path.join(os.tmpdir(), 'forum-s3-backup-'));
    cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
    const { archive } = await createBackup({ config: source.config, backupDir });

    const restoredDataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-s3-restored-'));
    cleanups.push(() => rmSync(restoredDataDir, { recursive: true, force: true }));
    const targetEnv = await freshTestBucket();
    const target = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: restoredDataDir,
      STATIC_DIR: path.join(restoredDataDir, 'no-spa'),
      LOG_LEVEL: 'silent',
      ...targetEnv,
    });
    await restoreBackup({ config: target, archive });
    expect(await bucketKeys(targetEnv.S3_BUCKET!)).toEqual(sourceKeys);

    const restored = await buildApp(target, { logger: false });
    cleanups.push(() => restored.close());
    await restored.ready();
    expect(await restored.files.read('public', blog.image_url.replace('/uploads/public/', ''))).toEqual(
      STORED_PNG,
    );

    const again = mkdtempSync(path.join(os.tmpdir(), 'forum-s3-restored-again-'));
    cleanups.push(() => rmSync(again, { recursive: true, force: true }));
    await expect(restoreBackup({ config: { ...target, dataDir: again }, archive })).rejects.toThrow(
      RestoreError,
    );
  });

  it('`npm run storage:migrate` copies DATA_DIR/uploads into the bucket, and says so; a second run copies nothing', async () => {
    const local = await createTestApp('sqlite');
    cleanups.push(() => local.close());
    await addBlogWithPicture(local, await adminAuthHeader(local.app), 'To migrate');
    let stored = 0;
    for await (const file of local.app.files.list('public')) if (file.size > 0) stored += 1;
    const bucketEnv = await freshTestBucket();
    const migrate = () =>
      run(process.execPath, ['--import', 'tsx', 'server/scripts/migrate-storage.ts'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: local.dataDir, LOG_LEVEL: 'silent', ...bucketEnv },
      });
    expect((await migrate()).stdout).toContain(`Copied ${stored} file(s) from ${local.config.uploadsDir}`);
    expect((await migrate()).stdout).toContain(`Copied 0 file(s)`);
    expect((await migrate()).stdout).toContain(`${stored} were already there`);
    expect(await bucketKeys(bucketEnv.S3_BUCKET!)).toHaveLength(stored);

    const withoutBucket = run(process.execPath, ['--import', 'tsx', 'server/scripts/migrate-storage.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: local.dataDir, STORAGE_DRIVER: 'local' },
    });
    await expect(withoutBucket).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('STORAGE_DRIVER is local'),
    });
  });
});
