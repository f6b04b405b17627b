import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { FORUM_NAME } from '../../contract/constants';
import { signInThroughStorage } from './support/api';
import { MINIMAL_PDF, PNG_1PX } from '../../server/testing/fixtures';
import { submitMembershipApplicationEndpoint } from '../../contract/membership-application';

/**
 * Mobile data that drops: the application reaches the server and is stored, but its answer never arrives.
 * The applicant's Retry must end in the welcome, and the forum must hold the application once.
 */

async function payApplicationFee(page: Page, email: string) {
  const modal = page.getByRole('dialog', { name: 'Join the Movement' });
  await modal.getByRole('button', { name: 'Pay Application Fee ₦50,000' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay for Your Application' });
  await payment.getByPlaceholder('Your Email').fill(email);
  await payment.getByRole('button', { name: 'Pay Application fee ₦50000' }).click();
  const checkout = page.getByRole('dialog', { name: /Paystack test checkout/ });
  await expect(checkout).toContainText('₦50,000');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('🎉 Application Fee Paid successfully! You can now submit')).toBeVisible();
  await expect(payment).toBeHidden({ timeout: 5000 });
}

test('an application whose answer is lost is stored once, and Retry ends in the welcome', async ({
  page,
  request,
}, testInfo) => {
  const email = `flaky.${Date.now()}@e2e.test`;
  const photo = testInfo.outputPath('passport.png');
  const certificate = testInfo.outputPath('certificate.pdf');
  writeFileSync(photo, PNG_1PX);
  writeFileSync(certificate, MINIMAL_PDF);

  // The first submission reaches the server, which stores it and answers; the answer is lost on the way back.
  // Chromium pauses the answer once it has arrived (the DevTools protocol's response stage) and fails the
  // request instead. (Playwright's route.fetch() cannot stand in: the request Chromium hands it lacks the
  // uploaded files' bytes, so the server would receive an application without its documents.)
  const sent: { key: string | undefined; status: number | undefined }[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Fetch.requestPaused', (paused) => {
    const key = paused.request.headers['Idempotency-Key'];
    sent.push({ key, status: paused.responseStatusCode });
    void devtools.send(
      sent.length === 1 ? 'Fetch.failRequest' : 'Fetch.continueRequest',
      sent.length === 1
        ? { requestId: paused.requestId, errorReason: 'ConnectionReset' }
        : { requestId: paused.requestId },
    );
  });
  await devtools.send('Fetch.enable', {
    patterns: [{ urlPattern: `*${submitMembershipApplicationEndpoint.path}`, requestStage: 'Response' }],
  });

  await page.goto('/');
  const join = page.getByRole('button', { name: 'Join the Movement' }).first();
  await expect(join).toBeVisible();
  await join.click();
  const modal = page.getByRole('dialog', { name: 'Join the Movement' });
  await expect(modal).toBeVisible();
  await modal.getByLabel(/^Passport Photograph/).setInputFiles(photo);
  await expect(modal).toContainText('Click to change image');
  await modal.getByLabel(/^Title/).fill('Mrs.');
  await modal.getByLabel(/^Full Name/).fill('Okonkwo, Adaeze Ruth');
  await modal.getByLabel(/^Marital Status/).selectOption('Single');
  await modal.getByLabel(/^Gender/).selectOption('Female');
  await modal.getByLabel(/^Email Address/).fill(email);
  await modal.getByLabel(/^Occupation/).fill('Pharmacist');
  await modal.getByLabel(/^Address/).fill('7 Aba Road, Port Harcourt');
  await modal.getByLabel(/^Phone Number/).fill('+234 806 555 0199');
  await modal.getByLabel(/^State of Origin/).fill('Anambra');
  await modal.getByLabel(/^Required Certificates/).setInputFiles(certificate);
  await modal.getByRole('checkbox', { name: /I agree that the forum processes/ }).check();
  await payApplicationFee(page, email);

  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Failed to submit application')).toBeVisible();
  expect(sent).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, status: 201 }]);
  // What was typed is still there for the retry.
  await expect(modal.getByLabel(/^Full Name/)).toHaveValue('Okonkwo, Adaeze Ruth');

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(`Welcome to ${FORUM_NAME}!`)).toBeVisible();
  await expect(
    page.getByText("Your application has been submitted successfully. We'll be in touch soon!"),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual({ key: sent[0]!.key, status: 201 });

  // The admin's list of applications holds it once.
  await signInThroughStorage(page, request);
  await page.goto('/admin/volunteers');
  await expect(page.getByRole('link', { name: email }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: email })).toHaveCount(1);
});
