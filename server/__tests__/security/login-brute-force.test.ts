import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as passwordHasher from '../../lib/password-hasher';
import { hashPassword } from '../../lib/password-hasher';
import { LoginThrottle, MAX_CLIENT_DELAY_SECONDS } from '../../lib/login-throttle';
import { createAdminsRepository } from '../../repositories/admins-repository';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';
import { loginEndpoint } from '@contract/auth';

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

/** Redis on this machine; override with TEST_REDIS_URL. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const LIMITS = { perIp: 6, perAccountFailures: 3, windowMs: 60_000 };
const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: loginEndpoint.path,
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

  it('counts a burst of wrong passwords sent at once before checking any: only the free tries are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t, TEST_ADMIN.email, `burst-${i}`, '10.4.0.1')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LIMITS.perAccountFailures);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - LIMITS.perAccountFailures);
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

describe.each([
  ['in memory', {}],
  ['in Redis', { REDIS_URL: TEST_REDIS_URL }],
])('sign-ins counted %s', (_label, env) => {
  const prefix = `forum-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(
      'sqlite',
      { redisKeyPrefix: prefix, loginLimits: { perIp: 20, perAccountFailures: 5, windowMs: 60_000 } },
      env,
    );
  });
  afterEach(async () => {
    await t.close();
    if (!('REDIS_URL' in env)) return;
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('never refuses successful sign-ins, from one address or many, while failures from there still get 429', async () => {
    for (let i = 0; i < 25; i += 1) {
      expect((await login(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.5.0.1')).statusCode).toBe(200);
      expect((await login(t, TEST_ADMIN.email, TEST_ADMIN.password, `10.6.0.${i}`)).statusCode).toBe(200);
    }
    for (let i = 0; i < 20; i += 1)
      expect((await login(t, `nobody${i}@forum.test`, 'guess', '10.5.0.1')).statusCode).toBe(401);
    const blocked = await login(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: expect.stringMatching(/Please wait \d+ (second|minute)\(s\)/),
    });
  });
});

type ThrottleStore = ConstructorParameters<typeof LoginThrottle>[1];

describe.each([
  ['in memory', (): ThrottleStore => undefined],
  [
    'in Redis',
    () => ({
      redis: new Redis(TEST_REDIS_URL),
      prefix: `forum-test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    }),
  ],
] as const)('login throttle %s', (_label, makeStore) => {
  let store: ReturnType<typeof makeStore>;
  beforeEach(() => {
    store = makeStore();
  });
  afterEach(async () => {
    vi.useRealTimers();
    if (!store) return;
    const keys = await store.redis.keys(`${store.prefix}*`);
    if (keys.length > 0) await store.redis.del(...keys);
    store.redis.disconnect();
  });
  const waits = async (throttle: LoginThrottle, ip: string, account = 'a@forum.test') => {
    const verdict = await throttle.attempt(ip, account);
    return verdict.allowed ? 0 : verdict.waitSeconds;
  };

  it('counts per account and client: other clients and accounts are not slowed', async () => {
    const throttle = new LoginThrottle(LIMITS, store);
    for (let i = 0; i < LIMITS.perAccountFailures; i += 1) expect(await waits(throttle, '10.0.0.1')).toBe(0);
    expect(await waits(throttle, '10.0.0.1')).toBe(1);
    expect(await waits(throttle, '10.0.0.2')).toBe(0);
    expect(await waits(throttle, '10.0.0.1', 'b@forum.test')).toBe(0);
  });

  it('counts a burst sent at once before any password is checked: only the free tries get through', async () => {
    const throttle = new LoginThrottle({ ...LIMITS, perIp: 1000 }, store);
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, () => throttle.attempt('10.0.0.9', 'a@forum.test')),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(LIMITS.perAccountFailures);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const throttle = new LoginThrottle(LIMITS, store);
    const codes = [];
    for (let i = 1; i <= LIMITS.perIp + 1; i += 1)
      codes.push(await waits(throttle, `2001:db8:1:2::${i.toString(16)}`, `user${i}@forum.test`));
    expect(codes.slice(0, LIMITS.perIp).every((wait) => wait === 0)).toBe(true);
    expect(codes[LIMITS.perIp]).toBeGreaterThan(0);
    expect(await waits(throttle, '2001:db8:1:3::1', 'user1@forum.test')).toBe(0);
  });

  it('slows guessing at one account from many addresses, but not the admin at a computer the account signed in from', async () => {
    const throttle = new LoginThrottle({ ...LIMITS, perIp: 1000 }, store);
    await throttle.succeeded('192.0.2.10', 'a@forum.test');
    // The client stays known beyond the moment (a memory timer too long for Node once dropped it at once).
    await new Promise((resolve) => setTimeout(resolve, 50));
    let allowed = 0;
    const started = Date.now();
    for (let i = 0; i < 200; i += 1) if ((await waits(throttle, `198.51.100.${i % 50}`)) === 0) allowed += 1;
    // The account's free tries, and the gate's openings since: 1 s after the last free try, then 2 s later ...
    const openings = Math.floor(Math.log2(1 + (Date.now() - started) / 1000));
    expect(allowed).toBeGreaterThanOrEqual(LIMITS.perAccountFailures * 2);
    expect(allowed).toBeLessThanOrEqual(LIMITS.perAccountFailures * 2 + openings);
    expect(await waits(throttle, '198.51.100.77')).toBeGreaterThan(0);
    expect(await waits(throttle, '192.0.2.10')).toBe(0);
  });

  it('grows the delay with each opening, capped, and never locks for longer than the cap', async () => {
    // Redis keeps its own time: there the test waits for real, for the first two delays.
    const real = store !== undefined;
    if (!real) vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const throttle = new LoginThrottle(
      { perIp: 1_000_000, perAccountFailures: 2, windowMs: 15 * 60_000 },
      store,
    );
    // A known client: only the account-and-client limit applies.
    await throttle.succeeded('10.9.0.1', 'a@forum.test');
    const delays: number[] = [];
    while (delays.length < (real ? 2 : 9)) {
      const wait = await waits(throttle, '10.9.0.1');
      if (wait > 0) {
        delays.push(wait);
        if (real) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        else await vi.advanceTimersByTimeAsync(wait * 1000);
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].slice(0, delays.length));
    if (!real) expect(Math.max(...delays)).toBe(MAX_CLIENT_DELAY_SECONDS);
  });
});
