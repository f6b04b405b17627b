import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type APIRequestContext } from './support/test';
import { adminHeaders, signInThroughStorage } from './support/api';
import { APPLICATION_FEE_KOBO, CURRENCY } from '../../contract/constants';
import { PROGRAM_EARMARK_FIELD } from '../../contract/program-goal';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { verifyPaymentEndpoint } from '../../contract/donation';
import {
  getMembershipApplicationsEndpoint,
  submitMembershipApplicationEndpoint,
} from '../../contract/membership-application';
import { getProgramsEndpoint } from '../../contract/program';
import { addProgramEndpoint } from '../../contract/admin-content';

/** The data folder of the server the suite started (playwright.config.ts). */
const port = Number(process.env.E2E_PORT ?? 8123);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.e2e/data-${port}`);
const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;

async function payInSandbox(request: APIRequestContext, email: string, amount: number, metadata: object) {
  const paid = await request.post('/sandbox/paystack/checkout/pay', {
    data: { email, amount, currency: CURRENCY, metadata },
  });
  expect(paid.ok()).toBe(true);
  return ((await paid.json()) as { data: { reference: string } }).data.reference;
}

/** The application's stored documents, read from the server's own database. */
function documentsOf(applicationId: number): string[] {
  const db = new SqliteDatabase(path.join(dataDir, 'forum.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select image_path, certificate_path from membership_applications where id = ?')
      .get(applicationId) as { image_path: string | null; certificate_path: string | null };
    return [row.image_path, row.certificate_path]
      .filter((file): file is string => file !== null)
      .map((file) => path.join(dataDir, 'uploads', 'private', file));
  } finally {
    db.close();
  }
}

test('a rejected applicant’s documents are gone from the store 90 days after the decision', async ({
  request,
}) => {
  const email = `rejected-${Date.now()}@e2e.test`;
  const reference = await payInSandbox(request, email, APPLICATION_FEE_KOBO, { purpose: 'application_fee' });
  const verified = await request.post(verifyPaymentEndpoint.path, {
    data: { reference, purpose: 'application_fee' },
  });
  expect(verified.ok()).toBe(true);
  const applied = await request.post(submitMembershipApplicationEndpoint.path, {
    multipart: {
      title: 'Mr.',
      name: 'Rejected Applicant',
      maritalStatus: 'Single',
      gender: 'Male',
      email,
      occupation: 'Trader',
      address: '4 Bodija Market Road, Ibadan',
      phone: '+234 805 555 0101',
      stateOfOrigin: 'Oyo',
      paymentReference: reference,
      consent: 'true',
      image: { name: 'passport.png', mimeType: 'image/png', buffer: PNG_1PX },
      certificateFile: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
    },
  });
  expect(applied.status()).toBe(201);
  const headers = await adminHeaders(request);
  const list = (await (await request.get(getMembershipApplicationsEndpoint.path, { headers })).json()) as {
    data: Array<{ id: number; email: string }>;
  };
  const application = list.data.find((item) => item.email === email)!;
  const rejected = await request.put(`/api/admin/membership-applications/${application.id}/status`, {
    headers,
    data: { status: 'rejected' },
  });
  expect(rejected.ok()).toBe(true);
  const files = documentsOf(application.id);
  expect(files).toHaveLength(2);
  for (const file of files) expect(existsSync(file)).toBe(true);

  const retention = (days: number, ...extra: string[]) =>
    run(
      'npx',
      [
        'tsx',
        'server/scripts/retention.ts',
        `--now=${new Date(Date.now() + days * DAY_MS).toISOString()}`,
        ...extra,
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          PAYMENTS_MODE: 'sandbox',
          ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
          PUBLIC_URL: 'http://127.0.0.1',
          LOG_LEVEL: 'silent',
        },
      },
    );
  const early = await retention(89);
  expect(early.stdout).not.toContain(`application ${application.id}:`);
  for (const file of files) expect(existsSync(file)).toBe(true);
  const listed = await retention(91, '--dry-run');
  expect(listed.stdout).toContain(`application ${application.id}:`);
  for (const file of files) expect(existsSync(file)).toBe(true);
  await retention(91);
  for (const file of files) expect(existsSync(file)).toBe(false);
  const photo = await request.get(`/api/admin/membership-applications/${application.id}/photo`, { headers });
  expect(photo.status()).toBe(404);
});

test('an admin exports, then erases, a donor, and /transparency shows the same totals', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const title = `Clinic ${Date.now()}`;
  const added = await request.post(addProgramEndpoint.path, {
    headers,
    data: {
      title,
      description: 'A clinic for a village',
      date: '2030-03-01',
      image: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
    },
  });
  expect(added.ok()).toBe(true);
  const programs = (await (await request.get(getProgramsEndpoint.path)).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const program = programs.data.find((item) => item.title === title)!;
  const email = `donor-${Date.now()}@e2e.test`;
  const reference = await payInSandbox(request, email, 7_500_000, {
    purpose: 'donation',
    custom_fields: [{ ...PROGRAM_EARMARK_FIELD, value: program.id }],
  });
  expect(
    (await request.post(verifyPaymentEndpoint.path, { data: { reference, purpose: 'donation' } })).ok(),
  ).toBe(true);

  const fundRow = async () => {
    await page.goto('/transparency');
    const row = page.getByTestId('balances').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('₦75,000');
    return row.innerText();
  };
  const before = await fundRow();

  await signInThroughStorage(page, request);
  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('table', { name: 'Gifts' })).toContainText(reference);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (JSON and files)' }).click();
  const archive = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
  const exported = JSON.parse(strFromU8(archive['personal-data.json']!)) as {
    email: string;
    gifts: Array<{ reference: string }>;
  };
  expect(exported.email).toBe(email);
  expect(exported.gifts.map((gift) => gift.reference)).toEqual([reference]);

  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase this person?' });
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('The person was erased')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gifts' })).toHaveCount(0);

  expect(await fundRow()).toBe(before);
  const found = await request.get(`/api/admin/privacy?email=${encodeURIComponent(email)}`, { headers });
  expect(((await found.json()) as { data: { gifts: unknown[] } }).data.gifts).toEqual([]);
});
