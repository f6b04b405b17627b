import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_FEE_KOBO,
  APPLICATION_IMAGE_MAX_BYTES,
  CERTIFICATE_MAX_BYTES,
  CURRENCY,
} from '@contract/constants';
import {
  MEMBERSHIP_APPLICATION_MESSAGES as M,
  submitMembershipApplicationEndpoint,
} from '@contract/membership-application';
import { nowIso } from '../../lib/clock';
import { adminAuthHeader, createTestApp, type TestApp } from '../../testing/test-app';
import { findHalfWrittenState } from './database-integrity';
import { MINIMAL_PDF, PNG_1PX } from '../../testing/fixtures';
import { multipartRequest, type MultipartPart } from './malformed-requests';
import { VALID_APPLICATION_FIELDS } from './route-samples';

const APPLY_URL = submitMembershipApplicationEndpoint.path;
const WINDOWS_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  randomBytes(400),
]);
const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html><html><body><script>window.__xss = true</script></body></html>',
);
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const PNG_WITH_SCRIPT = Buffer.concat([PNG_1PX, Buffer.from('<script>window.__xss = true</script>')]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => t.close());

/** A verified, unused application fee (so every refusal below is about the file, not the payment). */
async function paidFee(): Promise<string> {
  const reference = `FEE-${randomBytes(6).toString('hex')}`;
  await t.app.db
    .insertInto('payments')
    .values({
      reference,
      purpose: 'application_fee',
      email: 'applicant@example.org',
      amount_kobo: APPLICATION_FEE_KOBO,
      currency: CURRENCY,
      status: 'success',
      source: 'verify',
      provider_transaction_id: '1',
      paid_at: nowIso(),
      used_by_membership_application_id: null,
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return reference;
}

async function storedFiles(visibility: 'public' | 'private'): Promise<string[]> {
  const files: string[] = [];
  for await (const file of t.app.files.list(visibility)) files.push(file.relativePath);
  return files;
}

async function apply(image: MultipartPart | null, certificate: MultipartPart | null) {
  const reference = await paidFee();
  const parts: MultipartPart[] = Object.entries({
    ...VALID_APPLICATION_FIELDS,
    paymentReference: reference,
  }).map(([name, value]) => ({ name, value }));
  if (image) parts.push(image);
  if (certificate) parts.push(certificate);
  const response = await t.app.inject({ method: 'POST', url: APPLY_URL, ...multipartRequest(parts) });
  const fee = await t.app.db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { response, feeUsed: fee.used_by_membership_application_id !== null };
}

const image = (value: Buffer, filename = 'photo.png', type = 'image/png'): MultipartPart => ({
  name: 'image',
  value,
  filename,
  type,
});
const certificate = (
  value: Buffer,
  filename = 'certificate.pdf',
  type = 'application/pdf',
): MultipartPart => ({
  name: 'certificateFile',
  value,
  filename,
  type,
});

describe('upload attacks on the membership application', () => {
  it.each([
    [
      'a Windows executable renamed photo.png',
      image(WINDOWS_EXE),
      certificate(MINIMAL_PDF),
      400,
      M.imageWrongType,
    ],
    ['an HTML page renamed photo.png', image(HTML_PAGE), certificate(MINIMAL_PDF), 400, M.imageWrongType],
    [
      'an SVG with a script renamed photo.png',
      image(SVG_WITH_SCRIPT),
      certificate(MINIMAL_PDF),
      400,
      M.imageWrongType,
    ],
    [
      'an HTML page renamed certificate.pdf',
      image(PNG_1PX),
      certificate(HTML_PAGE),
      400,
      M.certificateWrongType,
    ],
    [
      'an executable renamed certificate.pdf',
      image(PNG_1PX),
      certificate(WINDOWS_EXE),
      400,
      M.certificateWrongType,
    ],
    [
      'an executable named certificate.exe',
      image(PNG_1PX),
      certificate(MINIMAL_PDF, 'certificate.exe'),
      400,
      M.certificateWrongType,
    ],
    ['an empty photo', image(Buffer.alloc(0)), certificate(MINIMAL_PDF), 400, M.imageRequired],
    ['an empty certificate', image(PNG_1PX), certificate(Buffer.alloc(0)), 400, M.certificateRequired],
    ['no photo at all', null, certificate(MINIMAL_PDF), 400, M.imageRequired],
    [
      'a photo of 2 MB + 1 byte',
      image(Buffer.concat([PNG_1PX, Buffer.alloc(APPLICATION_IMAGE_MAX_BYTES + 1 - PNG_1PX.length)])),
      certificate(MINIMAL_PDF),
      413,
      M.imageTooLarge,
    ],
    [
      'a certificate of 5 MB + 1 byte',
      image(PNG_1PX),
      certificate(Buffer.concat([MINIMAL_PDF, Buffer.alloc(CERTIFICATE_MAX_BYTES + 1 - MINIMAL_PDF.length)])),
      413,
      M.certificateTooLarge,
    ],
  ])(
    'refuses %s with a clear message and leaves nothing behind',
    async (_label, photo, document, status, message) => {
      const { response, feeUsed } = await apply(photo, document);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
      expect(feeUsed).toBe(false);
      expect(await storedFiles('private')).toEqual([]);
      expect(await t.app.db.selectFrom('membership_applications').select('id').execute()).toEqual([]);
      expect(await findHalfWrittenState(t.app.db, t.config.uploadsDir)).toEqual([]);
    },
  );

  it('refuses a huge declared Content-Length at once, before reading the body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${APPLY_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
            `Content-Length: ${50 * 1024 * 1024 * 1024}\r\nConnection: close\r\n\r\n--x\r\n`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        resolve(received);
      }, 5000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"success":false');
    expect(await storedFiles('private')).toEqual([]);
  });

  it('refuses a PNG whose name ends in .html (the name must be an image name too)', async () => {
    const { response } = await apply(image(PNG_1PX, 'photo.png.html'), certificate(MINIMAL_PDF));
    expect(response.json()).toEqual({ success: false, message: M.imageWrongType });
    expect(await storedFiles('private')).toEqual([]);
  });

  it('accepts a real PNG with a script appended, keeps it private, and serves it only as an inert image', async () => {
    // Decision: trailing bytes do not make a PNG anything else; browsers decode it as an image. What keeps the
    // script inert is how it is served: admin-only, with its sniffed type, nosniff and a script-blocking CSP.
    const { response } = await apply(
      image(PNG_WITH_SCRIPT, '../../../public/evil.png'),
      certificate(MINIMAL_PDF),
    );
    expect(response.statusCode).toBe(201);
    const stored = await t.app.db.selectFrom('membership_applications').selectAll().executeTakeFirstOrThrow();
    expect(stored.image_mime).toBe('image/png');
    expect(stored.image_path).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(await storedFiles('public')).toEqual([]);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/membership-applications/${stored.id}/photo` }))
        .statusCode,
    ).toBe(401);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/membership-applications/${stored.id}/photo`,
      headers: await adminAuthHeader(t.app),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(String(download.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(download.headers['content-disposition'])).not.toContain('/');
    expect(await findHalfWrittenState(t.app.db, t.config.uploadsDir)).toEqual([]);
  });
});
