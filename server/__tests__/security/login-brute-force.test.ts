import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as passwordHasher from '../../lib/password-hasher';
import { hashPassword } from '../../lib/password-hasher';
import { LoginThrottle } from '../../lib/login-throttle';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

/** Counts the hashing work of each sign-in, with the real implementation underneath. */
const hashing = vi.hoisted(() => ({ verifications: [] as string[] }));
vi.mock('../../lib/password-hasher', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordHasher>();
  return {
    ...actual,
    verifyPassword: async (password: string, stored: string) => {
      hashing.verifications.push(stored);
      return actual.verifyPassword(password, stored);
    },
  };
});

const LIMITS = { perIp: 6, perAccountFailures: 3, windowMs: 60_000 };
const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login.php',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('login brute force', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite', { loginLimits: LIMITS });
    hashing.verifications.length = 0;
  });
  afterEach(async () => t.close());

  it('refuses an IP that tried too often with 429, even with the right password, while other IPs still sign in', async () => {
    for (let i = 0; i < LIMITS.perIp; i += 1) {
      expect((await login(t, `nobody${i}@forum.test`, 'guess', '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).not.toContain('token');
    expect((await login(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('locks an account after repeated failures from many IPs, even with the right password from a fresh IP', async () => {
    for (let i = 0; i < LIMITS.perAccountFailures; i += 1) {
      expect((await login(t, TEST_ADMIN.email, `wrong-${i}`, `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login(t, TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ token?: string }>().token).toBeUndefined();
  });

  it('does not spend hashing work on a blocked attempt', async () => {
    for (let i = 0; i < LIMITS.perAccountFailures; i += 1)
      await login(t, TEST_ADMIN.email, 'wrong', `10.2.0.${i + 1}`);
    const before = hashing.verifications.length;
    await login(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.2.1.1');
    expect(hashing.verifications.length).toBe(before);
  });

  it('does the same hashing work for an unknown e-mail as for a known one (no timing hint of which exist)', async () => {
    await createAdminsRepository(t.app.db).upsert(
      'known@forum.test',
      await hashPassword('the-known-password'),
    );
    const known = await createAdminsRepository(t.app.db).findActiveByEmail('known@forum.test');
    hashing.verifications.length = 0;

    const knownAnswer = await login(t, 'known@forum.test', 'wrong-password', '10.3.0.1');
    const unknownAnswer = await login(t, 'unknown@forum.test', 'wrong-password', '10.3.0.2');

    expect(hashing.verifications).toHaveLength(2);
    const [knownHash, unknownHash] = hashing.verifications as [string, string];
    expect(knownHash).toBe(known!.password_hash);
    // Same scheme and cost parameters (scrypt$N$r$p): identical work per attempt.
    expect(unknownHash.split('$').slice(0, 4)).toEqual(knownHash.split('$').slice(0, 4));
    expect(unknownHash).not.toBe(knownHash);
    // And the answers are indistinguishable.
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.body).toBe(knownAnswer.body);
  });
});

describe('login throttle window', () => {
  it('lets an account try again once the window has passed, and not before', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(LIMITS, () => now);
    for (let i = 0; i < LIMITS.perAccountFailures; i += 1) {
      expect(throttle.checkAndCount(`ip${i}`, 'a@forum.test')).toBe(0);
      throttle.recordFailure('a@forum.test');
    }
    expect(throttle.checkAndCount('fresh-ip', 'a@forum.test')).toBe(LIMITS.windowMs / 1000);
    now += LIMITS.windowMs - 1000;
    expect(throttle.checkAndCount('fresh-ip', 'a@forum.test')).toBe(1);
    now += 1000;
    expect(throttle.checkAndCount('fresh-ip', 'a@forum.test')).toBe(0);
  });
});
