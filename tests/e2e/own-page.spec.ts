import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { lagosDate } from '../../contract/lagos-time';
import { pdfText } from '../../server/testing/pdf-text';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { E2E_ADMIN } from './support/e2e-admin';
import { startServer, type SpawnedServer } from './support/spawned-server';
import { expect, test, type Page } from './support/test';
import { loginEndpoint } from '../../contract/auth';
import {
  fetchMemberRequestsEndpoint,
  updateMemberRequestStatusEndpoint,
} from '../../contract/member-request';
import { createMemberEndpoint } from '../../contract/member';

/**
 * A person's own page, with mail delivered to a local SMTP server (the outbox keeps no usable link). A donor:
 * two gifts in the sandbox checkout, the link asked for on /me and opened from the mail as received, both gifts
 * listed, the year's statement downloaded and read back, and the yes to news and appeals ticked with a gift
 * turned to no, then back to yes in a browser without JavaScript. A member: a leave request filed from the
 * page with the ULID filled in, then approved by the admin.
 */
test.describe("a person's own page", () => {
  let smtp: SmtpSink;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpSink();
    server = await startServer({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
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

  async function give(page: Page, amount: string, email: string, { keepUpdated = false } = {}) {
    await page.goto('/donate');
    await page.getByRole('button', { name: 'Donate Now' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Make a Donation' });
    await modal.getByRole('radio', { name: amount, exact: true }).check();
    await modal.getByLabel(/^Email/).fill(email);
    if (keepUpdated) await modal.getByLabel("Keep me updated about the forum's work").check();
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
    await give(page, '₦50,000', email, { keepUpdated: true });
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
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    const year = Number(lagosDate().slice(0, 4));
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `Statement ${year} (PDF)` }).click();
    const download = await downloading;
    const text = await pdfText(readFileSync(await download.path()));
    expect(text).toContain(`Statement of gifts for ${year}`);
    expect(text).toContain(email);
    expect(text).toContain('12 Example Street, Ikeja, Lagos');
    expect(text).toContain(`Total given in ${year}: ₦150,000.00 (2 gifts)`);
    expect(text).toMatch(new RegExp(`Statement number: ST-${year}-[0-9A-F]{8}`));

    // The donation form's "Keep me updated" shows as a yes to news and appeals; the person says no here.
    const newsAndAppeals = page.getByRole('group', { name: 'News and appeals by e-mail' });
    await expect(newsAndAppeals.getByRole('radio', { name: /^Yes, send me news/ })).toBeChecked();
    await expect(page.getByText('Receipts for your gifts always come')).toBeVisible();
    await newsAndAppeals.getByRole('radio', { name: 'No news or appeals' }).check();
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await expect(page.getByRole('status')).toContainText('we will send you no news or appeals');
    await page.goto('/me');
    await expect(newsAndAppeals.getByRole('radio', { name: 'No news or appeals' })).toBeChecked();

    // The link worked once: opened again, it says so and opens nothing.
    await page.context().clearCookies();
    await page.goto(await smtp.linkMailedTo(email, 15_000, 'own-page'));
    await expect(page.getByRole('alert')).toContainText('This link has already been used');

    // Without JavaScript, the page and its preferences form are plain HTML: the person says yes again.
    const noScript = await (
      await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false })
    ).newPage();
    const used = await smtp.linkMailedTo(email, 15_000, 'own-page');
    await noScript.goto('/me');
    await noScript.getByLabel(/E-mail address/).fill(email);
    await noScript.getByRole('button', { name: 'Send me a link' }).click();
    await expect(noScript.getByRole('status')).toContainText('we have sent it a link to your page');
    await expect.poll(() => smtp.linkMailedTo(email, 15_000, 'own-page'), { timeout: 15_000 }).not.toBe(used);
    await noScript.goto(await smtp.linkMailedTo(email, 15_000, 'own-page'));
    await noScript.getByRole('button', { name: 'Open my page' }).click();
    const plain = noScript.getByRole('group', { name: 'News and appeals by e-mail' });
    await expect(plain.getByRole('radio', { name: 'No news or appeals' })).toBeChecked();
    await plain.getByRole('radio', { name: /^Yes, send me news/ }).check();
    await noScript.getByRole('button', { name: 'Save my choice' }).click();
    // Saved, the browser is sent on to the page with its notice: a reload saves nothing again.
    await expect(noScript).toHaveURL(/\/me\?done=newsAndAppealsOn$/);
    await expect(noScript.getByRole('status')).toContainText("we will send you news of the forum's work");
    await expect(plain.getByRole('radio', { name: /^Yes, send me news/ })).toBeChecked();
  });

  test('a member files a leave request without typing the ULID, and sees it approved', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const { token } = (await (await api.post(loginEndpoint.path, { data: E2E_ADMIN })).json()) as {
      token: string;
    };
    const headers = { authorization: `Bearer ${token}` };
    const email = `member-${Date.now()}@e2e.test`;
    const created = await api.post(createMemberEndpoint.path, {
      headers,
      data: {
        title: 'Mrs',
        name: 'Amaka Obi',
        state_of_origin: 'Anambra',
        date_of_birth: '1988-04-02',
        place_of_residence: '3 Quiet Close, Yaba',
        type_of_work: 'Teacher',
        company_name: 'Unity School',
        position_held: 'Head of Science',
        educational_status: 'BSc',
        marital_status: 'Married',
        email,
      },
    });
    expect(created.status()).toBe(200);

    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await page.goto('/me');
    await page.getByLabel(/E-mail address/).fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.goto(await smtp.linkMailedTo(email, 15_000, 'own-page'));
    await page.getByRole('button', { name: 'Open my page' }).click();
    await expect(page.getByRole('article', { name: 'Digital Membership Card' })).toContainText('Amaka Obi');

    await page.getByText('New request').click();
    await expect(page.getByLabel('ULID')).toHaveAttribute('readonly', '');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
    await page.getByLabel(/Application Type/).selectOption('leave');
    await page.getByLabel(/Duration \(in Days\)/).fill('4');
    await page.getByLabel(/Description/).fill('Family wedding in Onitsha');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status')).toContainText('Application submitted successfully');
    const requests = page.getByRole('table', { name: /member requests/ });
    await expect(requests).toContainText('Leave: 4 days');
    await expect(requests).toContainText('Pending');

    const list = (await (await api.get(fetchMemberRequestsEndpoint.path, { headers })).json()) as {
      data: Array<{ id: number; description: string }>;
    };
    const filed = list.data.find((request) => request.description === 'Family wedding in Onitsha');
    expect(filed).toBeDefined();
    const decided = await api.post(updateMemberRequestStatusEndpoint.path, {
      headers,
      data: { id: filed!.id, status: 'approved' },
    });
    expect(decided.ok()).toBe(true);
    await page.goto('/me');
    await expect(page.getByRole('table', { name: /member requests/ })).toContainText('Approved');
    await api.dispose();
  });
});
