import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { parse as parseContentDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_IMAGE_MAX_BYTES, CERTIFICATE_MAX_BYTES, KOBO_PER_NAIRA } from '@contract/constants';
import {
  getMembershipApplicationsResponseSchema,
  MEMBERSHIP_APPLICATION_MESSAGES as M,
  getMembershipApplicationsEndpoint,
  submitMembershipApplicationEndpoint,
} from '@contract/membership-application';
import { MEMBERSHIP_APPLICATION_SERVER_MESSAGES as S } from '@contract/membership-application-documents';
import { MINIMAL_PDF, PNG_1PX } from '../../testing/fixtures';
import { adminAuthHeader, createTestApp, type TestApp, uploadTargets } from '../../testing/test-app';
import {
  APPLICANT,
  listenOnFreePort,
  applicantEmailFor,
  paidApplicationFee,
  payInSandbox,
  privateFiles,
  submitApplication,
  type ApplicationParts,
} from './payment-fixtures';
import { verifyPaymentEndpoint } from '@contract/donation';

const photo = () => ({ name: 'passport.png', content: PNG_1PX });
const certificate = () => ({ name: 'CAC certificate é.pdf', content: MINIMAL_PDF });

describe.each(await uploadTargets())('the membership application on $label', ({ database, storage }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, {}, {}, storage);
    await listenOnFreePort(t.app);
  });
  afterAll(async () => t.close());

  const apply = async (reference: string, parts: Partial<ApplicationParts> = {}) =>
    submitApplication(t.app, {
      fields: {
        ...APPLICANT,
        email: applicantEmailFor(reference),
        paymentReference: reference,
        ...parts.fields,
      },
      image: parts.image === undefined ? photo() : parts.image,
      certificate: parts.certificate === undefined ? certificate() : parts.certificate,
    });
  const membershipApplicationCount = async () =>
    (await t.app.db.selectFrom('membership_applications').select('id').execute()).length;
  const feeOf = (reference: string) =>
    t.app.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

  it('accepts an application with a paid fee, stores its files privately, uses the fee and queues the e-mail', async () => {
    const reference = await paidApplicationFee(t.app);
    const response = await apply(reference);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: S.submitted });

    const membershipApplication = await t.app.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('payment_reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(membershipApplication).toMatchObject({
      name: APPLICANT.name,
      marital_status: 'Married',
      image_mime: 'image/png',
      certificate_mime: 'application/pdf',
      status: 'pending',
    });
    expect(await t.app.files.read('private', membershipApplication.image_path!)).toEqual(PNG_1PX);
    expect((await feeOf(reference)).used_by_membership_application_id).toBe(membershipApplication.id);
    const mail = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', membershipApplication.email)
      .execute();
    expect(mail.map((m) => m.subject)).toContain('We have received your membership application');

    // Not under a public URL.
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/private/${membershipApplication.image_path}` }))
        .statusCode,
    ).not.toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/public/${membershipApplication.image_path}` }))
        .statusCode,
    ).not.toBe(200);
  });

  it('lists the application to an admin with admin-only document URLs that stream the original files', async () => {
    const reference = await paidApplicationFee(t.app);
    expect((await apply(reference)).statusCode).toBe(201);
    const headers = await adminAuthHeader(t.app);
    const list = await t.app.inject({ method: 'GET', url: getMembershipApplicationsEndpoint.path, headers });
    const body = getMembershipApplicationsResponseSchema.parse(list.json());
    const row = body.data.find((v) => v.imageUrl && v.file_path);
    expect(row).toBeDefined();
    expect(row!.imageUrl).toMatch(/^\/api\/admin\/membership-applications\/\d+\/photo$/);

    const anonymous = await t.app.inject({ method: 'GET', url: row!.file_path! });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: getMembershipApplicationsEndpoint.path })).statusCode,
    ).toBe(401);

    const download = await t.app.inject({ method: 'GET', url: row!.file_path!, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const disposition = String(download.headers['content-disposition']);
    expect(parseContentDisposition(disposition)).toMatchObject({
      type: 'attachment',
      parameters: { filename: 'CAC certificate é.pdf' },
    });
    expect(disposition).toContain('filename="CAC certificate ?.pdf"');
    expect(download.rawPayload).toEqual(MINIMAL_PDF);
    const image = await t.app.inject({ method: 'GET', url: row!.imageUrl!, headers });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(PNG_1PX);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/membership-applications/999999/photo', headers }))
        .statusCode,
    ).toBe(404);

    // The documents' paths before the rename answer alike for one release, marked deprecated.
    const oldPhotoUrl = row!.imageUrl!.replace('/membership-applications/', '/volunteers/');
    const oldPhoto = await t.app.inject({ method: 'GET', url: oldPhotoUrl, headers });
    expect(oldPhoto.statusCode).toBe(200);
    expect(oldPhoto.rawPayload).toEqual(PNG_1PX);
    expect(oldPhoto.headers.deprecation).toBe('true');
    expect(oldPhoto.headers.link).toBe(`<${row!.imageUrl!}>; rel="successor-version"`);
    expect((await t.app.inject({ method: 'GET', url: oldPhotoUrl })).statusCode).toBe(401);
  });

  it('refuses an application without a paid fee with 402 and stores nothing', async () => {
    const before = {
      membershipApplications: await membershipApplicationCount(),
      files: (await privateFiles(t)).length,
    };
    const response = await apply('never-paid-reference');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, message: S.feeNotPaid });
    expect({
      membershipApplications: await membershipApplicationCount(),
      files: (await privateFiles(t)).length,
    }).toEqual(before);
  });

  it('refuses a donation reference as the fee with 402', async () => {
    const donation = await payInSandbox(t.app, { amountKobo: 50_000 * KOBO_PER_NAIRA, purpose: 'donation' });
    await t.app.inject({
      method: 'POST',
      url: verifyPaymentEndpoint.path,
      payload: { reference: donation, purpose: 'donation', amount: 50_000 },
    });
    expect((await apply(donation)).statusCode).toBe(402);
  });

  it('refuses a fee that already paid for an application with 409', async () => {
    const reference = await paidApplicationFee(t.app);
    expect((await apply(reference)).statusCode).toBe(201);
    const again = await apply(reference, { fields: { email: 'someone.else@forum.test' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: S.feeAlreadyUsed });
  });

  it('lets only one of two simultaneous applications use one fee', async () => {
    const reference = await paidApplicationFee(t.app);
    const before = (await privateFiles(t)).length;
    const [first, second] = await Promise.all([
      apply(reference),
      apply(reference, { fields: { email: 'someone.else@forum.test' } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(
      await t.app.db
        .selectFrom('membership_applications')
        .select('id')
        .where('payment_reference', '=', reference)
        .execute(),
    ).toHaveLength(1);
    expect((await privateFiles(t)).length).toBe(before + 2);
  });

  it.each([
    [
      'image',
      { image: { name: 'passport.png', content: Buffer.from('I am a text file pretending to be a PNG') } },
      M.imageWrongType,
    ],
    ['image', { image: { name: 'passport.png', content: MINIMAL_PDF } }, M.imageWrongType],
    [
      'certificate',
      {
        certificate: {
          name: 'certificate.pdf',
          content: Buffer.from('MZ\x90\x00 an executable in disguise'),
        },
      },
      M.certificateWrongType,
    ],
  ])(
    'refuses a disguised %s (checked by content) with 400 and leaves no file, row or used fee',
    async (_label, parts, message) => {
      const reference = await paidApplicationFee(t.app);
      const before = {
        membershipApplications: await membershipApplicationCount(),
        files: (await privateFiles(t)).length,
      };
      const response = await apply(reference, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
      expect({
        membershipApplications: await membershipApplicationCount(),
        files: (await privateFiles(t)).length,
      }).toEqual(before);
      expect((await feeOf(reference)).used_by_membership_application_id).toBeNull();
    },
  );

  it.each([
    [
      'a 2 MB + 1 byte photo',
      {
        image: {
          name: 'big.png',
          content: Buffer.concat([PNG_1PX, Buffer.alloc(APPLICATION_IMAGE_MAX_BYTES)]),
        },
      },
      M.imageTooLarge,
    ],
    [
      'a 5 MB + 1 byte certificate',
      {
        certificate: {
          name: 'big.pdf',
          content: Buffer.concat([MINIMAL_PDF, Buffer.alloc(CERTIFICATE_MAX_BYTES)]),
        },
      },
      M.certificateTooLarge,
    ],
  ])('refuses %s with 413 and its message', async (_label, parts, message) => {
    const reference = await paidApplicationFee(t.app);
    const response = await apply(reference, parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message });
    expect((await feeOf(reference)).used_by_membership_application_id).toBeNull();
  });

  let feeForRefusals: string | undefined;
  it.each([
    [{ image: null }, M.imageRequired],
    [{ certificate: null }, M.certificateRequired],
    [{ image: { name: 'passport.gif', content: PNG_1PX } }, M.imageWrongType],
    [{ fields: { name: 'A' } }, M.nameTooShort],
    [{ fields: { email: 'not-an-email' } }, M.emailInvalid],
    [{ fields: { address: 'Ibadan' } }, M.addressTooShort],
    [{ fields: { phone: '0803' } }, M.phoneInvalid],
    [{ fields: { maritalStatus: 'Complicated' } }, M.maritalStatusRequired],
    [{ fields: { title: '' } }, M.titleRequired],
    [{ fields: { paymentReference: '' } }, 'The application fee payment reference is required'],
  ])('answers 400 with its message to %j', async (parts, message) => {
    // A paid fee (each case is refused, so one serves them all): an unpaid one sent before the files is
    // refused (402) before anything else is read.
    feeForRefusals ??= await paidApplicationFee(t.app);
    const response = await apply(feeForRefusals, parts as Partial<ApplicationParts>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('refuses an unpaid fee sent before the files with 402 at once, without reading the file to its end', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'feeFirstBoundary';
    const head =
      `--${boundary}\r\ncontent-disposition: form-data; name="paymentReference"\r\n\r\nnever-paid-reference\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="certificate"; filename="big.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n';
    const chunk = Buffer.alloc(64 * 1024, 0x25);
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string; closedBySender: boolean }>(
      (resolve, reject) => {
        const request = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: submitMembershipApplicationEndpoint.path,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        // A file that never ends (chunked, under every size limit): only an answer before its end can come back.
        // The client goes on sending after the answer, as a browser mid-upload does, until the server closes.
        request.write(head);
        const writer = setInterval(() => {
          if (sent < 4 * 1024 * 1024) {
            request.write(chunk);
            sent += chunk.length;
          }
        }, 5);
        let received: { status: number; body: string } | undefined;
        const finish = (error?: Error) => {
          clearInterval(writer);
          clearTimeout(giveUp);
          if (received) resolve({ ...received, closedBySender: !error || error.message !== 'gave up' });
          else reject(error ?? new Error('the connection closed without an answer'));
        };
        const giveUp = setTimeout(() => {
          request.destroy();
          finish(new Error('gave up'));
        }, 8_000);
        request.on('response', (response) => {
          const body: Buffer[] = [];
          response.on('data', (data: Buffer) => body.push(data));
          response.on('end', () => {
            received = { status: response.statusCode ?? 0, body: Buffer.concat(body).toString('utf8') };
          });
        });
        // Once the server closes the connection, the next write fails: the upload is over.
        request.on('error', (error) => finish(error));
        request.on('close', () => finish());
      },
    );
    expect(answer.status).toBe(402);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: S.feeNotPaid });
    // The server closes the connection soon after answering, rather than reading the file for ever.
    expect(answer.closedBySender).toBe(true);
    // The server goes on answering.
    expect((await apply('never-paid-reference')).statusCode).toBe(402);
  });

  it('answers 400 to a request that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: submitMembershipApplicationEndpoint.path,
      payload: { ...APPLICANT },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: S.notMultipart });
  });

  it('rolls everything back when the database fails half way: no row, no orphan file, fee still unused', async () => {
    const reference = await paidApplicationFee(t.app);
    const before = {
      membershipApplications: await membershipApplicationCount(),
      files: (await privateFiles(t)).length,
    };
    await breakFeeClaims(t, true);
    try {
      const response = await apply(reference);
      expect(response.statusCode).toBe(500);
    } finally {
      await breakFeeClaims(t, false);
    }
    expect({
      membershipApplications: await membershipApplicationCount(),
      files: (await privateFiles(t)).length,
    }).toEqual(before);
    expect((await feeOf(reference)).used_by_membership_application_id).toBeNull();
    expect((await apply(reference)).statusCode).toBe(201);
  });
});

/** A trigger that makes claiming a fee fail after the membership application row is written, to prove the rollback. */
async function breakFeeClaims(t: TestApp, broken: boolean): Promise<void> {
  if (t.target === 'sqlite') {
    if (broken) {
      await sql`create trigger fail_fee_claim before update on payments begin select raise(abort, 'simulated failure'); end`.execute(
        t.app.db,
      );
    } else {
      await sql`drop trigger if exists fail_fee_claim`.execute(t.app.db);
    }
    return;
  }
  if (broken) {
    await sql`create or replace function fail_fee_claim() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`.execute(
      t.app.db,
    );
    await sql`create trigger fail_fee_claim before update on payments for each row execute function fail_fee_claim()`.execute(
      t.app.db,
    );
  } else {
    await sql`drop trigger if exists fail_fee_claim on payments`.execute(t.app.db);
  }
}
