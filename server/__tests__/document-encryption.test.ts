import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_SECRET_FILES } from '../config-secrets';
import { copyStoredFiles } from '../files/copy-stored-files';
import { DocumentCipher, DocumentKeyMissingError } from '../files/document-cipher';
import { encryptStoredDocuments } from '../files/encrypt-stored-documents';
import { FileStore } from '../files/file-store';
import { LocalStorageDriver } from '../files/local-storage-driver';
import { MINIMAL_PDF, PNG_1PX } from '../testing/fixtures';
import {
  adminAuthHeader,
  createTestApp,
  TEST_S3_CREDENTIALS,
  type TestApp,
  uploadTargets,
} from '../testing/test-app';
import { testS3Endpoint } from '../testing/test-s3-endpoint';
import {
  APPLICANT,
  applicantEmailFor,
  listenOnFreePort,
  paidApplicationFee,
  submitApplication,
} from '../payments/__tests__/payment-fixtures';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const PDF_MAGIC = Buffer.from('%PDF', 'ascii');
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

const expectCiphertext = (stored: Buffer, plain: Buffer) => {
  for (const magic of [PNG_MAGIC, PDF_MAGIC, JPEG_MAGIC])
    expect(stored.subarray(0, magic.length).equals(magic)).toBe(false);
  expect(stored.subarray(0, 4).toString('ascii')).toBe('FDOC');
  expect(stored.includes(plain.subarray(0, 16))).toBe(false);
};

describe.each(await uploadTargets())('documents encrypted at rest on $label', ({ database, storage }) => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(database, {}, {}, storage);
    await listenOnFreePort(t.app);
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());

  /** The object's bytes straight from where they are kept: the disk, or the bucket (not through the app). */
  async function rawBytes(relativePath: string): Promise<Buffer> {
    if (t.config.storage.driver !== 's3')
      return readFileSync(path.join(t.config.uploadsDir, 'private', relativePath));
    const client = new S3Client({
      endpoint: testS3Endpoint(),
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    });
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: t.config.storage.bucket, Key: `private/${relativePath}` }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    } finally {
      client.destroy();
    }
  }

  async function apply() {
    const reference = await paidApplicationFee(t.app);
    const response = await submitApplication(t.app, {
      fields: { ...APPLICANT, email: applicantEmailFor(reference), paymentReference: reference },
      image: { name: 'passport.png', content: PNG_1PX },
      certificate: { name: 'certificate.pdf', content: MINIMAL_PDF },
    });
    expect(response.statusCode).toBe(201);
    return t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('payment_reference', '=', reference)
      .executeTakeFirstOrThrow();
  }

  it('keeps ciphertext in the store (no PNG or PDF bytes) and decrypts only for the admin who views', async () => {
    const application = await apply();
    expectCiphertext(await rawBytes(application.image_path!), PNG_1PX);
    expectCiphertext(await rawBytes(application.certificate_path!), MINIMAL_PDF);
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/admin/membership-applications/${application.id}/photo`,
      headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(Number(photo.headers['content-length'])).toBe(PNG_1PX.length);
    const certificate = await t.app.inject({
      method: 'GET',
      url: `/api/admin/membership-applications/${application.id}/certificate`,
      headers,
    });
    expect(certificate.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it('copies (as backups and storage moves do) carry the ciphertext', async () => {
    const application = await apply();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forum-copy-'));
    try {
      const copy = new FileStore(new LocalStorageDriver(dir));
      await copy.init();
      await copyStoredFiles({ from: t.app.files, to: copy });
      const copied = readFileSync(path.join(dir, 'private', application.image_path!));
      expectCiphertext(copied, PNG_1PX);
      expect(copied.equals(await rawBytes(application.image_path!))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('encrypts documents stored in clear once, resuming where it stopped, and re-encrypts after a key rotation', async () => {
    const application = await apply();
    // A document written before encryption existed.
    await t.app.files.putStored('private', application.image_path!, PNG_1PX, 'image/png');
    expect((await rawBytes(application.image_path!)).subarray(0, 4).equals(PNG_MAGIC)).toBe(true);
    const viewed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/membership-applications/${application.id}/photo`,
      headers,
    });
    expect(viewed.rawPayload.equals(PNG_1PX)).toBe(true);

    const first = await encryptStoredDocuments(t.app.files);
    expect(first.encrypted).toBe(1);
    expectCiphertext(await rawBytes(application.image_path!), PNG_1PX);
    const again = await encryptStoredDocuments(t.app.files);
    expect(again.encrypted).toBe(0);

    const oldKey = t.config.documentKeys.current;
    const newKey = randomBytes(32);
    const rotated = new FileStore(t.app.files.driver, new DocumentCipher(newKey, [oldKey]));
    const rotation = await encryptStoredDocuments(rotated);
    // Every document, all under the old key, is sealed again under the new one.
    expect(rotation).toEqual({ encrypted: again.alreadyCurrent, alreadyCurrent: 0 });
    const newOnly = new FileStore(t.app.files.driver, new DocumentCipher(newKey));
    expect((await newOnly.read('private', application.image_path!))?.equals(PNG_1PX)).toBe(true);
    await expect(t.app.files.read('private', application.image_path!)).rejects.toBeInstanceOf(
      DocumentKeyMissingError,
    );
    // Back under the app's own key, for the other tests.
    await encryptStoredDocuments(new FileStore(t.app.files.driver, new DocumentCipher(oldKey, [newKey])));
  });

  it('generates the key into DATA_DIR at mode 0600 when the settings give none', () => {
    const file = path.join(t.dataDir, GENERATED_SECRET_FILES.documentKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(t.config.documentKeys.current)).toBe(
      true,
    );
  });
});
