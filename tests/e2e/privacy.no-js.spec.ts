import { expect, test } from './support/test';
import { adminHeaders } from './support/api';

/** The privacy notice reads in full with scripts off, with the periods in force, and every page links to it. */
test('the privacy notice is readable without JavaScript and linked from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(/Version \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByText(/90 days after the decision/)).toBeVisible();
  await expect(page.getByText(/30 days, then deleted/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
});

test('the member request form and the own page sign-in form link to the notice without JavaScript', async ({
  page,
}) => {
  await page.goto('/member-requisition');
  const request = page.getByRole('form', { name: 'Member request' });
  await expect(request.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  await page.goto('/me');
  const signIn = page.locator('form').filter({ has: page.getByLabel(/E-mail address/) });
  await signIn.getByRole('link', { name: 'privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
});

test("a gift made without JavaScript with 'Keep me updated' ticked records the consent", async ({
  page,
  request,
}) => {
  const email = `keen-${Date.now()}@e2e.test`;
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a Donation' });
  const keepUpdated = dialog.getByRole('checkbox', { name: "Keep me updated about the forum's work" });
  await expect(keepUpdated).not.toBeChecked();
  await expect(dialog.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  await keepUpdated.check();
  await dialog.getByRole('radio', { name: '₦250,000' }).check();
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: 'Donate ₦250,000' }).click();
  await page.getByRole('button', { name: 'Pay ₦250,000' }).click();
  await expect(page.getByRole('status')).toHaveText('🎉 Donation successful! Thank you.');

  const found = await request.get(`/api/admin/privacy?email=${encodeURIComponent(email)}`, {
    headers: await adminHeaders(request),
  });
  const { data } = (await found.json()) as { data: { consents: Array<Record<string, unknown>> } };
  expect(data.consents).toEqual([
    expect.objectContaining({ subject: 'updates', action: 'given', method: 'donation form' }),
  ]);
});
