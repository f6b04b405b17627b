import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_FEE_KOBO, CURRENCY } from '@contract/constants';
import type { PaymentPurpose } from '@contract/donation';
import { sandboxCheckoutEndpoint, sandboxCheckoutResponseSchema } from '@contract/paystack';
import { nowIso } from '../../lib/clock';

/** The emulator is reached over real HTTP, so the test app must listen on a port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
}

/** Pays through the sandbox checkout exactly as the browser's test checkout does; answers the reference. */
export async function payInSandbox(
  app: FastifyInstance,
  {
    email = 'payer@forum.test',
    amountKobo,
    purpose,
  }: { email?: string; amountKobo: number; purpose: PaymentPurpose },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: sandboxCheckoutEndpoint.path,
    payload: { email, amount: amountKobo, currency: CURRENCY, metadata: { purpose } },
  });
  if (response.statusCode !== 200) throw new Error(`sandbox checkout failed: ${response.body}`);
  return sandboxCheckoutResponseSchema.parse(response.json()).data.reference;
}

/** A transaction in the emulator in a state the checkout never produces (failed, another currency). */
export async function insertSandboxTransaction(
  app: FastifyInstance,
  {
    reference,
    amountKobo,
    currency = CURRENCY,
    status,
  }: { reference: string; amountKobo: number; currency?: string; status: 'success' | 'failed' | 'abandoned' },
): Promise<void> {
  await app.db
    .insertInto('sandbox_transactions')
    .values({
      reference,
      access_code: `ac_${reference}`,
      email: 'payer@forum.test',
      amount_kobo: amountKobo,
      currency,
      status,
      metadata: '{}',
      paid_at: status === 'success' ? nowIso() : null,
      created_at: nowIso(),
    })
    .execute();
}

export async function verifyFee(app: FastifyInstance, reference: string) {
  return app.inject({
    method: 'POST',
    url: '/api/donation/verify.php',
    payload: { reference, purpose: 'application_fee' },
  });
}

export async function paidApplicationFee(app: FastifyInstance): Promise<string> {
  const reference = await payInSandbox(app, { amountKobo: APPLICATION_FEE_KOBO, purpose: 'application_fee' });
  const verified = await verifyFee(app, reference);
  if (verified.statusCode !== 200) throw new Error(`fee not verified: ${verified.body}`);
  return reference;
}

/** A real (tiny) PNG image: signature, IHDR, IDAT and IEND chunks with correct CRCs. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const pixels = deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

export const APPLICANT = {
  title: 'Dr.',
  name: 'Okafor, Chinedu Emeka',
  maritalStatus: 'Married',
  gender: 'Male',
  email: 'chinedu@forum.test',
  occupation: 'Civil engineer',
  address: '12 Ring Road, Ibadan, Oyo State',
  phone: '+234 803 123 4567',
  stateOfOrigin: 'Anambra',
} as const;

export interface ApplicationParts {
  fields?: Record<string, string>;
  image?: { name: string; content: Buffer } | null;
  certificate?: { name: string; content: Buffer } | null;
}

/** A multipart body as a browser's FormData sends it. */
export async function multipartBody({ fields = {}, image, certificate }: ApplicationParts) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.content)]), image.name);
  if (certificate)
    form.append('certificateFile', new Blob([new Uint8Array(certificate.content)]), certificate.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export async function submitApplication(app: FastifyInstance, parts: ApplicationParts) {
  const { payload, headers } = await multipartBody(parts);
  return app.inject({ method: 'POST', url: '/api/volunteer/volunteer.php', payload, headers });
}
