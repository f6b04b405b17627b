import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminHeaders, signInThroughStorage } from './support/api';

/**
 * Monthly giving through the sandbox: the first month in the test checkout with the amount's plan, the later
 * months fired by the emulator's test-only command (as Paystack would a month later), and cancellation on the
 * emulated page the receipt's "Manage your monthly gift" link opens.
 */

interface OutboxMail {
  recipient: string;
  text_body: string;
}

async function receiptsTo(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get('/api/admin/outbox', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data
    .filter((mail) => mail.recipient === email)
    .map((mail) => mail.text_body);
}

function manageLinkIn(receipt: string): string {
  const match = /Manage your monthly gift: (https?:\/\/\S+)/.exec(receipt);
  expect(match, 'a manage link in the receipt').not.toBeNull();
  return match![1]!;
}

async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function giveMonthly(page: Page, email: string, amountLabel: string) {
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Donate Now' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Make a Donation' });
  await modal.getByRole('radio', { name: 'Give monthly' }).check();
  await modal.getByRole('radio', { name: amountLabel, exact: true }).check();
  await modal.getByLabel(/^Email/).fill(email);
  await modal.getByRole('button', { name: `Donate ${amountLabel} monthly` }).click();
  const checkout = page.getByRole('dialog', { name: /Paystack test checkout/ });
  await expect(checkout).toContainText('Every month');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('🎉 Donation successful! Thank you.')).toBeVisible();
}

async function fireNextMonth(
  request: APIRequestContext,
  subscriptionCode: string,
  outcome: 'success' | 'failed',
) {
  const response = await request.post(`/sandbox/paystack/test/subscriptions/${subscriptionCode}/next-month`, {
    data: { outcome },
  });
  expect(response.ok()).toBe(true);
}

test.describe('monthly giving', () => {
  test('the Give monthly state of the donation modal has no axe violations', async ({ page }) => {
    await page.goto('/donate');
    await page.getByRole('button', { name: 'Donate Now' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Make a Donation' });
    await modal.getByRole('radio', { name: 'Give monthly' }).check();
    await expect(modal.getByRole('button', { name: /monthly$/ })).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
  });

  test('a monthly gift through three months, then cancelled through the manage link', async ({
    page,
    request,
  }) => {
    const email = `monthly-${Date.now()}@e2e.test`;
    await giveMonthly(page, email, '₦50,000');
    const [firstReceipt] = await receiptsTo(request, email);
    const manageLink = manageLinkIn(firstReceipt!);
    const subscriptionCode = /\/manage\/(SUB_[a-z0-9]+)/.exec(manageLink)![1]!;

    await fireNextMonth(request, subscriptionCode, 'success');
    await fireNextMonth(request, subscriptionCode, 'success');
    const receipts = await receiptsTo(request, email);
    expect(receipts).toHaveLength(3);
    for (const receipt of receipts) expect(manageLinkIn(receipt)).toContain(`/manage/${subscriptionCode}`);

    await page.goto(manageLink);
    await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByRole('status')).toContainText('has been cancelled');

    await signInThroughStorage(page, request);
    await page.goto('/admin/donors');
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Monthly: cancelled');
    await expect(row).toContainText('₦150,000');
  });

  test('a failed renewal is shown to the admin on the dashboard and the Donors screen', async ({
    page,
    request,
  }) => {
    const email = `renewal-fails-${Date.now()}@e2e.test`;
    await giveMonthly(page, email, '₦100,000');
    const subscriptionCode = /\/manage\/(SUB_[a-z0-9]+)/.exec(
      manageLinkIn((await receiptsTo(request, email))[0]!),
    )![1]!;
    await fireNextMonth(request, subscriptionCode, 'failed');

    await signInThroughStorage(page, request);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'See the failed renewals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Donors' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Failed renewals' })).toContainText(email);
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Monthly: renewal failed');
    expect(await axeSerious(page)).toEqual([]);
  });
});
