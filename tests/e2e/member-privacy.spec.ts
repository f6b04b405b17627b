import { expect, test } from './support/test';
import { adminHeaders, createMemberThroughApi, signInThroughForm } from './support/api';
import { getMemberEndpoint } from '../../contract/member';

test.describe('member privacy', () => {
  test('the public finds a card by its ULID only; a numeric id answers Member Not Found', async ({
    page,
    request,
  }) => {
    const name = `Ibrahim Salau ${Date.now()}`;
    const member = await createMemberThroughApi(request, name, 'Mr');

    // A visitor (not signed in) trying sequential ids learns nothing.
    const byNumber = await page.goto(`/member-card?id=${member.id}`);
    expect(byNumber?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
    await expect(page.getByText('The requested member could not be found or is not approved.')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    const api = await request.get(`${getMemberEndpoint.path}?id=${member.id}`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, error: 'Member not found' });
    expect(api.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await api.text()).not.toContain(member.email);

    // The card's own link (its QR code) uses the ULID, and that opens it.
    const byUlid = await page.goto(`/member-card?id=${member.ulid}`);
    expect(byUlid?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const card = page.getByRole('article', { name: 'Digital Membership Card' });
    await expect(card).toContainText(`Mr ${name}`);
    await expect(card.getByRole('img', { name: /QR code linking to this membership card/ })).toHaveAttribute(
      'data-qr-value',
      new URL(`/member-card?id=${member.ulid}`, page.url()).href,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // The admin can still look a member up by id.
    const asAdmin = await request.get(`${getMemberEndpoint.path}?id=${member.id}`, {
      headers: await adminHeaders(request),
    });
    expect(asAdmin.status()).toBe(200);
    expect(await asAdmin.json()).toMatchObject({ success: true, member: { ulid: member.ulid } });
  });

  test('the member is e-mailed when a request is filed with their ULID, and the admin sees the name differ', async ({
    page,
    request,
  }) => {
    const name = `Kemi Adewale ${Date.now()}`;
    const impostor = `Someone Else ${Date.now()}`;
    const member = await createMemberThroughApi(request, name, 'Mr');

    // Someone who knows the ULID files a leave request under another name.
    await page.goto('/member-requisition');
    await page.getByLabel('Name').fill(impostor);
    await page.getByLabel('ULID').fill(member.ulid);
    await page.getByLabel('Application Type').selectOption({ label: 'Leave Application' });
    await page.getByLabel('Duration (in Days)').fill('5');
    await page.getByLabel('Description').fill('Travelling to Kano');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully')).toBeVisible();

    // The member on record hears of it (the outbox: no SMTP in e2e).
    const outbox = await request.get('/api/admin/outbox', { headers: await adminHeaders(request) });
    const mails = (
      (await outbox.json()) as { data: { recipient: string; subject: string; text_body: string }[] }
    ).data;
    const notice = mails.find((mail) => mail.recipient === member.email);
    expect(notice?.subject).toBe('A leave request was filed with your member ID');
    expect(notice?.text_body).toContain(`Dear ${name}`);
    expect(notice?.text_body).toContain('A leave request for 5 days was filed with your member ID');
    expect(notice?.text_body).toContain('If this was not you, reply to this e-mail');

    // The admin's review screen shows the name on record beside the name typed, flagged.
    await signInThroughForm(page);
    await page.goto('/admin/member-application');
    const row = page.getByRole('row', { name: new RegExp(impostor) });
    await expect(row).toContainText(name);
    await expect(row).toContainText('Differs from the name typed');
    await expect(page.getByRole('columnheader', { name: /Name on record/ })).toBeVisible();
  });
});
