import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_FEE_KOBO, CURRENCY } from '@contract/constants';
import type { PaymentPurpose } from '@contract/donation';
import { sandboxCheckoutEndpoint, sandboxCheckoutResponseSchema } from '@contract/paystack';
import { nowIso } from '../../lib/clock';
import { createSandboxRepository } from '../../repositories/sandbox-repository';
import { chargeEventData } from '../paystack-emulator-shapes';
import { fireSandboxWebhook } from '../paystack-emulator-subscriptions';
import { verifyPaymentEndpoint } from '@contract/donation';
import type { TestApp } from '../../testing/test-app';
import { submitMembershipApplicationEndpoint } from '@contract/membership-application';

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

/**
 * A transaction in the emulator that the checkout did not make: in a state it never produces (failed, another
 * currency), or paid but with Paystack's `charge.success` not sent yet.
 */
export async function insertSandboxTransaction(
  app: FastifyInstance,
  {
    reference,
    amountKobo,
    currency = CURRENCY,
    status,
    email = 'payer@forum.test',
    metadata = {},
  }: {
    reference: string;
    amountKobo: number;
    currency?: string;
    status: 'success' | 'failed' | 'abandoned';
    email?: string;
    metadata?: object;
  },
): Promise<void> {
  await app.db
    .insertInto('sandbox_transactions')
    .values({
      reference,
      access_code: `ac_${reference}`,
      email,
      amount_kobo: amountKobo,
      currency,
      status,
      metadata: JSON.stringify(metadata),
      paid_at: status === 'success' ? nowIso() : null,
      created_at: nowIso(),
    })
    .execute();
}

/** Sends the emulator's transaction to the webhook as Paystack's signed `charge.success`, once more. */
export async function sendChargeSuccess(app: FastifyInstance, reference: string): Promise<void> {
  const transaction = await createSandboxRepository(app.db).findTransaction('reference', reference);
  if (!transaction) throw new Error(`no sandbox transaction ${reference}`);
  await fireSandboxWebhook(app, 'charge.success', chargeEventData(transaction));
}

/** The two orders in which Paystack's `charge.success` and the browser's verify call can reach the server. */
export const PAYMENT_EVENT_ORDERS = ['webhook first', 'verify first'] as const;

/**
 * A paid sandbox transaction whose `charge.success` comes in the given order: 'webhook first' pays through the
 * checkout, which sends it before answering; 'verify first' keeps it back until `afterVerify`, which the test
 * calls once its verify call was answered (in 'webhook first', `afterVerify` sends nothing).
 */
export async function payWithEventsIn(
  app: FastifyInstance,
  order: (typeof PAYMENT_EVENT_ORDERS)[number],
  payment: { email?: string; amountKobo: number; purpose: PaymentPurpose },
): Promise<{ reference: string; afterVerify: () => Promise<void> }> {
  if (order === 'webhook first')
    return { reference: await payInSandbox(app, payment), afterVerify: async () => undefined };
  const reference = `held-${randomBytes(6).toString('hex')}`;
  await insertSandboxTransaction(app, {
    ...payment,
    reference,
    status: 'success',
    metadata: { purpose: payment.purpose },
  });
  return { reference, afterVerify: () => sendChargeSuccess(app, reference) };
}

export async function verifyFee(app: FastifyInstance, reference: string) {
  return app.inject({
    method: 'POST',
    url: verifyPaymentEndpoint.path,
    payload: { reference, purpose: 'application_fee' },
  });
}

export async function paidApplicationFee(app: FastifyInstance): Promise<string> {
  const reference = await payInSandbox(app, { amountKobo: APPLICATION_FEE_KOBO, purpose: 'application_fee' });
  const verified = await verifyFee(app, reference);
  if (verified.statusCode !== 200) throw new Error(`fee not verified: ${verified.body}`);
  return reference;
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
  /** The ticked declaration: consent to the processing of the documents. */
  consent: 'true',
} as const;
/** The address of the applicant who paid `reference`: one with an application under review cannot apply again. */
export const applicantEmailFor = (reference: string) => `applicant-${reference.toLowerCase()}@forum.test`;

export interface ApplicationParts {
  fields?: Record<string, string>;
  image?: { name: string; content: Buffer } | null;
  certificate?: { name: string; content: Buffer } | null;
}

/** A multipart body as a browser's FormData sends it. */
async function multipartBody({ fields = {}, image, certificate }: ApplicationParts) {
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

export async function submitApplication(
  app: FastifyInstance,
  parts: ApplicationParts,
  extraHeaders: Record<string, string> = {},
) {
  const { payload, headers } = await multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: submitMembershipApplicationEndpoint.path,
    payload,
    headers: { ...headers, ...extraHeaders },
  });
}

/** Every private file in the store: on the disk or in the bucket. */
export async function privateFiles(t: TestApp): Promise<string[]> {
  const files: string[] = [];
  for await (const file of t.app.files.list('private')) files.push(file.relativePath);
  return files;
}
