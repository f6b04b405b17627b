import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test';
import { APPLICATION_FEE_KOBO, CURRENCY } from '../../contract/constants';
import { lagosDate } from '../../contract/lagos-time';
import { adminHeaders, signInThroughForm, signInThroughStorage } from './support/api';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { verifyPaymentEndpoint } from '../../contract/donation';
import { submitMembershipApplicationEndpoint } from '../../contract/membership-application';
import { fillMemberForm } from './support/member-form';

function writeImage(testInfo: TestInfo): string {
  const file = testInfo.outputPath('picture.png');
  writeFileSync(file, PNG_1PX);
  return file;
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** Pays the application fee in the sandbox, verifies it and files an application, as the public form does. */
async function applyThroughApi(request: APIRequestContext, email: string, name: string): Promise<void> {
  const paid = await request.post('/sandbox/paystack/checkout/pay', {
    data: {
      email,
      amount: APPLICATION_FEE_KOBO,
      currency: CURRENCY,
      metadata: {
        purpose: 'application_fee',
        custom_fields: [{ display_name: 'Donation Type', variable_name: 'donation_type', value: 'once' }],
      },
    },
  });
  expect(paid.ok()).toBe(true);
  const { data } = (await paid.json()) as { data: { reference: string } };
  const verified = await request.post(verifyPaymentEndpoint.path, {
    data: { reference: data.reference, purpose: 'application_fee' },
  });
  expect(await verified.json()).toMatchObject({ status: 'success' });
  const applied = await request.post(submitMembershipApplicationEndpoint.path, {
    multipart: {
      title: 'Mrs.',
      name,
      maritalStatus: 'Married',
      gender: 'Female',
      email,
      occupation: 'Pharmacist',
      address: '12 Ring Road, Ibadan, Oyo State',
      phone: '+234 805 555 0199',
      stateOfOrigin: 'Oyo',
      paymentReference: data.reference,
      consent: 'true',
      image: { name: 'passport.png', mimeType: 'image/png', buffer: PNG_1PX },
      certificateFile: {
        name: 'cac-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: MINIMAL_PDF,
      },
    },
  });
  expect(applied.ok()).toBe(true);
}

test.describe('admin area', () => {
  test('signs in, creates a member, finds, edits and deletes it through the dialog', async ({ page }) => {
    const name = `Adaeze Okafor ${Date.now()}`;
    await signInThroughForm(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Volunteers awaiting review')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Admin', exact: true })
      .getByRole('link', { name: 'Create Member' })
      .click();
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Required')).toHaveCount(11);
    await fillMemberForm(form, { name, email: 'adaeze@e2e.test' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Member created successfully');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

    await page.getByRole('link', { name: 'View Members' }).click();
    await expect(page.getByRole('heading', { name: 'Members List' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${name}` });
    await expect(editForm.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'adaeze@e2e.test',
    );
    await editForm.getByLabel('Position Held').fill('Matron');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Member updated successfully!');
    await expect(page.getByRole('cell', { name: 'Matron', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this member?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Member deleted successfully!');
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByText('No rows match your search')).toBeVisible();
  });

  test('adds a blog with an image and it appears on /blog', async ({ page, request }, testInfo) => {
    const title = `Clean water for Moniya ${Date.now()}`;
    await signInThroughStorage(page, request);
    await page.goto('/admin/add-blog');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('A new borehole now serves 600 homes.');
    await page.getByLabel('Body').fill('<p>The borehole was dug in <strong>three weeks</strong>.</p>');
    await expect(page.getByTestId('blog-body-preview').locator('strong')).toHaveText('three weeks');
    await page.getByLabel('Author').fill('Bola Adeyemi');
    await page.getByLabel('Image').setInputFiles(writeImage(testInfo));
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await expectToast(page, 'Blog added successfully!');

    await page.goto('/blog');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.or(page.getByText(title)).first()).toBeVisible();
  });

  test('adds a program dated today (Lagos) and the home page shows it as the upcoming program', async ({
    page,
    request,
  }, testInfo) => {
    const title = `Eye screening at Agodi ${Date.now()}`;
    await signInThroughStorage(page, request);
    await page.goto('/admin/add-program');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Free eye tests and reading glasses for the elderly.');
    await page.getByLabel('Date').fill(lagosDate());
    await page.getByLabel('Image').setInputFiles(writeImage(testInfo));
    await page.getByRole('button', { name: 'Add Program' }).click();
    await expectToast(page, 'Program added successfully.');

    await page.goto('/');
    const upcoming = page.locator('section[aria-labelledby="upcoming-heading"]');
    await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
  });

  test('reviews a paid application: certificate download, photo viewer, accept, member card', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const name = `Funke Balogun ${stamp}`;
    await applyThroughApi(request, `funke.${stamp}@e2e.test`, name);

    await signInThroughStorage(page, request);
    await page.goto('/admin/volunteers');
    await expect(page.getByText('Total Volunteers')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download the certificate of ${name}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cac-certificate.pdf');
    const path = await file.path();
    expect(path).toBeTruthy();

    const thumbnail = row.getByRole('button', { name: `View the photo of ${name}` }).locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await row.getByRole('button', { name: `View the photo of ${name}` }).click();
    const viewer = page.getByRole('dialog', { name: `Passport photograph of ${name}` });
    const photo = viewer.getByRole('img', { name: `Passport photograph of ${name}` });
    await expect(photo).toHaveAttribute('src', /^blob:/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await viewer.getByRole('button', { name: 'Close' }).last().click();
    await expect(viewer).toBeHidden();

    await row.getByRole('button', { name: `Accept the application of ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Application accepted');
    await expect(row.getByText('Accepted')).toBeVisible();

    await page.getByRole('link', { name: 'View their member card' }).click();
    await expect(page.getByText('Digital Membership Card')).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText('Active Member')).toBeVisible();

    // On a phone, the member made from it ('Mrs.' became the title Mrs) is edited one field at a time: the
    // form opens whole in view, under the row the table was scrolled sideways to reach.
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/admin/view-members');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await edit.click();
    const editForm = page.getByRole('form', { name: `Edit ${name}` });
    const title = editForm.getByRole('combobox', { name: 'Title' });
    await expect(title).toBeFocused();
    await expect(title).toHaveValue('Mrs');
    await expect(title).toBeInViewport({ ratio: 1 });
    await editForm.getByRole('textbox', { name: 'Company Name' }).fill('Emzor Pharmaceuticals');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Member updated successfully!');
    await expect(page.getByRole('cell', { name: 'Emzor Pharmaceuticals', exact: true })).toBeAttached();
    await expect(edit).toBeFocused();
  });

  test('the dashboard totals and donations screen answer from the server', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const dashboard = (await (await request.get('/api/admin/dashboard', { headers })).json()) as {
      data: { members: number };
    };
    await signInThroughStorage(page, request);
    await page.goto('/admin');
    await expect(
      page.getByRole('link', { name: new RegExp(`^Members\\s*${dashboard.data.members}$`) }),
    ).toBeVisible();
    await page.getByRole('link', { name: /^Donations Every recorded payment/ }).click();
    await expect(page.getByRole('heading', { name: 'Donations' })).toBeVisible();
    await expect(page.getByTestId('payments-total')).toContainText('₦');
  });

  test('an admin call refused with 401 returns the admin to sign-in with the expiry message', async ({
    page,
  }) => {
    // A token the browser accepts (unexpired) but the server does not (signed with another secret).
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', email: 'x@e2e.test', exp: Math.floor(Date.now() / 1000) + 600 })}`;
    const forged = `${unsigned}.${createHmac('sha256', 'not-the-server-secret-at-all-xxxxxxxx').update(unsigned).digest('base64url')}`;
    await page.addInitScript((token) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('isLoggedIn', 'true');
        window.sessionStorage.setItem('seeded', '1');
      }
    }, forged);
    await page.goto('/admin/view-members');
    await page.waitForURL(/\/auth\/sign-in/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});

test.describe('admin area accessibility', () => {
  const ADMIN_PAGES = [
    '/admin',
    '/admin/create-member',
    '/admin/view-members',
    '/admin/volunteers',
    '/admin/add-blog',
    '/admin/add-program',
    '/admin/blogs',
    '/admin/programs',
    '/admin/donations',
    '/admin/donors',
    '/admin/audit-log',
  ];

  for (const path of ADMIN_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page, request }) => {
      await signInThroughStorage(page, request);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  for (const width of [360, 1280]) {
    test(`/admin/add-blog at ${width} px keeps its heading levels in order`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInThroughStorage(page, request);
      await page.goto('/admin/add-blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Add Blog' })).toBeVisible();
      const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
      expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    });
  }
});
