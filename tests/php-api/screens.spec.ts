import { writeFileSync } from 'node:fs';
import { PHP_API_ENDPOINTS } from '../../contract/endpoints';
import { getMembersEndpoint } from '../../contract/member';
import { fetchMemberRequestsEndpoint } from '../../contract/member-request';
import { getProgramsEndpoint } from '../../contract/program';
import { getSiteConfigEndpoint } from '../../contract/site';
import { FORUM_NAME } from '../../contract/constants';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { actLikeASlowPhone } from '../e2e/support/slow-phone';
import { expect, test as base, type Page, type TestInfo } from '../e2e/support/test';
import { fillMemberForm } from '../e2e/support/member-form';

/**
 * The SPA built for the forum's PHP API (VITE_API_BASE_URL) against tests/php-api/server, a plain PHP
 * implementation of its 17 calls, from another origin. Every request the page makes is recorded: one outside
 * those calls' paths (apart from the capability probe and the files the API names) fails the test.
 */
const PHP_ORIGIN = `http://127.0.0.1:${process.env.PHP_API_PORT ?? 8291}`;
const PHP_ADMIN = { email: 'admin@forum.test', password: 'php-admin-password' } as const;
const PHP_API_PATHS = new Set<string>(PHP_API_ENDPOINTS.map((endpoint) => endpoint.path));

interface SeenRequest {
  method: string;
  resourceType: string;
  url: string;
  headers: Record<string, string>;
}

const test = base.extend<{ seen: SeenRequest[] }>({
  seen: [
    async ({ page }, use) => {
      const seen: SeenRequest[] = [];
      page.on('request', (request) => {
        seen.push({
          method: request.method(),
          resourceType: request.resourceType(),
          url: request.url(),
          headers: request.headers(),
        });
      });
      // Paystack's inline script as a page carrying it would have it: the pop-up reports a paid reference that
      // the PHP side's payment verification knows.
      await page.addInitScript(() => {
        class PaystackPop {
          newTransaction(options: {
            metadata?: { purpose?: string };
            onSuccess: (transaction: { reference: string }) => void;
          }) {
            const reference =
              options.metadata?.purpose === 'application_fee' ? 'php-fee-ref' : 'php-donation-ref';
            setTimeout(() => options.onSuccess({ reference }), 50);
          }
        }
        Object.assign(window, { PaystackPop });
      });
      await use(seen);
      const outside = seen.filter(({ url }) => {
        const { origin, pathname } = new URL(url);
        if (origin !== PHP_ORIGIN) return false;
        return (
          !PHP_API_PATHS.has(pathname) &&
          pathname !== getSiteConfigEndpoint.path &&
          !pathname.startsWith('/uploads/')
        );
      });
      expect(outside.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
      const elsewhere = seen.filter(({ url }) => {
        const { origin } = new URL(url);
        return (
          origin !== PHP_ORIGIN &&
          origin !== new URL(page.url() || 'http://127.0.0.1').origin &&
          !url.startsWith('data:')
        );
      });
      expect(elsewhere.map(({ url }) => url)).toEqual([]);
      const probes = seen.filter(({ url }) => new URL(url).pathname === getSiteConfigEndpoint.path);
      // One probe per visit: each page load asks once at most.
      const pageLoads = seen.filter(({ resourceType }) => resourceType === 'document').length;
      expect(probes.length).toBeLessThanOrEqual(pageLoads);
    },
    { auto: true },
  ],
});

function writeFile(testInfo: TestInfo, name: string, content: Buffer): string {
  const file = testInfo.outputPath(name);
  writeFileSync(file, content);
  return file;
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

async function signIn(page: Page) {
  await page.goto('/auth/sign-in');
  await page.getByLabel(/email/i).fill(PHP_ADMIN.email);
  await page.getByLabel(/password/i).fill(PHP_ADMIN.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(/\/admin/);
}

test.describe('public pages on the PHP API', () => {
  test("home shows today's program; public reads carry no custom header", async ({ page, seen }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Food bank day' })).toBeVisible();
    const read = seen.find(({ url }) => url.endsWith(getProgramsEndpoint.path));
    expect(read).toBeDefined();
    expect(Object.keys(read!.headers).filter((name) => /^(content-type|authorization)$/i.test(name))).toEqual(
      [],
    );
    expect(seen.some(({ method }) => method === 'OPTIONS')).toBe(false);
  });

  test('programs, the blog newest first and one article', async ({ page }) => {
    await page.goto('/programs');
    await expect(page.getByRole('heading', { name: 'Back to school drive' })).toBeVisible();
    await page.goto('/blog');
    const titles = page.getByRole('article').getByRole('heading');
    await expect(titles.first()).toHaveText('Newer PHP story');
    await expect(titles.nth(1)).toHaveText('Older PHP story');
    await page.goto('/blog/2');
    await expect(page.getByRole('heading', { name: 'Newer PHP story', level: 1 })).toBeVisible();
    await expect(page.getByText('Second body.')).toBeVisible();
    // PHP's relative upload path loads from the API's origin.
    const image = page.getByRole('img', { name: 'Newer PHP story' });
    await expect(image).toHaveAttribute('src', `${PHP_ORIGIN}/uploads/seed-program.png`);
  });

  test('a member card by its id, and an unknown one', async ({ page }) => {
    await page.goto('/member-card?id=1');
    await expect(page.getByText('Amaka Obi').first()).toBeVisible();
    // The QR code opens the card by the id it was opened with: the PHP API's member card call takes the member's id.
    await expect(page.getByRole('img', { name: /QR code linking to this membership card/ })).toHaveAttribute(
      'data-qr-value',
      /\/member-card\?id=1$/,
    );
    await page.goto('/member-card?id=999');
    await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
  });

  test('a member request', async ({ page }) => {
    await page.goto('/member-requisition');
    await page.getByLabel('Name').fill('Chidi Eze');
    await page.getByLabel('ULID').fill('c'.repeat(36));
    await page.getByLabel('Application Type').selectOption('leave');
    await page.getByLabel('Duration (in Days)').fill('3');
    await page.getByLabel('Description').fill('A wedding at home');
    await page.getByRole('button', { name: /submit/i }).click();
    await expectToast(page, 'Application submitted successfully');
  });

  test('a donation through the Paystack pop-up, verified by the PHP API', async ({ page }) => {
    await page.goto('/donate');
    await page.getByRole('button', { name: 'Donate Now' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Make a Donation' });
    await modal.getByRole('radio', { name: '₦50,000', exact: true }).check();
    await modal.getByLabel(/^Email/).fill('donor@example.org');
    await modal.getByRole('button', { name: /^Donate ₦/ }).click();
    await expect(page.getByText('🎉 Donation successful! Thank you.')).toBeVisible();
  });

  test('the application fee, then the multipart application, on a slow phone', async ({ page }, testInfo) => {
    // On a static host the app draws the page: 'Join the Movement' is tapped as soon as it shows, before the
    // form's code has arrived.
    test.slow(true, "a slow phone's profile takes several times as long");
    await actLikeASlowPhone(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Movement' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Join the Movement' });
    await modal
      .getByLabel(/^Passport Photograph/)
      .setInputFiles(writeFile(testInfo, 'passport.png', PNG_1PX));
    await modal.getByLabel(/^Title/).fill('Mrs.');
    await modal.getByLabel(/^Full Name/).fill('Adeyemi, Funke Grace');
    await modal.getByLabel(/^Marital Status/).selectOption('Married');
    await modal.getByLabel(/^Gender/).selectOption('Female');
    await modal.getByLabel(/^Email Address/).fill('funke@example.org');
    await modal.getByLabel(/^Occupation/).fill('Nurse');
    await modal.getByLabel(/^Address/).fill('4 Bodija Market Road, Ibadan');
    await modal.getByLabel(/^Phone Number/).fill('+234 805 555 0101');
    await modal.getByLabel(/^State of Origin/).fill('Oyo');
    await modal
      .getByLabel(/^Required Certificates/)
      .setInputFiles(writeFile(testInfo, 'cac.pdf', MINIMAL_PDF));
    await modal.getByRole('checkbox', { name: /I agree that the forum processes/ }).check();
    await modal.getByRole('button', { name: 'Pay Application Fee ₦50,000' }).click();
    const payment = page.getByRole('dialog', { name: 'Pay for Your Application' });
    await payment.getByPlaceholder('Your Email').fill('funke@example.org');
    await payment.getByRole('button', { name: 'Pay Application fee ₦50000' }).click();
    await expect(page.getByText('🎉 Application Fee Paid successfully! You can now submit')).toBeVisible();
    await modal.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText(`Welcome to ${FORUM_NAME}!`)).toBeVisible();
  });
});

test.describe('admin on the PHP API', () => {
  test('signs in; every screen the PHP API serves shows its data; ours-only screens are hidden', async ({
    page,
    seen,
  }) => {
    await signIn(page);
    const navigation = page.getByRole('navigation', { name: 'Admin', exact: true });
    await expect(navigation.getByRole('link', { name: 'Create Member' })).toBeVisible();
    for (const hidden of ['Dashboard', 'Donations', 'Audit Log', 'Blog Posts', 'Admins']) {
      await expect(navigation.getByRole('link', { name: hidden })).toHaveCount(0);
    }
    await expect(page.getByText('Could not reach the server')).toHaveCount(0);

    await page.goto('/admin/view-members');
    await expect(page.getByRole('cell', { name: 'Amaka Obi', exact: true })).toBeVisible();
    // A status the site does not know (pending) does not empty the list.
    await expect(page.getByRole('cell', { name: 'Bola Ade', exact: true })).toBeVisible();

    await page.goto('/admin/member-application');
    await expect(page.getByRole('cell', { name: 'Amaka Obi', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Bola Ade', exact: true })).toBeVisible();

    await page.goto('/admin/volunteers');
    await expect(page.getByText('Total Volunteers')).toBeVisible();

    await page.goto('/admin/donations');
    await expect(page.getByText('This server does not offer this screen.')).toBeVisible();

    const adminReads = seen.filter(({ url }) =>
      [getMembersEndpoint, fetchMemberRequestsEndpoint].some(({ path }) =>
        new URL(url).pathname.endsWith(path),
      ),
    );
    expect(adminReads.length).toBeGreaterThan(0);
    for (const read of adminReads) expect(read.headers.authorization).toMatch(/^Bearer /);
  });

  test('creates, edits and deletes a member', async ({ page }) => {
    const name = `Adaeze Okafor ${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/create-member');
    const form = page.locator('main form');
    await fillMemberForm(form, { name, email: 'adaeze@example.org' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

    await page.goto('/admin/view-members');
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${name}` });
    await editForm.getByLabel('Position Held').fill('Matron');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Member updated successfully!');
    await expect(page.getByRole('cell', { name: 'Matron', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Member deleted successfully!');
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Amaka Obi', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  });

  test('adds a blog post with an image, seen on /blog, and a program', async ({ page }, testInfo) => {
    const title = `Borehole ${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/add-blog');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('A new borehole now serves 600 homes.');
    await page.getByLabel('Body').fill('<p>The borehole was dug in three weeks.</p>');
    await page.getByLabel('Author').fill('Bola Adeyemi');
    await page.getByLabel('Image').setInputFiles(writeFile(testInfo, 'picture.png', PNG_1PX));
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await expectToast(page, 'Blog added successfully!');
    await page.goto('/blog');
    await expect(page.getByRole('article').getByRole('heading').first()).toHaveText(title);
    const image = page.getByRole('article').first().locator('img');
    await expect(image).toHaveAttribute('src', new RegExp(`^${PHP_ORIGIN}/uploads/`));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    const program = `Eye clinic ${Date.now()}`;
    await page.goto('/admin/add-program');
    await page.getByLabel('Title').fill(program);
    await page.getByLabel('Description').fill('Free eye tests for the elderly.');
    await page.getByLabel('Date').fill('2031-01-15');
    await page.getByLabel('Image').setInputFiles(writeFile(testInfo, 'program.png', PNG_1PX));
    await page.getByRole('button', { name: 'Add Program' }).click();
    await expectToast(page, 'Program added successfully.');
    await page.goto('/programs');
    await expect(page.getByRole('heading', { name: program })).toBeVisible();
  });

  test('approves a pending member request', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/member-application');
    const row = page.getByRole('row').filter({ hasText: 'Amaka Obi' });
    await row.getByRole('button', { name: /approve/i }).click();
    await page
      .getByRole('dialog')
      .or(page.getByRole('alertdialog'))
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expectToast(page, 'Response successful! An Email will be sent to the member');
    await expect(row.getByText(/approved/i)).toBeVisible();
  });
});
