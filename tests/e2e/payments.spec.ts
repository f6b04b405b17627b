import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from './support/test';
import { holdAppScripts } from './support/hold-app-scripts';
import { FORUM_NAME } from '../../contract/constants';
import { adminHeaders } from './support/api';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { verifyPaymentEndpoint } from '../../contract/donation';
import {
  getMembershipApplicationsEndpoint,
  submitMembershipApplicationEndpoint,
} from '../../contract/membership-application';

/**
 * Every payment and application journey in Chromium through the sandbox: the server runs without Paystack
 * keys, so the test checkout stands in for Paystack's pop-up and the server verifies against its emulator.
 */

function writeDocuments(testInfo: TestInfo) {
  const photo = testInfo.outputPath('passport.png');
  const certificate = testInfo.outputPath('cac-certificate.pdf');
  writeFileSync(photo, PNG_1PX);
  writeFileSync(certificate, MINIMAL_PDF);
  return { photo, certificate };
}

const VERIFY_URL = `**${verifyPaymentEndpoint.path}`;

async function openDonationModal(page: Page) {
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Donate Now' }).first().click();
  return page.getByRole('dialog', { name: 'Make a Donation' });
}

async function payInTestCheckout(page: Page, expectedAmount: string, email: string) {
  const checkout = page.getByRole('dialog', { name: /Paystack test checkout/ });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText('Test mode — no real money moves');
  await expect(checkout).toContainText(expectedAmount);
  await expect(checkout).toContainText(email);
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(checkout).toBeHidden();
}

test.describe('donations', () => {
  test("a program's gift sent before its form's code has arrived still reaches a checkout with what was chosen", async ({
    page,
  }) => {
    // The form's code is fetched when its dialog first opens; on a slow phone the donor may be quicker.
    await page.route('**/assets/donation-form-*.js', () => undefined);
    await page.goto('/programs');
    await page
      .getByRole('button', { name: /^Support this program/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Support / });
    await dialog.getByRole('radio', { name: '₦250,000' }).check();
    await dialog.getByLabel(/^Email/).fill('quick@e2e.test');
    await dialog.getByRole('button', { name: 'Donate ₦250,000' }).click();

    // The plain form went to the server, which started the checkout: nothing the donor did was lost.
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('quick@e2e.test')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₦250,000' })).toBeVisible();
  });

  test('a donation form the server sent back is taken over by the app, keeping what was typed, and pays', async ({
    page,
  }) => {
    // The form's code is held until the test lets it through: the donor's first try reaches the server.
    let letFormCodeThrough = () => {};
    const formCodeLetThrough = new Promise<void>((resolve) => (letFormCodeThrough = resolve));
    await page.route('**/assets/donation-form-*.js', async (route) => {
      await formCodeLetThrough;
      await route.continue();
    });
    const dialog = await openDonationModal(page);
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Donate ₦50,000' }).click();

    const form = page.getByRole('region', { name: 'Make a Donation' });
    await expect(form.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    await form.getByLabel(/^Email/).fill('returned@e2e.test');
    letFormCodeThrough();
    // Only the app's form names a typed amount on its button.
    await form.getByLabel(/enter your own amount/i).fill('7500');
    await form.getByRole('button', { name: 'Donate ₦7,500' }).click();
    await payInTestCheckout(page, '₦7,500', 'returned@e2e.test');
    await expect(page.getByText('🎉 Donation successful! Thank you.')).toBeVisible();
  });

  test('a donation paid in the test checkout is verified by the server, thanked, and the modal closes', async ({
    page,
  }) => {
    const verifyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(verifyPaymentEndpoint.path)) verifyCalls.push(request.postData() ?? '');
    });
    const modal = await openDonationModal(page);
    await modal.getByRole('radio', { name: '₦100,000' }).check();
    await modal.getByLabel(/^Email/).fill('donor@e2e.test');
    await modal.getByRole('button', { name: 'Donate ₦100,000' }).click();
    await payInTestCheckout(page, '₦100,000', 'donor@e2e.test');
    await expect(page.getByText('🎉 Donation successful! Thank you.')).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 5000 });
    expect(verifyCalls).toHaveLength(1);
    expect(JSON.parse(verifyCalls[0]!)).toMatchObject({ purpose: 'donation', amount: 100_000 });
  });

  test('fast taps on Donate open one checkout and never send the form away', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'POST') posts.push(request.url());
    });
    const modal = await openDonationModal(page);
    await modal.getByLabel(/^Email/).fill('donor@e2e.test');
    const donate = modal.getByRole('button', { name: 'Donate ₦50,000' });
    const checkout = page.getByRole('dialog', { name: /Paystack test checkout/ });
    for (let round = 0; round < 9; round += 1) {
      await donate.dblclick();
      await expect(checkout).toBeVisible();
      await expect(checkout).toHaveCount(1);
      await checkout.getByRole('button', { name: 'Cancel' }).click();
      await expect(checkout).toHaveCount(0);
      expect(posts).toEqual([]);
      await expect(page).toHaveURL(/\/donate$/);
    }
  });

  test('closing the test checkout cancels the donation and leaves focus in the donation modal', async ({
    page,
  }) => {
    const modal = await openDonationModal(page);
    const email = modal.getByLabel(/^Email/);
    // Placeholder text at 4.5:1 on white: slate-500.
    expect(await email.evaluate((field) => getComputedStyle(field, '::placeholder').color)).toBe(
      'oklch(0.554 0.046 257.417)',
    );
    await email.fill('donor@e2e.test');
    await modal.getByRole('button', { name: /^Donate ₦/ }).press('Enter');
    await page
      .getByRole('dialog', { name: /Paystack test checkout/ })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByText('Donation process was canceled.')).toBeVisible();
    await expect(modal).toBeVisible();
    // The Donate button was busy when the checkout closed: focus went to the modal, not the page behind.
    await expect(page.locator('dialog:focus-within')).toHaveAccessibleName('Make a Donation');
    await expect(modal.getByRole('button', { name: /^Donate ₦/ })).toBeEnabled();
  });

  test('a zero amount cannot be paid', async ({ page }) => {
    const modal = await openDonationModal(page);
    await modal.getByLabel(/enter your own amount/i).fill('0');
    await modal.getByLabel(/^Email/).fill('donor@e2e.test');
    // The button names no amount it refuses.
    await modal.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(modal.getByText('Please enter a donation amount of at least ₦100.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Paystack test checkout/ })).toHaveCount(0);
  });

  test('verification failing three times, 2 s apart, ends in the failure message', async ({ page }) => {
    const callTimes: number[] = [];
    await page.route(VERIFY_URL, async (route) => {
      callTimes.push(Date.now());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'failed' }),
      });
    });
    const modal = await openDonationModal(page);
    await modal.getByLabel(/^Email/).fill('donor@e2e.test');
    await modal.getByRole('button', { name: /^Donate ₦/ }).click();
    await payInTestCheckout(page, '₦50,000', 'donor@e2e.test');
    await expect(page.getByText('❌ Payment verification failed after multiple attempts.')).toBeVisible({
      timeout: 15_000,
    });
    expect(callTimes).toHaveLength(3);
    expect(callTimes[1]! - callTimes[0]!).toBeGreaterThanOrEqual(1900);
    expect(callTimes[2]! - callTimes[1]!).toBeGreaterThanOrEqual(1900);
    await expect(modal).toBeVisible();
  });
});

test.describe('accessibility of the payment dialogs', () => {
  test('the donation modal, the test checkout and the application modal with its errors have no axe violations', async ({
    page,
  }) => {
    const modal = await openDonationModal(page);
    await expect(modal).toBeVisible();
    const scan = async () => {
      // A dialog fading in is measured at its final colours, not half-transparent mid-animation.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      );
      return (await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations.map(
        (v) => `${v.id}: ${v.help}`,
      );
    };
    expect(await scan()).toEqual([]);
    await modal.getByLabel(/^Email/).fill('donor@e2e.test');
    await modal.getByRole('button', { name: /^Donate ₦/ }).click();
    await expect(page.getByRole('dialog', { name: /Paystack test checkout/ })).toBeVisible();
    expect(await scan()).toEqual([]);

    await page.addInitScript(() =>
      sessionStorage.setItem('membershipApplicationFeeReference', 'SBX-for-axe'),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Movement' }).first().click();
    const application = page.getByRole('dialog', { name: 'Join the Movement' });
    await application.getByRole('button', { name: 'Submit Application' }).click();
    await expect(application.getByText('Passport photograph is required')).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});

test.describe('membership application', () => {
  async function fillApplication(page: Page, testInfo: TestInfo, email: string) {
    const { photo, certificate } = writeDocuments(testInfo);
    const modal = page.getByRole('dialog', { name: 'Join the Movement' });
    await modal.getByLabel(/^Passport Photograph/).setInputFiles(photo);
    await expect(modal).toContainText('Click to change image');
    await modal.getByLabel(/^Title/).fill('Mrs.');
    await modal.getByLabel(/^Full Name/).fill('Adeyemi, Funke Grace');
    await modal.getByLabel(/^Marital Status/).selectOption('Married');
    await modal.getByLabel(/^Gender/).selectOption('Female');
    await modal.getByLabel(/^Email Address/).fill(email);
    await modal.getByLabel(/^Occupation/).fill('Nurse');
    await modal.getByLabel(/^Address/).fill('4 Bodija Market Road, Ibadan');
    await modal.getByLabel(/^Phone Number/).fill('+234 805 555 0101');
    await modal.getByLabel(/^State of Origin/).fill('Oyo');
    await modal.getByLabel(/^Required Certificates/).setInputFiles(certificate);
    await modal.getByRole('checkbox', { name: /I agree that the forum processes/ }).check();
    return modal;
  }

  test('before the app: Join the Movement opens at once, the fields take text, and Pay says it is getting ready, then opens the fee payment', async ({
    page,
  }) => {
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Join the Movement' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Join the Movement' });
    await expect(modal).toBeVisible();
    await modal.getByLabel(/^Full Name/).fill('Adeyemi, Funke Grace');
    await modal.getByRole('button', { name: 'Pay Application Fee ₦50,000' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Getting ready…' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Pay for Your Application' })).toHaveCount(0);

    releaseScripts();

    // The one tap is acted on once the app has arrived (seconds on a busy machine, 'Getting ready…' meanwhile).
    await expect(page.getByRole('dialog', { name: 'Pay for Your Application' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Getting ready…' })).toHaveCount(0);
    await expect(modal.getByLabel(/^Full Name/)).toHaveValue('Adeyemi, Funke Grace');
  });

  test('from Join the Movement through the fee to the welcome toast, and the membership application is then on record', async ({
    page,
    request,
  }, testInfo) => {
    const email = `funke.${Date.now()}@e2e.test`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Movement' }).first().click();
    const modal = await fillApplication(page, testInfo, email);

    const submit = modal.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled, not disabled: a visitor can still press it and is told why nothing happens.
    await submit.click({ force: true });
    await expect(page.getByText('Payment not verified')).toBeVisible();

    await modal.getByRole('button', { name: 'Pay Application Fee ₦50,000' }).click();
    const payment = page.getByRole('dialog', { name: 'Pay for Your Application' });
    await payment.getByPlaceholder('Your Email').fill(email);
    await payment.getByRole('button', { name: 'Pay Application fee ₦50000' }).click();
    await payInTestCheckout(page, '₦50,000', email);
    await expect(page.getByText('🎉 Application Fee Paid successfully! You can now submit')).toBeVisible();
    await expect(payment).toBeHidden({ timeout: 5000 });

    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await submit.click();
    await expect(page.getByText(`Welcome to ${FORUM_NAME}!`)).toBeVisible();
    await expect(
      page.getByText("Your application has been submitted successfully. We'll be in touch soon!"),
    ).toBeVisible();
    await expect(modal).toBeHidden();

    const list = await request.get(getMembershipApplicationsEndpoint.path, {
      headers: await adminHeaders(request),
    });
    const body = (await list.json()) as {
      data: { email: string; name: string; imageUrl: string | null; file_path: string | null }[];
    };
    const membershipApplication = body.data.find((entry) => entry.email === email);
    expect(membershipApplication).toMatchObject({ name: 'Adeyemi, Funke Grace' });
    const certificate = await request.get(membershipApplication!.file_path!, {
      headers: await adminHeaders(request),
    });
    expect(certificate.status()).toBe(200);
    expect((await certificate.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the same application is refused by the server without a paid fee', async ({
    page,
    request,
  }, testInfo) => {
    const email = `unpaid.${Date.now()}@e2e.test`;
    // A browser that claims a fee the server never verified.
    await page.addInitScript(() =>
      sessionStorage.setItem('membershipApplicationFeeReference', 'SBX-never-paid'),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Movement' }).first().click();
    const modal = await fillApplication(page, testInfo, email);
    const answer = page.waitForResponse((response) =>
      response.url().endsWith(submitMembershipApplicationEndpoint.path),
    );
    await modal.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(402);
    await expect(page.getByText('Failed to submit application')).toBeVisible();
    await expect(modal).toBeVisible();
    // The toast sits above the open dialog, not under its top layer: its Retry takes a plain tap.
    const retried = page.waitForResponse((response) =>
      response.url().endsWith(submitMembershipApplicationEndpoint.path),
    );
    await modal.getByRole('button', { name: 'Retry' }).click();
    expect((await retried).status()).toBe(402);
    await expect(page.getByText('Failed to submit application')).toBeVisible();

    const direct = await request.post(submitMembershipApplicationEndpoint.path, {
      multipart: {
        title: 'Mrs.',
        name: 'Adeyemi, Funke Grace',
        maritalStatus: 'Married',
        gender: 'Female',
        email,
        occupation: 'Nurse',
        address: '4 Bodija Market Road, Ibadan',
        phone: '+234 805 555 0101',
        stateOfOrigin: 'Oyo',
        paymentReference: 'SBX-never-paid',
        consent: 'true',
        image: { name: 'passport.png', mimeType: 'image/png', buffer: PNG_1PX },
        certificateFile: {
          name: 'cac-certificate.pdf',
          mimeType: 'application/pdf',
          buffer: MINIMAL_PDF,
        },
      },
    });
    expect(direct.status()).toBe(402);
    expect(await direct.json()).toMatchObject({ success: false });

    const list = await request.get(getMembershipApplicationsEndpoint.path, {
      headers: await adminHeaders(request),
    });
    const body = (await list.json()) as { data: { email: string }[] };
    expect(body.data.some((entry) => entry.email === email)).toBe(false);
  });
});
