import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { adminToken } from './support/api';
import { E2E_ADMIN } from './support/e2e-admin';
import { runUntilExit, startServer, type SpawnedServer } from './support/spawned-server';
import { loginEndpoint } from '../../contract/auth';

const SANDBOX_BANNER = 'Test mode: payments are simulated and no money moves.';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function setPasswordThroughLink(page: Page, link: string, password: string) {
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set. You can sign in now.')).toBeVisible();
}

test.describe('test mode', () => {
  test('says on every public page and in the admin that no money moves', async ({ page, request }) => {
    for (const address of ['/', '/donate', '/member-requisition']) {
      await page.goto(address);
      await expect(page.getByTestId('test-mode-banner')).toHaveText(SANDBOX_BANNER);
    }
    const config = await request.get('/api/site/config');
    expect(await config.json()).toMatchObject({ paymentMode: 'sandbox', moneyMode: 'sandbox' });

    await page.addInitScript(
      (token) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('isLoggedIn', 'true');
      },
      await adminToken(request),
    );
    await page.goto('/admin');
    await expect(page.getByTestId('test-mode-banner')).toHaveText(SANDBOX_BANNER);
  });
});

test.describe('signing out', () => {
  test('ends the session on the server: a copy of the token stops working', async ({ page, request }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const session = () =>
      request.get('/api/admin/session', { headers: { authorization: `Bearer ${token}` } });
    expect((await session()).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    expect((await session()).status()).toBe(401);
  });
});

test.describe('production mode', () => {
  test('refuses to start without live Paystack keys (or the sandbox with its opt-in) or PUBLIC_URL, naming the variable', async () => {
    test.setTimeout(120_000);
    const noKeys = await runUntilExit({ NODE_ENV: 'production', PUBLIC_URL: 'https://forum.example.org' });
    expect(noKeys.code).toBe(78);
    expect(noKeys.output).toContain('PAYSTACK_SECRET_KEY');
    expect(noKeys.output).toContain('PAYMENTS_MODE=sandbox');

    const testKeys = await runUntilExit({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://forum.example.org',
      PAYSTACK_PUBLIC_KEY: 'pk_test_abc',
      PAYSTACK_SECRET_KEY: 'sk_test_abc',
    });
    expect(testKeys.code).toBe(78);
    expect(testKeys.output).toContain('PAYSTACK_SECRET_KEY');

    const sandboxWithoutOptIn = await runUntilExit({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://forum.example.org',
      PAYMENTS_MODE: 'sandbox',
    });
    expect(sandboxWithoutOptIn.code).toBe(78);
    expect(sandboxWithoutOptIn.output).toContain('PAYMENTS_MODE');
    expect(sandboxWithoutOptIn.output).toContain('ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=1');

    const noPublicUrl = await runUntilExit({ NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' });
    expect(noPublicUrl.code).toBe(78);
    expect(noPublicUrl.output).toContain('PUBLIC_URL');
  });
});

test.describe('a fresh install without ADMIN_EMAIL', () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
      SEED_DEMO: '0',
      // The attacker below is told apart by its X-Forwarded-For, as behind the site's proxy.
      TRUST_PROXY: '1',
    });
  });
  test.afterAll(async () => server.stop());

  function credentials() {
    const file = path.join(server.dataDir, 'initial-admin.txt');
    const text = readFileSync(file, 'utf8');
    return {
      file,
      mode: statSync(file).mode & 0o777,
      email: /^email: (.+)$/m.exec(text)?.[1] ?? '',
      password: /^password: (.+)$/m.exec(text)?.[1] ?? '',
    };
  }

  test('writes the admin to initial-admin.txt, prints only its path, and asks for a new password at first sign-in', async ({
    browser,
  }) => {
    const { file, mode, email, password } = credentials();
    expect(mode).toBe(0o600);
    expect(email).toBe('admin@localhost');
    expect(server.output()).toContain(file);
    // Warned at start: this install takes no real money. Logged just after the server starts listening, so it
    // can reach this process's pipe after the server has already answered (it failed once, on a loaded machine).
    await expect.poll(() => server.output()).toMatch(/TEST MODE/);
    expect(server.output()).not.toContain(password);

    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/auth\/new-password$/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The admin area stays closed until the password is replaced.
    await page.goto('/admin/admins');
    await expect(page).toHaveURL(/\/auth\/new-password$/);

    await page.getByLabel('Password from initial-admin.txt').fill(password);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('The password must be at least 12 characters')).toBeVisible();
    await page.getByLabel('New password').fill('the volunteers own passphrase');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Admins' }).click();
    await expect(page.getByRole('heading', { name: 'Admins', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Admins' })).toContainText('admin@localhost');
    await page.context().close();
  });

  /** The admin, in their own browser, with the sign-in form open and filled in. */
  async function adminWithSignInFilledIn(browser: Browser) {
    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await page.goto('/auth/sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@localhost');
    await page.getByLabel(/^password/i).fill('the volunteers own passphrase');
    return page;
  }

  test('an attacker failing at the admin account from elsewhere cannot lock the admin out', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const page = await adminWithSignInFilledIn(browser);

    const attacker = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.66' },
    });
    const attempt = (i: number) =>
      attacker.post(loginEndpoint.path, {
        data: { email: 'admin@localhost', password: `guess number ${i}` },
      });
    // The attacker guesses as fast as it is let: a few free failures, then a delay that doubles each time.
    const statuses: number[] = [];
    let failures = 0;
    for (let i = 0; failures < 9; i += 1) {
      const response = await attempt(i);
      statuses.push(response.status());
      if (response.status() === 401) failures += 1;
      else {
        expect(response.status()).toBe(429);
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after']) * 1000));
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    // Right now the attacker must wait several seconds, whatever it sends ...
    const stopped = await attempt(99);
    expect(stopped.status()).toBe(429);
    expect(Number(stopped.headers()['retry-after'])).toBeGreaterThan(5);

    // ... while the real admin, from their own browser, signs in at once.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await attempt(100)).status()).toBe(429);
    await attacker.dispose();
    await page.context().close();
  });

  test('200 sign-in attempts spread over 50 forged addresses are slowed and logged, and the admin still signs in', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const page = await adminWithSignInFilledIn(browser);

    const attacker = await playwright.request.newContext({ baseURL: server.baseURL });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const response = await attacker.post(loginEndpoint.path, {
        headers: { 'X-Forwarded-For': `198.51.100.${i % 50}` },
        data: { email: 'admin@localhost', password: `distributed guess ${i}` },
      });
      statuses.push(response.status());
    }
    await attacker.dispose();
    const slowed = statuses.filter((status) => status === 429).length;
    // Only the account's few free tries (and a gate opening every few seconds) reach the password check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(15);
    expect(slowed).toBeGreaterThanOrEqual(185);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Each refusal and each failure is in the server's log, with the account and the address.
    await expect
      .poll(() => server.output().match(/"msg":"sign-in throttled"/g)?.length ?? 0)
      .toBeGreaterThanOrEqual(slowed);
    expect(server.output()).toMatch(/"account":"admin@localhost","ip":"198\.51\.100\.\d+","limit":"account"/);
    expect(server.output()).toMatch(
      /"account":"admin@localhost","ip":"198\.51\.100\.\d+","msg":"sign-in failed"/,
    );

    // The admin, at the computer they signed in from before, signs in at once.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.context().close();
  });
});

test.describe('admin accounts, with mail delivered to a local SMTP server', () => {
  const invited = `volunteer-${Date.now()}@e2e.test`;
  let smtp: SmtpSink;
  let server: SpawnedServer;
  let api: APIRequestContext;
  let headers: Record<string, string>;

  test.beforeAll(async ({ playwright }) => {
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
    });
    api = await playwright.request.newContext({ baseURL: server.baseURL });
    const signedIn = (await (await api.post(loginEndpoint.path, { data: E2E_ADMIN })).json()) as {
      token: string;
    };
    headers = { authorization: `Bearer ${signedIn.token}` };
  });
  test.afterAll(async () => {
    await api.dispose();
    await server.stop();
    await smtp.close();
  });

  async function newPage(browser: Browser, token?: string) {
    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    if (token)
      await page.addInitScript((value) => {
        window.localStorage.setItem('token', value);
        window.localStorage.setItem('isLoggedIn', 'true');
      }, token);
    return page;
  }

  test('invite, forgot password and sign out everywhere, each through the e-mail the mail server received', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Invite from the Admins screen.
    const page = await newPage(browser, headers.authorization!.replace('Bearer ', ''));
    await page.goto('/admin/admins');
    await page.getByLabel('E-mail address of the new admin').fill(invited);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent. The link works once, for 24 hours.')).toBeVisible();
    await expect(page.getByText(`${invited} (link valid until`)).toBeVisible();

    const invitation = await smtp.linkMailedTo(invited);
    const visitor = await newPage(browser);
    await setPasswordThroughLink(visitor, invitation, 'first volunteer passphrase');
    // The link works once.
    await visitor.goto(new URL(invitation).pathname + new URL(invitation).search);
    await visitor.getByLabel('New password').fill('another volunteer passphrase');
    await visitor.getByRole('button', { name: 'Set password' }).click();
    await expect(visitor.getByRole('alert')).toContainText('This link is not valid any more');

    // Forgot password: the same answer for an unknown address, and a reset link for the admin.
    await visitor.goto('/auth/sign-in');
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page, with its own Email box, stays on screen until the next page's code has arrived.
    await expect(visitor.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await visitor.getByRole('textbox', { name: 'Email' }).fill('nobody-here@e2e.test');
    await visitor.getByRole('button', { name: 'Send the link' }).click();
    const sameAnswer = visitor.getByRole('status');
    await expect(sameAnswer).toContainText('If an admin account uses this address');
    const answerForUnknown = await sameAnswer.textContent();
    await visitor.getByRole('textbox', { name: 'Email' }).fill(invited);
    await visitor.getByRole('button', { name: 'Send the link' }).click();
    await expect(visitor.getByRole('status')).toHaveText(answerForUnknown ?? '');
    await expect.poll(() => smtp.linkMailedTo(invited)).not.toBe(invitation);
    const reset = await smtp.linkMailedTo(invited);
    await setPasswordThroughLink(visitor, reset, 'second volunteer passphrase');

    // Two devices signed in as the new admin; "sign out everywhere" on one ends both.
    await signIn(visitor, invited, 'second volunteer passphrase');
    await expect(visitor).toHaveURL(/\/admin$/);
    const otherDevice = await newPage(browser);
    await signIn(otherDevice, invited, 'second volunteer passphrase');
    await expect(otherDevice).toHaveURL(/\/admin$/);

    await visitor.goto('/admin/admins');
    await visitor.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(visitor).toHaveURL(/\/auth\/sign-in$/);
    // The other device may find out on its own first (it re-checks its session when its queries refetch), so
    // it opens an admin address afresh rather than racing that with a click: its token no longer works.
    await otherDevice.goto('/admin/admins');
    await expect(otherDevice).toHaveURL(/\/auth\/sign-in$/);

    // The first admin removes the invited admin, who can no longer sign in.
    await page.reload();
    await page.getByRole('button', { name: `Remove ${invited}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('The admin has been removed')).toBeVisible();
    await signIn(visitor, invited, 'second volunteer passphrase');
    // The sign-out note may still show beside it for its 3 s.
    await expect(visitor.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.context().close();
    await visitor.context().close();
    await otherDevice.context().close();
  });

  test("an admin cannot read another admin's reset link anywhere in the API or the admin screens", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Admin B joins through an invitation.
    const victim = `victim-${Date.now()}@e2e.test`;
    expect((await api.post('/api/admin/admins/invite', { headers, data: { email: victim } })).ok()).toBe(
      true,
    );
    const visitor = await newPage(browser);
    await setPasswordThroughLink(visitor, await smtp.linkMailedTo(victim), 'the victims own passphrase');
    await visitor.context().close();

    // Admin A asks for a reset of B's password; B's mail server gets the link.
    const mailsBefore = smtp.received.length;
    expect((await api.post('/api/auth/forgot-password', { data: { email: victim } })).ok()).toBe(true);
    await expect.poll(() => smtp.received.length).toBeGreaterThan(mailsBefore);
    const token = new URL(await smtp.linkMailedTo(victim)).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);

    // Every admin read of the API, as A: no answer holds the token or any set-password link.
    const reads = await adminReadPaths();
    expect(reads).toContain('/api/admin/outbox');
    for (const read of reads) {
      const body = await (await api.get(read, { headers })).text();
      expect(body, read).not.toContain(token);
      expect(body, read).not.toContain('set-password?token=');
    }
    // Every admin screen, as A.
    const page = await newPage(browser, headers.authorization!.replace('Bearer ', ''));
    for (const screen of ADMIN_SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.content(), screen).not.toContain(token);
    }
    await page.context().close();

    // The link still works for B, once.
    const set = await api.post('/api/auth/set-password', {
      data: { token, password: 'the victims new passphrase' },
    });
    expect(set.ok()).toBe(true);
  });
});

/** The admin area's screens (each has its own heading). */
const ADMIN_SCREENS = [
  '/admin',
  '/admin/view-members',
  '/admin/volunteers',
  '/admin/member-application',
  '/admin/blogs',
  '/admin/programs',
  '/admin/donations',
  '/admin/donors',
  '/admin/disbursements',
  '/admin/audit-log',
  '/admin/admins',
];

/** Every admin-only GET call of the contract without a path parameter. */
async function adminReadPaths(): Promise<string[]> {
  const folder = path.resolve(import.meta.dirname, '../../contract');
  const paths = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const exports = (await import(path.join(folder, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const endpoint = value as { method?: unknown; path?: unknown; access?: unknown };
      if (
        endpoint &&
        endpoint.method === 'GET' &&
        endpoint.access === 'admin' &&
        typeof endpoint.path === 'string' &&
        !endpoint.path.includes(':')
      )
        paths.add(endpoint.path);
    }
  }
  return [...paths];
}
