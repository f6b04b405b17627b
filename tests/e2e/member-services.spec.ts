import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { holdAppScripts } from './support/hold-app-scripts';
import { expectHydratedInPlace, watchHydrationInPlace } from './support/hydration-in-place';
import { adminHeaders, createMemberThroughApi, signInThroughForm } from './support/api';
import { getMemberEndpoint } from '../../contract/member';
import { submitMemberRequestEndpoint } from '../../contract/member-request';

/** ID-1 card width in CSS pixels (85.6 mm at 96 px per inch). */
const ID1_WIDTH_PX = (85.6 / 25.4) * 96;
const ID1_RATIO = 85.6 / 53.98;

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('member services', () => {
  test('a leave request goes from the member form to an approved row, an e-mail and a verifiable card', async ({
    page,
    request,
  }) => {
    const name = `Funke Adebayo ${Date.now()}`;
    const member = await createMemberThroughApi(request, name);

    // The member files a leave request.
    await page.goto('/member-requisition');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('ULID').fill(member.ulid);
    await page.getByLabel('Application Type').selectOption({ label: 'Leave Application' });
    await expect(page.getByLabel('Amount (in Naira)')).toBeHidden();
    await page.getByLabel('Duration (in Days)').fill('4');
    await page.getByLabel('Description').fill('Attending my sister’s wedding in Abeokuta');
    await expect(page.getByText('41/255')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');

    // The admin finds it under Pending and approves it through the dialog.
    await signInThroughForm(page);
    await page.goto('/admin/member-application');
    await expect(page.getByRole('heading', { name: 'Member Applications' })).toBeVisible();
    await page.getByLabel('Filter by status').selectOption({ label: 'Pending' });
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('4 days');
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: /^Approve/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Approval' });
    await expect(dialog).toContainText('Are you sure you want to approve this application?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Response successful! An Email will be sent to the member')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The decided row's buttons are gone: a keyboard user goes on from the heading.
    await expect(page.getByRole('heading', { name: 'Member Applications' })).toBeFocused();

    // Decided, it leaves the Pending view and shows as approved, without buttons.
    await expect(row).toHaveCount(0);
    await page.getByLabel('Filter by status').selectOption({ label: 'Approved' });
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Approved');

    // The decision e-mail waits in the outbox (no SMTP in e2e), addressed to the member.
    const outbox = await request.get('/api/admin/outbox', { headers: await adminHeaders(request) });
    const mails = (
      (await outbox.json()) as { data: { recipient: string; subject: string; text_body: string }[] }
    ).data;
    const mail = mails.find((candidate) => candidate.recipient === member.email);
    expect(mail?.subject).toBe('Your leave application has been approved');
    expect(mail?.text_body).toContain('leave application for 4 days');

    // The member's card, by ULID and by numeric id, with a QR code of its own address and no private fields.
    await page.goto(`/member-card?id=${member.ulid}`);
    const card = page.getByRole('article', { name: 'Digital Membership Card' });
    await expect(card).toContainText(`Mrs ${name}`);
    await expect(card).toContainText(member.ulid);
    await expect(card).toContainText('Unity Secondary School');
    await expect(card).toContainText('Active Member');
    await expect(card).not.toContainText('Private Lane');
    const qr = card.getByRole('img', { name: /QR code linking to this membership card/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute(
      'data-qr-value',
      new URL(`/member-card?id=${member.ulid}`, page.url()).href,
    );
    const modules = await qr.locator('path').getAttribute('d');
    expect(modules?.length ?? 0).toBeGreaterThan(1000);

    await page.goto(`/member-card?id=${member.id}`);
    await expect(page.getByRole('article', { name: 'Digital Membership Card' })).toContainText(name);

    // 'Download card' saves a PNG the size of an ID-1 card at 300 dpi.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download card' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`membership-card-${member.ulid}.png`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(pngSize(await readFile(path))).toEqual({ width: 1011, height: 638 });

    // Printed, the page is the card alone at ID-1 size.
    await page.emulateMedia({ media: 'print' });
    const box = await page.getByRole('article', { name: 'Digital Membership Card' }).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.width - ID1_WIDTH_PX)).toBeLessThan(2);
    expect(Math.abs(box!.width / box!.height - ID1_RATIO)).toBeLessThan(0.02);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download card' })).toBeHidden();
  });

  test('at 320 px the member applications page does not scroll sideways once a request is decided', async ({
    page,
    request,
  }) => {
    const name = `Tunde Bakare ${Date.now()}`;
    const member = await createMemberThroughApi(request, name);
    const submitted = await request.post(submitMemberRequestEndpoint.path, {
      data: { name, ulid: member.ulid, type: 'leave', duration: 2, description: 'Family visit in Oyo' },
    });
    expect(submitted.ok()).toBe(true);

    await page.setViewportSize({ width: 320, height: 640 });
    await signInThroughForm(page);
    await page.goto('/admin/member-application');
    await page.getByLabel('Filter by status').selectOption({ label: 'Pending' });
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: /^Reject/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Rejection' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByLabel('Filter by status').selectOption({ label: 'Rejected' });
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Decided');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('a long name and the title are shown whole on a phone and in print, never cut', async ({
    page,
    request,
  }) => {
    const name = 'Oluwadamilare-Ayodeji, Oluwaseun Babatunde Adéwálé Ńnàmdí';
    const member = await createMemberThroughApi(request, name, 'Mr');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/member-card?id=${member.ulid}`);
    const card = page.getByRole('article', { name: 'Digital Membership Card' });
    const shownName = card.getByText(`Mr ${name}`, { exact: true });
    const title = card.getByRole('heading', { name: 'Digital Membership Card' });
    await expect(shownName).toBeVisible();
    // Whole: no ellipsis inside the element, and nothing of it beyond the card's edges.
    const isWhole = (text: typeof title) =>
      text.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const cardBox = element.closest('article')!.getBoundingClientRect();
        return (
          element.scrollWidth <= element.clientWidth &&
          box.right <= cardBox.right &&
          box.bottom <= cardBox.bottom
        );
      });
    expect(await isWhole(shownName)).toBe(true);
    expect(await isWhole(title)).toBe(true);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Download card' })).toBeHidden();
    expect(await isWhole(shownName)).toBe(true);
    expect(await isWhole(title)).toBe(true);
  });

  test('the card the server sent is taken over in place: no loading flash, no second call, no console error', async ({
    page,
    request,
  }) => {
    const member = await createMemberThroughApi(request, `Sade Bello ${Date.now()}`);
    const { problems } = await watchHydrationInPlace(page, {
      loadingText: 'Loading member card...',
      headingSelector: 'h1',
      headingText: 'Digital Membership Card',
    });
    const cardCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(getMemberEndpoint.path)) cardCalls.push(sent.url());
    });
    await page.goto(`/member-card?id=${member.ulid}`);
    await expectHydratedInPlace(
      page,
      page.getByRole('heading', { level: 1, name: 'Digital Membership Card' }),
      problems,
    );
    expect(cardCalls).toEqual([]);
  });

  test("an unknown id shows 'Member Not Found'", async ({ page }) => {
    await page.goto('/member-card?id=987654321');
    await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
    await expect(page.getByText('The requested member could not be found or is not approved.')).toBeVisible();
    await page.goto('/member-card?id=00000000-0000-7000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
  });

  test("a ULID no approved member holds is refused with the server's message and the form is kept", async ({
    page,
  }) => {
    await page.goto('/member-requisition');
    await page.getByLabel('Name').fill('Nobody Known');
    await page.getByLabel('ULID').fill('00000000-0000-7000-8000-000000000000');
    await page.getByLabel('Application Type').selectOption({ label: 'Raise Application' });
    await page.getByLabel('Amount (in Naira)').fill('15000');
    await page.getByLabel('Description').fill('Cost of living');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('No approved member has this ULID')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Nobody Known');
  });

  test('a field marked invalid shows the focus ring when tabbed to, in forced colours too', async ({
    page,
  }) => {
    // Forced colours drop box-shadows and force every outline's colour: an outline is what stays visible.
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/member-requisition');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('ULID').focus();
    await page.keyboard.press('Tab');
    const type = page.getByLabel('Application Type');
    await expect(type).toBeFocused();
    await expect(type).toHaveAttribute('aria-invalid', 'true');
    await expect(type).toHaveCSS('outline-style', 'solid');
    await expect(type).toHaveCSS('outline-width', '3px');
  });

  test('a member request filled in before the scripts arrive keeps what was typed and reveals the amount', async ({
    page,
  }) => {
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/member-requisition', { waitUntil: 'commit' });

    await page.getByLabel('Name').fill('Bisi Okafor');
    await page.getByLabel('Application Type').selectOption({ label: 'Raise Application' });
    await page.getByLabel('Description').fill('Fuel for the Iseyin food drive');
    // The type's own field shows by CSS, before the scripts.
    await expect(page.getByLabel('Amount (in Naira)')).toBeVisible();

    releaseScripts();

    await expect(page.getByLabel('Amount (in Naira)')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Bisi Okafor');
    await expect(page.getByLabel('Application Type')).toHaveValue('raise');
    await expect(page.getByLabel('Description')).toHaveValue('Fuel for the Iseyin food drive');
    await expect(page.getByText('30/255')).toBeVisible();

    // What was typed before the app is what the app sends.
    await page.getByLabel('ULID').fill('00000000-0000-7000-8000-000000000000');
    await page.getByLabel('Amount (in Naira)').fill('15000');
    const sent = page.waitForRequest(`**${submitMemberRequestEndpoint.path}`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Bisi Okafor',
      type: 'raise',
      description: 'Fuel for the Iseyin food drive',
    });
    await expect(page.getByText('No approved member has this ULID')).toBeVisible();
  });

  test('the member request form, the card and the review screen pass axe', async ({ page, request }) => {
    const member = await createMemberThroughApi(request, `Axe Check ${Date.now()}`);
    await page.goto('/member-requisition');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    const formScan = await new AxeBuilder({ page }).include('main').analyze();
    expect(formScan.violations).toEqual([]);

    await page.goto(`/member-card?id=${member.ulid}`);
    await expect(page.getByRole('article', { name: 'Digital Membership Card' })).toBeVisible();
    const cardScan = await new AxeBuilder({ page }).include('main').analyze();
    expect(cardScan.violations).toEqual([]);

    await signInThroughForm(page);
    await page.goto('/admin/member-application');
    await page
      .getByRole('button', { name: /^Reject/ })
      .first()
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Confirm Rejection' })).toBeVisible();
    const reviewScan = await new AxeBuilder({ page }).analyze();
    expect(reviewScan.violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });
});
