import { expect, test, type Page } from './support/test';
import { signInThroughStorage } from './support/api';

/** Marks the document, so a later check can tell the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.describe('one cache per resource', () => {
  test("an admin's program edit shows on the home page at once, in the same visit", async ({
    page,
    request,
  }) => {
    // The demo content has a program in the coming weeks, so the home page always shows an upcoming one.
    // No program is added here: one dated today would become the upcoming program another test expects.
    await signInThroughStorage(page, request);
    await page.goto('/admin/programs');
    await markDocument(page);

    // The home page, reached from the admin by its link: its programs are now in the app's cache.
    await page.getByRole('link', { name: 'View website' }).click();
    const upcoming = page.locator('section[aria-labelledby="upcoming-heading"]');
    const heading = upcoming.getByRole('heading', { level: 3 });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? '';

    // Back in the admin (the browser's Back button: no reload), the same program is edited. Only its
    // description changes, so another test reading this program by its title is not disturbed.
    await page.goBack();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const description = `Free eye tests and reading glasses, now also on Saturdays (${Date.now()}).`;
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Program updated successfully!' }).first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'View website' }).click();
    await expect(upcoming.getByText(description)).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });
});
