import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as passwordHasher from '../../lib/password-hasher';
import { hashPassword } from '../../lib/password-hasher';
import { LoginThrottle, MAX_LOGIN_DELAY_MS } from '../../lib/login-throttle';
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

  it('delays the client that keeps failing at an account, but never locks the real admin out', async () => {
    for (let i = 0; i < LIMITS.perAccountFailures; i += 1) {
      expect((await login(t, TEST_ADMIN.email, `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
    }
    const delayed = await login(t, TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password, '10.1.0.1');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json<{ token?: string }>().token).toBeUndefined();
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThan(0);
    // The failures were the attacker's: the admin, from their own client, signs in at once.
    expect((await login(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.1.9.9')).statusCode).toBe(200);
  });

  it('does not spend hashing work on a delayed attempt', async () => {
    for (let i = 0; i < LIMITS.perAccountFailures; i += 1)
      await login(t, TEST_ADMIN.email, 'wrong', '10.2.0.1');
    const before = hashing.verifications.length;
    expect((await login(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.2.0.1')).statusCode).toBe(429);
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

describe('login throttle', () => {
  const failAt = (throttle: LoginThrottle, ip: string, account = 'a@forum.test') => {
    expect(throttle.checkAndCount(ip, account)).toBe(0);
    throttle.recordFailure(account, ip);
  };

  it('counts failures per account and client: other clients are not slowed', () => {
    const now = 1_000_000;
    const throttle = new LoginThrottle(LIMITS, () => now);
    for (let i = 0; i < LIMITS.perAccountFailures; i += 1) failAt(throttle, 'attacker');
    expect(throttle.checkAndCount('attacker', 'a@forum.test')).toBeGreaterThan(0);
    expect(throttle.checkAndCount('admin-laptop', 'a@forum.test')).toBe(0);
    expect(throttle.checkAndCount('attacker', 'b@forum.test')).toBe(0);
  });

  it('grows the delay with each failure, capped, and never locks for longer than the cap', () => {
    let now = 1_000_000;
    const limits = { perIp: 1_000_000, perAccountFailures: 2, windowMs: 15 * 60_000 };
    const throttle = new LoginThrottle(limits, () => now);
    const delays: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const wait = throttle.checkAndCount('attacker', 'a@forum.test');
      delays.push(wait);
      now += wait * 1000;
      failAt(throttle, 'attacker');
    }
    expect(delays).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    expect(Math.max(...delays) * 1000).toBe(MAX_LOGIN_DELAY_MS);
  });

  it('sweeps entries older than the window', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(LIMITS, () => now);
    for (let i = 0; i < 100; i += 1) failAt(throttle, `ip-${i}`, `guess-${i}@forum.test`);
    expect(throttle.size).toBe(200);
    now += LIMITS.windowMs;
    throttle.checkAndCount('late', 'x@forum.test');
    expect(throttle.size).toBe(1);
  });
});
