import { listPaymentsEndpoint, listDonationsResponseSchema } from '../../contract/admin-donations';
import {
  fetchMemberRequestsEndpoint,
  fetchMemberRequestsResponseSchema,
} from '../../contract/member-request';
import { addProgramEndpoint } from '../../contract/admin-content';
import { PNG_1PX } from '../../server/testing/fixtures';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminHeaders, createMemberThroughApi } from './support/api';

/**
 * The forms a visitor fills in, with JavaScript off: a donation through the sandbox's hosted checkout (the
 * page Paystack hosts at `authorization_url`) and back, and a member request checked by the server.
 */

async function openDonationForm(page: Page) {
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a Donation' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The payments the admin's list has from this e-mail address. */
async function paymentsBy(request: APIRequestContext, email: string) {
  const listed = await request.get(listPaymentsEndpoint.path, { headers: await adminHeaders(request) });
  return listDonationsResponseSchema.parse(await listed.json()).data.filter((p) => p.email === email);
}

test('a donation goes through the hosted checkout and back to the thanks, and is recorded once', async ({
  page,
  request,
}) => {
  const email = `no-js-${Date.now()}@e2e.test`;
  const dialog = await openDonationForm(page);
  await dialog.getByRole('radio', { name: '₦250,000' }).check();
  await dialog.getByLabel(/^Email/).fill(email);
  // The button's words follow the checked amount by CSS alone.
  await dialog.getByRole('button', { name: 'Donate ₦250,000' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₦250,000' }).click();

  await expect(page).toHaveURL(/\/donate\/thank-you\?trxref=[^&]+&reference=/);
  await expect(page.getByRole('status')).toHaveText('🎉 Donation successful! Thank you.');
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('🎉 Donation successful! Thank you.');

  // The admin's list of payments has the gift, once.
  const payments = await paymentsBy(request, email);
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ purpose: 'donation', amountKobo: 250_000 * 100 });

  await page.getByRole('link', { name: 'Back to Donate' }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test('a monthly gift goes through the hosted checkout with its plan and back to the thanks', async ({
  page,
  request,
}) => {
  const email = `no-js-monthly-${Date.now()}@e2e.test`;
  const dialog = await openDonationForm(page);
  await dialog.getByRole('radio', { name: 'Give monthly' }).check();
  await dialog.getByLabel(/^Email/).fill(email);
  // The button's words follow the frequency by CSS alone.
  await dialog.getByRole('button', { name: 'Donate ₦50,000 monthly' }).click();

  // The checkout was started with the amount's plan: Paystack charges it every month.
  await expect(page.getByText('every month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₦50,000' }).click();
  await expect(page.getByRole('status')).toHaveText('🎉 Donation successful! Thank you.');

  const payments = await paymentsBy(request, email);
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ purpose: 'donation', amountKobo: 50_000 * 100 });
});

test('the button never names a preset that a typed amount replaces', async ({ page }) => {
  const dialog = await openDonationForm(page);
  const amount = dialog.getByLabel(/enter your own amount/i);
  await dialog.getByRole('radio', { name: 'Give monthly' }).check();
  await amount.fill('1500');
  // The typed amount is charged; the page cannot write it without a script, so the button names no amount.
  await expect(dialog.getByRole('button', { name: 'Donate monthly', exact: true })).toBeVisible();
  // A number the browser cannot read is sent empty: the preset is charged, and named.
  await amount.clear();
  await amount.pressSequentially('1e');
  await expect(dialog.getByRole('button', { name: 'Donate ₦50,000 monthly', exact: true })).toBeVisible();
  await amount.clear();
  await expect(dialog.getByRole('button', { name: 'Donate ₦50,000 monthly', exact: true })).toBeVisible();
});

test('a donation cancelled at the checkout comes back to the cancelled message, recording nothing', async ({
  page,
  request,
}) => {
  const email = `no-js-cancel-${Date.now()}@e2e.test`;
  const dialog = await openDonationForm(page);
  await dialog.getByLabel(/enter your own amount/i).fill('1500');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: /^Donate/ }).click();
  await expect(page.getByRole('button', { name: 'Pay ₦1,500' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Paystack says the transaction was abandoned: the page answers at once, before a first retry would.
  await expect(page.getByRole('status')).toHaveText('Donation process was canceled.', { timeout: 3000 });
  await expect(page.getByText('If money left your account')).toHaveCount(0);
  expect(await paymentsBy(request, email)).toEqual([]);
});

test('a donation with a wrong e-mail comes back with the message under the field, in view and focused', async ({
  page,
}) => {
  const dialog = await openDonationForm(page);
  await dialog.getByLabel(/^Email/).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Donate ₦50,000' }).click();
  const form = page.getByRole('region', { name: 'Make a Donation' });
  await expect(form.getByLabel(/^Email/)).toHaveValue('not-an-email');
  await expect(form.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form.getByRole('radio', { name: '₦50,000' })).toBeChecked();
  // The form is far below the page's top: the browser brings the field to fix into view by itself.
  await expect(form.getByLabel(/^Email/)).toBeFocused();
  await expect(form.getByLabel(/^Email/)).toBeInViewport();
});

test('a gift for a program sent back to be fixed stays the program’s, and is counted for it', async ({
  page,
  request,
}) => {
  const title = `Free Medical Outreach ${Date.now()}`;
  const added = await request.post(addProgramEndpoint.path, {
    headers: await adminHeaders(request),
    data: {
      title,
      description: 'Check-ups and medicines in Moniya',
      date: '2030-04-01',
      image: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
      goalNaira: 1_000_000,
      goalEndsOn: '2030-04-30',
    },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/programs');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `Support this program: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Support ${title}` });
  await dialog.getByLabel(/enter your own amount/i).fill('115');
  await dialog.getByLabel(/^Email/).fill('no-js-program@e2e');
  await dialog.getByRole('button', { name: /^Donate/ }).click();

  const form = page.getByRole('region', { name: `Support ${title}` });
  await expect(form.getByRole('region', { name: `Your gift goes to ${title}` })).toBeVisible();
  await expect(form.getByLabel(/^Email/)).toBeFocused();
  await form.getByLabel(/^Email/).fill(`no-js-program-${Date.now()}@e2e.test`);
  await form.getByRole('button', { name: /^Donate/ }).click();
  await page.getByRole('button', { name: 'Pay ₦115' }).click();
  await expect(page.getByRole('status')).toHaveText('🎉 Donation successful! Thank you.');

  await page.goto('/programs');
  await expect(card).toContainText('₦115 raised of ₦1,000,000');
});

test('a member request shows the server’s messages under its fields, then goes through once, reloaded or not', async ({
  page,
  request,
}) => {
  const name = `Kemi Ojo ${Date.now()}`;
  const member = await createMemberThroughApi(request, name);
  await page.goto('/member-requisition');
  const duration = page.getByLabel('Duration (in Days)');
  const amount = page.getByLabel('Amount (in Naira)');
  await expect(duration).toBeHidden();
  await expect(amount).toBeHidden();
  // The type shows its own field by CSS (`:has(:checked)`), with no script.
  await page.getByLabel('Application Type').selectOption({ label: 'Raise Application' });
  await expect(amount).toBeVisible();
  await expect(duration).toBeHidden();
  await page.getByLabel('Application Type').selectOption({ label: 'Leave Application' });
  await expect(duration).toBeVisible();
  await expect(amount).toBeHidden();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('ULID').fill(member.ulid.slice(0, 10));
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('alert')).toContainText('Please fix the errors in the form');
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('ULID')).toHaveAccessibleDescription(/ULID must be 36 characters/);
  await expect(duration).toHaveAccessibleDescription('Duration is required for leave');
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription(/Description is required/);
  await expect(page.getByLabel('Application Type')).toHaveValue('leave');

  await page.getByLabel('ULID').fill(member.ulid);
  await duration.fill('4');
  await page.getByLabel('Description').fill('Attending my brother’s graduation in Ilorin');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('status')).toHaveText('Application submitted successfully');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('ULID')).toHaveValue('');
  // The visitor reloads the page that says so: it says so again and sends nothing.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Application submitted successfully');

  expect(await memberRequestsOf(request, member.ulid)).toEqual([
    expect.objectContaining({ type: 'leave', duration: 4, amount: undefined }),
  ]);
});

test('a member request the browser sends twice (its first answer lost) is filed once and says it was sent', async ({
  page,
  request,
}) => {
  const member = await createMemberThroughApi(request, `Bola Ade ${Date.now()}`);
  // The first post reaches the server but its answer never reaches the browser, which sends the form again.
  await page.route('**/member-requisition', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ response: await route.fetch({ maxRedirects: 0 }) });
  });
  await page.goto('/member-requisition');
  await page.getByLabel('Name').fill('Bola Ade');
  await page.getByLabel('ULID').fill(member.ulid);
  await page.getByLabel('Application Type').selectOption({ label: 'Raise Application' });
  await page.getByLabel('Amount (in Naira)').fill('15000');
  await page.getByLabel('Description').fill('Transport to the new site');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status')).toHaveText('Application submitted successfully');

  expect(await memberRequestsOf(request, member.ulid)).toEqual([
    expect.objectContaining({ type: 'raise', amount: 15000 }),
  ]);
});

/** The member requests filed for a member, as the admin's list has them. */
async function memberRequestsOf(request: APIRequestContext, ulid: string) {
  const listed = await request.get(fetchMemberRequestsEndpoint.path, {
    headers: await adminHeaders(request),
  });
  return fetchMemberRequestsResponseSchema.parse(await listed.json()).filter((r) => r.ulid === ulid);
}
