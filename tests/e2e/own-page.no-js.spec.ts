import { expect, test } from './support/test';

/** The own page's sign-in form with JavaScript off: a plain form post, answered by the server's page. */
test("asks for a link to one's own page, and says what is wrong with an address, without JavaScript", async ({
  page,
}) => {
  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'Your page', level: 1 })).toBeVisible();
  const field = page.getByLabel(/E-mail address/);
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page).toHaveURL(/\/me\/sign-in$/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(field).toHaveValue('not an address');
  await expect(field).toBeFocused();

  await field.fill(`nobody-${Date.now()}@e2e.test`);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link to your page');

  await page.goto('/me/open?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
});
