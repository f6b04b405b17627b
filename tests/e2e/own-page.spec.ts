import { readFileSync } from 'node:fs';
import { lagosDate } from '../../contract/lagos-time';
import { pdfText } from '../../server/testing/pdf-text';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { E2E_ADMIN } from './support/e2e-admin';
import { startServer, type SpawnedServer } from './support/spawned-server';
import { expect, test, type Page } from './support/test';

/**
 * A donor's own page, with mail delivered to a local SMTP server (the outbox keeps no usable link): two gifts
 * in the sandbox checkout, the link asked for on /me and opened from the mail as received, both gifts listed,
 * and the year's statement downloaded and read back.
 */
test.describe("a donor's own page", () => {
  let smtp: SmtpSink;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpSink();
    server = await startServer({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      SEED_DEMO: '0',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: smtp.url,
      FORUM_ADDRESS: '12 Example Street, Ikeja, Lagos',
    });
  });
  test.afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  async function give(page: Page, amount: string, email: string) {
    await page.goto('/donate');
    await page.getByRole('button', { name: 'Donate Now' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Make a Donation' });
    await modal.getByRole('radio', { name: amount, exact: true }).check();
    await modal.getByLabel(/^Email/).fill(email);
    await modal.getByRole('button', { name: `Donate ${amount}` }).click();
    const checkout = page.getByRole('dialog', { name: /Paystack test checkout/ });
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('🎉 Donation successful! Thank you.')).toBeVisible();
  }

  test('gives twice, opens the mailed link, sees both gifts and downloads the statement', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `donor-${Date.now()}@e2e.test`;
    const page = await (
      await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true })
    ).newPage();
    await give(page, '₦50,000', email);
    await give(page, '₦100,000', email);

    await page.goto('/me');
    await page.getByLabel(/E-mail address/).fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('we have sent it a link to your page');

    await page.goto(await smtp.linkMailedTo(email, 15_000, 'own-page'));
    await page.getByRole('button', { name: 'Open my page' }).click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    const gifts = page.getByRole('table', { name: /Your gifts/ });
    await expect(gifts.getByRole('row')).toHaveCount(3);
    await expect(gifts).toContainText('₦50,000');
    await expect(gifts).toContainText('₦100,000');

    const year = Number(lagosDate().slice(0, 4));
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `Statement ${year} (PDF)` }).click();
    const download = await downloading;
    const text = await pdfText(readFileSync(await download.path()));
    expect(text).toContain(`Statement of gifts for ${year}`);
    expect(text).toContain(email);
    expect(text).toContain('12 Example Street, Ikeja, Lagos');
    expect(text).toContain(`Total given in ${year}: NGN 150,000.00 (2 gifts)`);
    expect(text).toMatch(new RegExp(`Statement number: ST-${year}-\\d{6}`));

    // The link worked once: opened again, it says so and opens nothing.
    await page.context().clearCookies();
    await page.goto(await smtp.linkMailedTo(email, 15_000, 'own-page'));
    await expect(page.getByRole('alert')).toContainText('This link has already been used');
  });
});
