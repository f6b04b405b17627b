import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureResponseSchema } from '@contract/common';
import { loginResponseSchema, loginEndpoint } from '@contract/auth';
import { submitMemberRequestEndpoint } from '@contract/member-request';
import { refundPaymentEndpoint } from '@contract/refunds';
import { listMigrationNames } from '../db/migrate';
import { hashPassword } from '../lib/password-hasher';
import { createAdminsRepository } from '../repositories/admins-repository';
import {
  adminAuthHeader,
  createTestApp,
  databaseTargets,
  TEST_ADMIN,
  type TestApp,
} from '../testing/test-app';

const ADMIN_URL = '/api/admin/session';

function signHs256(payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe.each(await databaseTargets())('foundation on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      loginLimits: { perIp: 1000, perAccountFailures: 3, windowMs: 60_000 },
    });
  });
  afterAll(async () => t.close());

  it('applies every migration', async () => {
    const applied = await t.app.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(listMigrationNames(t.app.dbDialect));
    const tables = await t.app.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    for (const table of [
      'admins',
      'programs',
      'blogs',
      'members',
      'membership_applications',
      'member_requests',
      'payments',
      'outbox',
      'audit_log',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('signs in the configured admin with a JWT that expires', async () => {
    const response = await t.app.inject({ method: 'POST', url: loginEndpoint.path, payload: TEST_ADMIN });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    const payload = JSON.parse(Buffer.from(body.token!.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a wrong password with 401 and the invalid-credentials error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      payload: { email: 'someone@forum.test', password: 'wrong' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: 'Invalid email or password' });
  });

  it('locks an account after too many failures, even for the right password', async () => {
    const email = 'locked@forum.test';
    await createAdminsRepository(t.app.db).upsert(email, await hashPassword('the-right-password'));
    for (let i = 0; i < 3; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: loginEndpoint.path,
        payload: { email, password: 'bad' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      payload: { email, password: 'the-right-password' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('answers 400 JSON for malformed JSON and for missing fields', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(failureResponseSchema.parse(malformed.json()).message).toMatch(/not valid JSON/);
    const missing = await t.app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'Password is required' });
  });

  it.each(['null', '[1,2,3]', '"text"'])(
    'answers one plain message to the JSON body %s on endpoints that take an object',
    async (payload) => {
      const headers = { ...(await adminAuthHeader(t.app)), 'content-type': 'application/json' };
      for (const url of [
        loginEndpoint.path,
        submitMemberRequestEndpoint.path,
        refundPaymentEndpoint.path.replace(':reference', 'SBX-any'),
      ]) {
        const response = await t.app.inject({ method: 'POST', url, headers, payload });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          success: false,
          message: 'The request body must be a JSON object.',
        });
      }
    },
  );

  it('lets a valid token through to an admin route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_URL,
      headers: await adminAuthHeader(t.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, admin: { email: TEST_ADMIN.email } });
  });

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['garbage', 'Bearer not-a-jwt'],
  ])('answers 401 JSON to an admin route with %s', async (_label, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_URL,
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(failureResponseSchema.safeParse(response.json()).success).toBe(true);
  });

  it('answers 401 to a token signed with another secret, an expired token and an alg:none token', async () => {
    const forged = signHs256(
      { sub: '1', email: TEST_ADMIN.email, sid: 'a-session', exp: inSeconds(600) },
      'another-secret-of-enough-length-x',
    );
    const expired = signHs256(
      { sub: '1', email: TEST_ADMIN.email, sid: 'a-session', exp: inSeconds(-60) },
      t.config.jwtSecret,
    );
    const valid = signHs256(
      { sub: '1', email: TEST_ADMIN.email, sid: 'a-session', exp: inSeconds(600) },
      t.config.jwtSecret,
    );
    const accepted = await t.app.inject({
      method: 'GET',
      url: ADMIN_URL,
      headers: { authorization: `Bearer ${valid}` },
    });
    expect(accepted.statusCode).toBe(200);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: '1', email: TEST_ADMIN.email, sid: 'a-session' }),
    ).toString('base64url');
    for (const token of [forged, expired, `${header}.${body}.`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: ADMIN_URL,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 401 to the token of an admin who has since been deleted', async () => {
    const headers = await adminAuthHeader(t.app);
    const admins = createAdminsRepository(t.app.db);
    const admin = await admins.findActiveByEmail(TEST_ADMIN.email);
    await admins.softDelete(admin!.id);
    const response = await t.app.inject({ method: 'GET', url: ADMIN_URL, headers });
    expect(response.statusCode).toBe(401);
    await admins.upsert(TEST_ADMIN.email, admin!.password_hash);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here.php' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // For this host only: the forum's domain may have other sites on other hosts.
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
