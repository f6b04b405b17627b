import AxeBuilder from '@axe-core/playwright';
import { getOutboxEndpoint } from '../../contract/admin-outbox';
import { CURRENCY, DONATION_TYPE } from '../../contract/constants';
import { lagosDate } from '../../contract/lagos-time';
import {
  DONATION_TYPE_FIELD,
  sandboxCheckoutEndpoint,
  sandboxTransactionCommandEndpoint,
} from '../../contract/paystack';
import { PROGRAM_EARMARK_FIELD } from '../../contract/program-goal';
import { expect, test } from './support/test';
import { adminHeaders, signInThroughStorage } from './support/api';
import { PNG_1PX } from '../../server/testing/fixtures';
import { verifyPaymentEndpoint } from '../../contract/donation';
import { addProgramEndpoint } from '../../contract/admin-content';

/** Money that goes back, in Chromium through the sandbox: an admin refunds part of a gift. */

type Request = Parameters<typeof adminHeaders>[0];

/** A program with a ₦1,000,000 goal, added by the admin; its id. */
async function addProgram(request: Request, title: string, description: string): Promise<number> {
  const added = await request.post(addProgramEndpoint.path, {
    headers: await adminHeaders(request),
    data: {
      title,
      description,
      date: '2030-03-01',
      image: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
      goalNaira: 1_000_000,
    },
  });
  expect(added.ok()).toBe(true);
  return ((await added.json()) as { id: number }).id;
}

/** A one-off gift earmarked for the program, paid in the sandbox and verified; its reference. */
async function payGift(request: Request, email: string, naira: number, programId: number): Promise<string> {
  const paid = await request.post(sandboxCheckoutEndpoint.path, {
    data: {
      email,
      amount: naira * 100,
      currency: CURRENCY,
      metadata: {
        purpose: 'donation',
        custom_fields: [
          { ...DONATION_TYPE_FIELD, value: DONATION_TYPE },
          { ...PROGRAM_EARMARK_FIELD, value: programId },
        ],
      },
    },
  });
  const reference = ((await paid.json()) as { data: { reference: string } }).data.reference;
  const verified = await request.post(verifyPaymentEndpoint.path, {
    data: { reference, purpose: 'donation', amount: naira },
  });
  expect(verified.ok()).toBe(true);
  return reference;
}

test('the admin refunds part of a gift: the ledger, its CSV, the program’s bar and the donor’s e-mail follow', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const title = `Refund drill ${Date.now()}`;
  const programId = await addProgram(request, title, 'A program whose gift is partly refunded');

  // A donor typed ₦500,000 for ₦50,000: the gift, earmarked, paid in the sandbox and verified.
  const email = `refund-${Date.now()}@e2e.test`;
  const reference = await payGift(request, email, 500_000, programId);

  // The program's bar counts the whole gift before the refund.
  const bar = () =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .getByRole('progressbar', { name: `Raised for ${title}` });
  await page.goto('/programs');
  await expect(bar()).toHaveAttribute('aria-valuenow', '500000');

  const monthRow = () => page.getByTestId('money-in').locator(`tr[data-month="${lagosDate().slice(0, 7)}"]`);
  await page.goto('/transparency');
  const refundsBefore = Number(
    (await monthRow().locator('td').nth(4).innerText()).replace(/\s*\(\d+\)$/, '').replace(/[₦,]/g, ''),
  );

  await signInThroughStorage(page, request);
  await page.goto('/admin/donations');
  await page.getByRole('button', { name: `Refund ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel(/Reason/)).toHaveAccessibleDescription('Say why the gift is refunded');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await dialog.getByLabel(/Amount to refund/).fill('450000');
  await dialog.getByLabel(/Reason/).fill('Typed one zero too many');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Refund ₦450,000 of the ₦500,000 payment');
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Refunded ₦450,000');

  // The public ledger, as the server renders it and in the browser, and its CSV.
  await page.goto('/transparency');
  const refundsNow = Number(
    (await monthRow().locator('td').nth(4).innerText()).replace(/\s*\(\d+\)$/, '').replace(/[₦,]/g, ''),
  );
  expect(refundsNow - refundsBefore).toBe(450_000);
  await expect(page.getByTestId('money-in')).toContainText(
    `${title}: ₦500,000 (1), refunds ₦450,000, net ₦50,000`,
  );
  // Without JavaScript: the server renders the same figures.
  const html = await (await request.get('/transparency')).text();
  expect(html).toContain(', refunds ₦450,000, net ₦50,000</li>');
  expect(html).toMatch(/>Refunded<\/dt><dd[^>]*>₦450,000</);
  const csv = await (await request.get('/api/transparency.csv')).text();
  expect(csv).toContain(
    `money in by fund,${lagosDate().slice(0, 7)},${title},,500000.00,1,,,450000.00,,50000.00`,
  );

  // The program's bar goes down to what is left.
  await page.goto('/programs');
  await expect(bar()).toHaveAttribute('aria-valuenow', '50000');

  // The donor's e-mail: the amount going back and the original receipt's reference.
  const outbox = (await (await request.get(getOutboxEndpoint.path, { headers })).json()) as {
    data: Array<{ recipient: string; subject: string; text_body: string }>;
  };
  const mail = outbox.data.find((item) => item.recipient === email && item.subject.startsWith('Refund'));
  expect(mail?.text_body).toContain('₦450,000');
  expect(mail?.text_body).toContain(reference);
});

test('a disputed gift: the ledger shows the money Paystack holds apart, the gift’s row says disputed; a win changes nothing', async ({
  page,
  request,
}) => {
  const title = `Dispute drill ${Date.now()}`;
  const programId = await addProgram(request, title, 'A program whose gift is disputed');
  const reference = await payGift(request, `dispute-${Date.now()}@e2e.test`, 20_000, programId);
  const command = (action: object) =>
    request.post(sandboxTransactionCommandEndpoint.path.replace(':reference', reference), { data: action });

  // The card holder disputes the charge (what Paystack would tell the site, through the sandbox).
  expect((await command({ action: 'open-dispute' })).ok()).toBe(true);
  const held = `${title}: ₦20,000 (1)`;
  // The server's HTML, with the markers React leaves between adjacent pieces of text taken out.
  const serverText = async () =>
    (await (await request.get('/transparency')).text()).replaceAll('<!-- -->', '');
  /** The server-rendered list of money held for disputes ('' when the page shows none). */
  const heldList = async () => /data-testid="disputed">(.*?)<\/ul>/.exec(await serverText())?.[1] ?? '';
  expect(await serverText()).toContain('Disputed, held by Paystack');
  expect(await heldList()).toContain(held);
  await page.goto('/transparency');
  await expect(page.getByTestId('disputed')).toContainText(held);

  await signInThroughStorage(page, request);
  await page.goto('/admin/donations');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(/Disputed, answer by/);
  await expect(row.getByRole('button', { name: `Refund ${reference}` })).toHaveCount(0);

  // The forum wins: the money is no longer held, the gift stays counted and can be refunded again.
  expect((await command({ action: 'resolve-dispute', resolution: 'declined' })).ok()).toBe(true);
  await page.reload();
  await expect(row).toContainText('Dispute won');
  await expect(row.getByRole('button', { name: `Refund ${reference}` })).toBeVisible();
  expect(await heldList()).not.toContain(title);
  await page.goto('/programs');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('progressbar', { name: `Raised for ${title}` })).toHaveAttribute(
    'aria-valuenow',
    '20000',
  );
});
