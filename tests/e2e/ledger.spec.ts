import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { adminHeaders, signInThroughStorage } from './support/api';
import { PNG_1PX } from '../../server/testing/fixtures';
import { addProgramEndpoint } from '../../contract/admin-content';

/** Program goals, an earmarked gift and the public ledger, in Chromium through the sandbox. */

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an earmarked gift moves its program’s bar at once', async ({ page, request }) => {
  const title = `Borehole ${Date.now()}`;
  const added = await request.post(addProgramEndpoint.path, {
    headers: await adminHeaders(request),
    data: {
      title,
      description: 'Clean water for a village',
      date: '2030-03-01',
      image: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
      goalNaira: 1_000_000,
      goalEndsOn: '2030-03-31',
    },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/programs');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const bar = card.getByRole('progressbar', { name: `Raised for ${title}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await card.getByRole('button', { name: `Support this program: ${title}` }).click();

  const modal = page.getByRole('dialog', { name: `Support ${title}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('progressbar')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await modal.getByRole('radio', { name: '₦100,000' }).check();
  await modal.getByLabel(/^Email/).fill('earmark@e2e.test');
  await modal.getByRole('button', { name: 'Donate ₦100,000' }).click();
  const checkout = page.getByRole('dialog', { name: /Paystack test checkout/ });
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('🎉 Donation successful! Thank you.')).toBeVisible();

  await expect(bar).toHaveAttribute('aria-valuenow', '100000');
  await expect(card).toContainText('₦100,000 raised of ₦1,000,000');
  await expect(card).toContainText('10%');
  await expect(card).toContainText('1 donor');
});

test('a disbursement shows in the public ledger, and the CSV says what the page says', async ({
  page,
  request,
}) => {
  const description = `School desks ${Date.now()}`;
  await signInThroughStorage(page, request);
  await page.goto('/admin/disbursements');
  await expect(page.getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Record a disbursement' });
  await form.getByLabel(/Amount/).fill('0');
  await form.getByRole('button', { name: 'Record disbursement' }).click();
  await expect(form.getByLabel(/Amount/)).toHaveAccessibleDescription('Amount must be more than ₦0');
  await expectNoSeriousAxeViolations(page);
  await form.getByLabel(/Amount/).fill('25000');
  await form.getByLabel(/What it paid for/).fill(description);
  await form.getByRole('button', { name: 'Record disbursement' }).click();
  await expect(page.getByRole('cell', { name: description, exact: true })).toBeVisible();

  // Without JavaScript: the server renders the figures.
  const html = await (await request.get('/transparency')).text();
  expect(html).toContain(description);

  await page.goto('/transparency');
  await expect(page.getByRole('heading', { level: 1, name: 'Where the money goes' })).toBeVisible();
  const row = page.getByTestId('money-out').getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('₦25,000');
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as CSV' }).click();
  const stream = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv).toContain(`${description},25000.00`);
  // Every money-in month and every fund's balance on the page is in the CSV with the same figure.
  for (const month of await page.getByTestId('money-in').locator('tbody tr').all()) {
    const key = await month.getAttribute('data-month');
    const total = (await month.locator('td').nth(1).innerText()).replace(/[₦,]/g, '');
    expect(csv).toMatch(new RegExp(`money in,${key},all,,${Number(total).toFixed(2)},`));
  }
  for (const balance of await page.getByTestId('balances').locator('tbody tr').all()) {
    const fund = await balance.locator('th').innerText();
    const amount = (await balance.locator('td').nth(2).innerText()).replace(/[₦,]/g, '');
    expect(csv).toContain(`balance,,${fund},balance,${Number(amount).toFixed(2)},`);
  }
});
