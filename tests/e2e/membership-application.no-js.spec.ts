import { expect, test } from './support/test';
import { organisation } from '../../src/content/organisation';

// Applying needs the app (the fee's pop-up, the uploads): without JavaScript the dialog says so and offers the
// forum's phone and e-mail instead of fields that could never be sent.
test('Join the Movement without JavaScript says applying needs it, offers the phone and e-mail, and shows no field', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the Movement' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Join the Movement' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Applying for membership needs JavaScript/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: organisation.contact.phone })).toHaveAttribute(
    'href',
    organisation.contact.phoneHref,
  );
  await expect(dialog.getByRole('link', { name: organisation.contact.email })).toHaveAttribute(
    'href',
    `mailto:${organisation.contact.email}`,
  );
  await expect(dialog.getByText('Fill out the form below to become a member')).toBeHidden();
  await expect(dialog.locator('input:visible, select:visible, textarea:visible')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Pay|Submit/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
