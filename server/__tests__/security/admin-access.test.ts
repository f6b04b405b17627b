import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHP_API_ENDPOINTS } from '@contract/endpoints';
import { hashPassword } from '../../lib/password-hasher';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { adminAuthHeader, createTestApp, type TestApp } from '../../testing/test-app';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
function signHs256(payload: object, secret: string): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let deletedAdminToken: string;
const goodClaims = () => ({
  sub: '1',
  email: 'admin@forum.test',
  sid: 'a-session',
  iat: nowSeconds(),
  exp: nowSeconds() + 3600,
});

/** Every way of calling an admin route that must be refused with 401, built once the app (and its secret) exists. */
function badCredentials(): [string, Record<string, string>][] {
  const secret = t.config.jwtSecret;
  return [
    ['no token', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    [
      'a token of another scheme',
      { authorization: `Basic ${Buffer.from('admin@forum.test:x').toString('base64')}` },
    ],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
    [
      'a token signed with another secret',
      { authorization: `Bearer ${signHs256(goodClaims(), 'another-secret-that-is-long-enough-for-hs256')}` },
    ],
    [
      'an expired token',
      {
        authorization: `Bearer ${signHs256({ ...goodClaims(), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, secret)}`,
      },
    ],
    [
      'an alg:none token',
      { authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(goodClaims())}.` },
    ],
    [
      'an HS512 token (algorithm not allowed)',
      {
        authorization: (() => {
          const unsigned = `${encode({ alg: 'HS512', typ: 'JWT' })}.${encode(goodClaims())}`;
          return `Bearer ${unsigned}.${createHmac('sha512', secret).update(unsigned).digest('base64url')}`;
        })(),
      },
    ],
    [
      'a token for an admin that does not exist',
      { authorization: `Bearer ${signHs256({ ...goodClaims(), sub: '999999' }, secret)}` },
    ],
    [
      'a token whose subject is not an id',
      { authorization: `Bearer ${signHs256({ ...goodClaims(), sub: '1 OR 1=1' }, secret)}` },
    ],
    ['a token for a deleted admin', { authorization: `Bearer ${deletedAdminToken}` }],
  ];
}

beforeAll(async () => {
  t = await createTestApp('sqlite', {
    loginLimits: { perIp: 1000, perAccountFailures: 1000, windowMs: 60_000 },
  });
  const admins = createAdminsRepository(t.app.db);
  await admins.upsert('gone@forum.test', await hashPassword('a-password-long-enough'));
  const gone = await admins.findActiveByEmail('gone@forum.test');
  deletedAdminToken = t.app.issueAdminToken({ id: gone!.id, email: gone!.email });
  await admins.softDelete(gone!.id);
});
afterAll(async () => t.close());

describe('admin access, route by route from the route table', () => {
  it('lists every admin call of the contract as an admin route, and every /api/admin path as admin', () => {
    const table = t.app.routeTable;
    for (const endpoint of PHP_API_ENDPOINTS.filter((e) => e.access === 'admin')) {
      const entry = table.find((route) => route.method === endpoint.method && route.url === endpoint.path);
      // A contract admin call missing from the route table fails here (undefined does not match the object).
      expect(entry, `${endpoint.method} ${endpoint.path}`).toMatchObject({ access: 'admin' });
    }
    for (const route of table.filter((r) => r.url.startsWith('/api/admin'))) {
      expect(route, `${route.method} ${route.url}`).toMatchObject({ access: 'admin' });
    }
    expect(table.filter((route) => route.access === 'admin').length).toBeGreaterThan(0);
  });

  it('refuses every admin route with 401 JSON for every bad credential, before reading the body', async () => {
    const refusals: string[] = [];
    const admitted: string[] = [];
    for (const route of t.app.routeTable.filter((r) => r.access === 'admin')) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      for (const [label, headers] of badCredentials()) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `${url}${url.includes('?') ? '&' : '?'}id=1`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        const body = response.json<{ success?: unknown; message?: unknown }>();
        if (response.statusCode !== 401 || body.success !== false || typeof body.message !== 'string') {
          admitted.push(
            `${route.method} ${route.url} with ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        } else refusals.push(label);
      }
    }
    expect(admitted).toEqual([]);
    expect(refusals.length).toBe(
      t.app.routeTable.filter((r) => r.access === 'admin').length * badCredentials().length,
    );
  });

  it('lets a valid token through (so the refusals above are about the credentials)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: await adminAuthHeader(t.app),
    });
    expect(response.statusCode).toBe(200);
  });

  it('never serves private uploads as static files, whatever the path trick', async () => {
    await t.app.files.put('private', '2026/11/passport.png', Buffer.from('secret bytes'), 'image/png');
    for (const url of [
      '/uploads/private/2026/11/passport.png',
      '/uploads/public/../private/2026/11/passport.png',
      '/uploads/public/%2e%2e/private/2026/11/passport.png',
      '/uploads/public/..%2fprivate%2f2026%2f11%2fpassport.png',
      '/uploads/public/%2e%2e%2fprivate/2026/11/passport.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('secret bytes');
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});
