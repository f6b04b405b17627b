import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES, listAdminsResponseSchema } from '@contract/admin-accounts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { hashLinkToken } from '../../lib/link-token';
import { hashPassword, usePasswordHashCost, verifyPassword } from '../../lib/password-hasher';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { WITHHELD_LINK } from '../../mail/outbox-dispatcher';
import { INITIAL_ADMIN_FILE } from '../../plugins/app/bootstrap';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, databaseTargets, TEST_ADMIN, type TestApp } from '../../testing/test-app';
import { loginEndpoint } from '@contract/auth';

const NEW_PASSWORD = 'a brand new passphrase';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: loginEndpoint.path,
    payload: { email, password },
    remoteAddress: '10.20.0.1',
  });
  return response;
}

async function tokenFor(t: TestApp, email: string, password: string): Promise<string> {
  const response = await signIn(t, email, password);
  const token = response.json<{ token?: string }>().token;
  if (!token) throw new Error(`sign-in failed: ${response.body}`);
  return token;
}

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

/** The token of the last link mailed to an address (the link's ?token=), as the SMTP server received it. */
async function linkTokenMailedTo(to: string): Promise<string> {
  return new URL(await smtp.linkMailedTo(to)).searchParams.get('token') ?? '';
}

const auditActions = async (t: TestApp) =>
  (await t.app.db.selectFrom('audit_log').select('action').where('entity', '=', 'admin').execute()).map(
    (row) => row.action,
  );

describe.each(await databaseTargets())('the first start without ADMIN_EMAIL on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  });
  afterAll(async () => t.close());

  it('writes the admin to DATA_DIR/initial-admin.txt (0600), who signs in and must choose a new password first', async () => {
    const file = path.join(t.dataDir, INITIAL_ADMIN_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const [emailLine, passwordLine] = readFileSync(file, 'utf8').trim().split('\n');
    const email = emailLine!.replace(/^email: /, '');
    const password = passwordLine!.replace(/^password: /, '');
    expect(email).toBe('admin@localhost');
    expect(password.length).toBeGreaterThanOrEqual(16);

    const login = await signIn(t, email, password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, mustChangePassword: true });
    const token = login.json<{ token: string }>().token;

    const blocked = await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: bearer(token) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ success: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) })).statusCode,
    ).toBe(200);

    const change = (body: Record<string, unknown>, auth = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/account/password',
        headers: bearer(auth),
        payload: body,
      });
    expect((await change({ currentPassword: 'wrong password', newPassword: NEW_PASSWORD })).json()).toEqual({
      success: false,
      message: ADMIN_ACCOUNT_MESSAGES.wrongCurrentPassword,
    });
    expect((await change({ currentPassword: password, newPassword: 'too short' })).json()).toEqual({
      success: false,
      message: ADMIN_ACCOUNT_MESSAGES.passwordTooShort,
    });
    expect((await change({ currentPassword: password, newPassword: password })).statusCode).toBe(400);
    expect(await change({ currentPassword: password }).then((r) => r.statusCode)).toBe(400);

    const changed = await change({ currentPassword: password, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ token: string }>().token;
    expect(existsSync(file)).toBe(false);
    // The old token (and the generated password) stop working; the new token opens the admin area.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    expect((await signIn(t, email, password)).statusCode).toBe(401);
    expect((await signIn(t, email, NEW_PASSWORD)).json()).not.toHaveProperty('mustChangePassword');
    expect(await auditActions(t)).toContain('change-password');
  });
});

describe.each(await databaseTargets())('ADMIN_EMAIL on a later start on %s', (target) => {
  it('is used at the first start only: an admin removed in the admin area stays removed after a restart', async () => {
    const t = await createTestApp(target);
    try {
      const admins = createAdminsRepository(t.app.db);
      await admins.upsert('other@forum.test', await hashPassword(NEW_PASSWORD));
      const configured = await admins.findActiveByEmail(TEST_ADMIN.email);
      await admins.softDelete(configured!.id);
      // The same data, started again with the same ADMIN_EMAIL and ADMIN_PASSWORD.
      const restarted = await buildApp(t.config, { logger: false });
      await restarted.ready();
      const signIn = await restarted.inject({
        method: 'POST',
        url: loginEndpoint.path,
        payload: TEST_ADMIN,
        remoteAddress: '10.21.0.1',
      });
      await restarted.close();
      expect(signIn.statusCode).toBe(401);
      expect(await admins.findActiveByEmail(TEST_ADMIN.email)).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('the first start without ADMIN_EMAIL, in the log', () => {
  it("logs one line with the file's path and the sign-in address, never the password", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-first-start-'));
    const lines: string[] = [];
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-spa'),
        SEED_DEMO: '0',
        SCRYPT_COST: '12',
        PUBLIC_URL: 'https://forum.example.org',
      });
      const app = await buildApp(config, {
        logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
      });
      await app.ready();
      await app.close();
      const file = path.join(dataDir, INITIAL_ADMIN_FILE);
      const password = /^password: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const notices = lines.filter((line) => line.includes(file));
      expect(notices).toHaveLength(1);
      expect(JSON.parse(notices[0]!)).toMatchObject({
        msg: expect.stringContaining('Sign in at https://forum.example.org/auth/sign-in'),
      });
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(lines.join('')).not.toContain(password);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(await databaseTargets())('admin accounts on %s', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Every test signs in from one address: the per-address sign-in limit is not what this suite is about.
    t = await createTestApp(
      target,
      { loginLimits: { perIp: 1000, perAccountFailures: 5, windowMs: 15 * 60_000 } },
      { SMTP_URL: smtp.url },
    );
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    // Each test starts from the one configured admin, signed in afresh.
    await t.app.db.deleteFrom('admins').where('email', '!=', TEST_ADMIN.email).execute();
    token = await tokenFor(t, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  beforeAll(async () => {
    token = await tokenFor(t, TEST_ADMIN.email, TEST_ADMIN.password);
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    auth = token,
  ) => t.app.inject({ method, url, headers: bearer(auth), ...(payload === undefined ? {} : { payload }) });

  it('invites an admin by e-mail: a single-use link in the outbox sets their password', async () => {
    const invited = await call('POST', '/api/admin/admins/invite', { email: 'Volunteer@Forum.test' });
    expect(invited.json()).toEqual({ success: true, message: ADMIN_ACCOUNT_MESSAGES.inviteSent });
    const list = listAdminsResponseSchema.parse((await call('GET', '/api/admin/admins')).json());
    expect(list.invites).toEqual([{ email: 'volunteer@forum.test', expiresAt: expect.any(String) }]);
    expect(Date.parse(list.invites[0]!.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const link = await linkTokenMailedTo('volunteer@forum.test');
    const stored = await t.app.db.selectFrom('admin_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashLinkToken(link));
    expect(JSON.stringify(stored)).not.toContain(link);

    const set = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: body });
    expect((await set({ token: link, password: 'short' })).statusCode).toBe(400);
    expect((await set({ token: 'x'.repeat(43), password: NEW_PASSWORD })).json()).toEqual({
      success: false,
      message: ADMIN_ACCOUNT_MESSAGES.linkInvalid,
    });
    expect((await set({ token: link, password: NEW_PASSWORD })).json()).toEqual({
      success: true,
      message: ADMIN_ACCOUNT_MESSAGES.passwordSet,
    });
    expect((await set({ token: link, password: `${NEW_PASSWORD}!` })).statusCode).toBe(400);
    expect((await signIn(t, 'volunteer@forum.test', NEW_PASSWORD)).statusCode).toBe(200);
    const after = listAdminsResponseSchema.parse((await call('GET', '/api/admin/admins')).json());
    expect(after.data.map((admin) => [admin.email, admin.isYou])).toEqual([
      [TEST_ADMIN.email, true],
      ['volunteer@forum.test', false],
    ]);
    expect(after.invites).toEqual([]);
    expect(await auditActions(t)).toEqual(expect.arrayContaining(['invite', 'accept-invite']));
  });

  it('refuses bad invitations: an existing admin, a malformed address, unknown fields, no token', async () => {
    expect((await call('POST', '/api/admin/admins/invite', { email: TEST_ADMIN.email })).json()).toEqual({
      success: false,
      message: ADMIN_ACCOUNT_MESSAGES.alreadyAdmin,
    });
    for (const body of [
      { email: 'not an address' },
      {},
      { email: 'a@b.org', role: 'owner' },
      { email: 42 },
    ]) {
      const response = await call('POST', '/api/admin/admins/invite', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admins/invite',
      payload: { email: 'x@forum.test' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an invitation link expires after 24 hours', async () => {
    await call('POST', '/api/admin/admins/invite', { email: 'late@forum.test' });
    const link = await linkTokenMailedTo('late@forum.test');
    await t.app.db
      .updateTable('admin_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashLinkToken(link))
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: link, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect((await signIn(t, 'late@forum.test', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('removes an admin, whose token stops working, but never the last one', async () => {
    const me = listAdminsResponseSchema.parse((await call('GET', '/api/admin/admins')).json()).data[0]!;
    expect((await call('DELETE', `/api/admin/admins/${me.id}`)).json()).toEqual({
      success: false,
      message: ADMIN_ACCOUNT_MESSAGES.lastAdmin,
    });
    await call('POST', '/api/admin/admins/invite', { email: 'second@forum.test' });
    const link = await linkTokenMailedTo('second@forum.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: link, password: NEW_PASSWORD },
    });
    const secondToken = await tokenFor(t, 'second@forum.test', NEW_PASSWORD);
    const second = listAdminsResponseSchema
      .parse((await call('GET', '/api/admin/admins')).json())
      .data.find((admin) => admin.email === 'second@forum.test')!;

    expect((await call('DELETE', '/api/admin/admins/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/admins/abc')).statusCode).toBe(400);
    expect((await call('DELETE', `/api/admin/admins/${second.id}`)).json()).toEqual({
      success: true,
      message: ADMIN_ACCOUNT_MESSAGES.adminRemoved,
    });
    expect((await call('GET', '/api/admin/session', undefined, secondToken)).statusCode).toBe(401);
    expect((await signIn(t, 'second@forum.test', NEW_PASSWORD)).statusCode).toBe(401);
    // Now the only admin left: removing it is refused again.
    expect((await call('DELETE', `/api/admin/admins/${me.id}`)).statusCode).toBe(409);
    expect(await auditActions(t)).toContain('delete');
  });

  it('withdraws a waiting invitation: its link stops working and it leaves the list', async () => {
    await call('POST', '/api/admin/admins/invite', { email: 'withdrawn@forum.test' });
    const invitation = await linkTokenMailedTo('withdrawn@forum.test');
    const pending = async () =>
      listAdminsResponseSchema
        .parse((await call('GET', '/api/admin/admins')).json())
        .invites.map((invite) => invite.email);
    expect(await pending()).toContain('withdrawn@forum.test');
    const revoked = await call('POST', '/api/admin/admins/invite/revoke', { email: 'Withdrawn@Forum.test' });
    expect(revoked.json()).toEqual({ success: true, message: ADMIN_ACCOUNT_MESSAGES.inviteRevoked });
    expect(await pending()).not.toContain('withdrawn@forum.test');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: invitation, password: NEW_PASSWORD },
      remoteAddress: '10.35.0.1',
    });
    expect(accepted.json()).toEqual({ success: false, message: ADMIN_ACCOUNT_MESSAGES.linkInvalid });
    const again = await call('POST', '/api/admin/admins/invite/revoke', { email: 'withdrawn@forum.test' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: ADMIN_ACCOUNT_MESSAGES.inviteNotFound });
    expect(await auditActions(t)).toContain('revoke-invite');
  });

  it('spends the invitations a removed admin sent', async () => {
    await call('POST', '/api/admin/admins/invite', { email: 'inviter@forum.test' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: await linkTokenMailedTo('inviter@forum.test'), password: NEW_PASSWORD },
      remoteAddress: '10.34.0.1',
    });
    const inviterToken = await tokenFor(t, 'inviter@forum.test', NEW_PASSWORD);
    await call('POST', '/api/admin/admins/invite', { email: 'invitee@forum.test' }, inviterToken);
    const invitation = await linkTokenMailedTo('invitee@forum.test');
    const inviter = listAdminsResponseSchema
      .parse((await call('GET', '/api/admin/admins')).json())
      .data.find((admin) => admin.email === 'inviter@forum.test')!;
    await call('DELETE', `/api/admin/admins/${inviter.id}`);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: invitation, password: NEW_PASSWORD },
      remoteAddress: '10.34.0.1',
    });
    expect(accepted.json()).toEqual({ success: false, message: ADMIN_ACCOUNT_MESSAGES.linkInvalid });
    expect(listAdminsResponseSchema.parse((await call('GET', '/api/admin/admins')).json()).invites).toEqual(
      [],
    );
  });

  it('rehashes a password stored at an older cost at its next successful sign-in, and only then', async () => {
    const admins = createAdminsRepository(t.app.db);
    usePasswordHashCost(13);
    const oldHash = await hashPassword(NEW_PASSWORD);
    usePasswordHashCost(t.config.scryptCost);
    await admins.upsert('older@forum.test', oldHash);
    const stored = async () => (await admins.findActiveByEmail('older@forum.test'))!.password_hash;
    expect((await signIn(t, 'older@forum.test', 'not the password')).statusCode).toBe(401);
    expect(await stored()).toBe(oldHash);
    const token = await tokenFor(t, 'older@forum.test', NEW_PASSWORD);
    const rehashed = await stored();
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${2 ** t.config.scryptCost}\\$8\\$1\\$`));
    expect(await verifyPassword(NEW_PASSWORD, rehashed)).toBe(true);
    // The same password, so the session it signed in goes on, and the next sign-in works.
    expect((await call('GET', '/api/admin/session', undefined, token)).statusCode).toBe(200);
    await tokenFor(t, 'older@forum.test', NEW_PASSWORD);
    expect(await stored()).toBe(rehashed);
  });

  it("signs out one session on the server: a copy of its token stops working, the admin's other sessions go on", async () => {
    const mine = await tokenFor(t, TEST_ADMIN.email, TEST_ADMIN.password);
    const copied = `${mine}`;
    const other = await tokenFor(t, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await call('GET', '/api/admin/session', undefined, copied)).statusCode).toBe(200);
    const response = await call('POST', '/api/admin/account/sign-out', undefined, mine);
    expect(response.json()).toEqual({ success: true, message: ADMIN_ACCOUNT_MESSAGES.signedOut });
    expect((await call('GET', '/api/admin/session', undefined, copied)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/admins', undefined, copied)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/account/sign-out', undefined, copied)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/session', undefined, other)).statusCode).toBe(200);
    // A token that names no session could never be signed out: it is refused.
    const admin = await createAdminsRepository(t.app.db).findActiveByEmail(TEST_ADMIN.email);
    const withoutSession = t.app.jwt.sign({
      sub: String(admin!.id),
      email: admin!.email,
      ver: admin!.token_version,
    });
    expect((await call('GET', '/api/admin/session', undefined, withoutSession)).statusCode).toBe(401);
  });

  it('forgets an ended session once its token would have expired', async () => {
    await t.app.db
      .insertInto('ended_admin_sessions')
      .values({
        session_id: 'long-expired',
        admin_id: 1,
        expires_at: '2000-01-01T00:00:00.000Z',
        ended_at: '2000-01-01T00:00:00.000Z',
      })
      .execute();
    const mine = await tokenFor(t, TEST_ADMIN.email, TEST_ADMIN.password);
    await call('POST', '/api/admin/account/sign-out', undefined, mine);
    const kept = await t.app.db.selectFrom('ended_admin_sessions').select('session_id').execute();
    expect(kept.map((row) => row.session_id)).not.toContain('long-expired');
    expect(kept.length).toBeGreaterThan(0);
  });

  it('signs out everywhere: every token issued before stops working', async () => {
    const other = await tokenFor(t, TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await call('POST', '/api/admin/account/sign-out-everywhere');
    expect(response.json()).toEqual({ success: true, message: ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere });
    expect((await call('GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/session', undefined, other)).statusCode).toBe(401);
    const fresh = await tokenFor(t, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await call('GET', '/api/admin/session', undefined, fresh)).statusCode).toBe(200);
    expect(await auditActions(t)).toContain('sign-out-everywhere');
  });

  it('"forgot password" answers the same for any address and mails a 1-hour single-use link to an admin only', async () => {
    const forgot = (email: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: `10.30.0.${Math.floor(Math.random() * 250)}`,
      });
    const before = await t.app.db.selectFrom('outbox').select('id').execute();
    const unknown = await forgot('nobody@forum.test');
    const known = await forgot(TEST_ADMIN.email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: ADMIN_ACCOUNT_MESSAGES.resetRequested });
    const link = await linkTokenMailedTo(TEST_ADMIN.email);
    // The outbox records the mail once the mail server has taken it.
    await expect
      .poll(async () =>
        (
          await t.app.db
            .selectFrom('outbox')
            .select('recipient')
            .where('id', 'not in', before.map((row) => row.id).concat(0))
            .execute()
        ).map((mail) => mail.recipient),
      )
      .toEqual([TEST_ADMIN.email]);
    for (const bad of ['', 'no-at-sign', 42]) expect((await forgot(bad)).statusCode).toBe(400);

    const row = await t.app.db
      .selectFrom('admin_tokens')
      .selectAll()
      .where('token_hash', '=', hashLinkToken(link))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(3500_000);

    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token: link, password } });
    expect((await reset(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(`${NEW_PASSWORD}?`)).statusCode).toBe(400);
    // The reset signs out the sessions that were open, and the new password is the one that works.
    expect((await call('GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn(t, TEST_ADMIN.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions(t)).toContain('reset-password');
    // Put the test admin's password back for the next tests.
    const restored = await tokenFor(t, TEST_ADMIN.email, NEW_PASSWORD);
    await call(
      'POST',
      '/api/admin/account/password',
      { currentPassword: NEW_PASSWORD, newPassword: TEST_ADMIN.password },
      restored,
    );
  });

  it('refuses a password change with a wrong current password, a short new one or extra fields', async () => {
    for (const [body, status] of [
      [{ currentPassword: 'wrong password', newPassword: NEW_PASSWORD }, 400],
      [{ currentPassword: TEST_ADMIN.password, newPassword: 'x'.repeat(11) }, 400],
      [{ currentPassword: TEST_ADMIN.password, newPassword: 'x'.repeat(201) }, 400],
      [{ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD, admin: 1 }, 400],
      [{ newPassword: NEW_PASSWORD }, 400],
    ] as const) {
      const response = await call('POST', '/api/admin/account/password', body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('keeps no usable link: the outbox, in the database and on the Outbox screen, holds the mails with the link withheld', async () => {
    await call('POST', '/api/admin/admins/invite', { email: 'withheld@forum.test' });
    const invitation = await linkTokenMailedTo('withheld@forum.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: TEST_ADMIN.email },
      remoteAddress: '10.31.0.1',
    });
    const reset = await linkTokenMailedTo(TEST_ADMIN.email);
    // The outbox records the mail once the mail server has taken it.
    await expect
      .poll(async () =>
        (await t.app.db.selectFrom('outbox').select('recipient').execute()).map((row) => row.recipient),
      )
      .toContain(TEST_ADMIN.email);

    const stored = JSON.stringify(await t.app.db.selectFrom('outbox').selectAll().execute());
    const shown = (await call('GET', '/api/admin/outbox')).body;
    for (const text of [stored, shown]) {
      expect(text).not.toContain(invitation);
      expect(text).not.toContain(reset);
      expect(text).not.toMatch(/set-password\?token=/);
      expect(text).toContain(WITHHELD_LINK);
    }
    const rows = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'withheld@forum.test')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });

  it('"forgot password" answers before the link is made and mailed, and asking again keeps the first link working', async () => {
    const release = smtp.hold();
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: TEST_ADMIN.email },
        remoteAddress: '10.32.0.1',
      });
    // The mail server holds the message: the answer does not wait for it.
    expect((await forgot()).statusCode).toBe(200);
    expect(smtp.received).toEqual([]);
    release();
    const first = await linkTokenMailedTo(TEST_ADMIN.email);
    smtp.received.length = 0;
    expect((await forgot()).statusCode).toBe(200);
    const second = await linkTokenMailedTo(TEST_ADMIN.email);
    expect(second).not.toBe(first);
    const setPassword = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        remoteAddress: '10.33.0.1',
        payload: { token, password: TEST_ADMIN.password },
      });
    expect((await setPassword(first)).statusCode).toBe(200);
    // Using one link spends the others.
    expect((await setPassword(second)).statusCode).toBe(400);
  });
});
