import { expect, test } from './support/test';
import { createMemberThroughApi } from './support/api';
import { createQrMatrix, qrMatrixToSvgPath } from '../../src/features/member-card/utils/qr-matrix';

/** A member's card reads in full with scripts off (Opera Mini), under the card page's own title. */
test("a member's card shows without JavaScript; an unknown id, or none, says 'Member Not Found'", async ({
  page,
  request,
}) => {
  const name = `Chidi Okonkwo ${Date.now()}`;
  const member = await createMemberThroughApi(request, name, 'Mr');

  await page.goto(`/member-card?id=${member.ulid}`);
  await expect(page).toHaveTitle(/^Digital Membership Card \|/);
  const card = page.getByRole('article', { name: 'Digital Membership Card' });
  await expect(card).toContainText(`Mr ${name}`);
  await expect(card).toContainText('Active Member');
  await expect(card).toContainText('Unity Secondary School');
  await expect(card).not.toContainText('Private Lane');
  // The QR code holds the card's address on this site, drawn by the server.
  const address = new URL(`/member-card?id=${member.ulid}`, page.url()).href;
  const qr = card.getByRole('img', { name: /QR code linking to this membership card/ });
  await expect(qr).toHaveAttribute('data-qr-value', address);
  await expect(qr.locator('path')).toHaveAttribute('d', qrMatrixToSvgPath(createQrMatrix(address), 2));

  const unknown = await page.goto('/member-card?id=00000000-0000-7000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
  await expect(page.getByText('The requested member could not be found or is not approved.')).toBeVisible();

  // Without an id, the default id's card, which the public cannot open by its number.
  expect((await page.goto('/member-card'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
});
