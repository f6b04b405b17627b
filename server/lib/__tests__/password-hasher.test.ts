import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT_COST,
  usePasswordHashCost,
  verifyPassword,
} from '../password-hasher';

describe('password hashing', () => {
  afterEach(() => usePasswordHashCost(12));

  it("hashes at OWASP's minimum in 16 MiB unless configured otherwise: scrypt N = 2^14, r = 8, p = 5", async () => {
    expect(loadConfig({ DATA_DIR: '/tmp/forum-scrypt-default' }).scryptCost).toBe(14);
    usePasswordHashCost(OWASP_SCRYPT_COST);
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  }, 20_000);

  it('asks for a rehash of a hash made at another cost, and still verifies it', async () => {
    usePasswordHashCost(12);
    const old = await hashPassword('a password');
    expect(old).toMatch(/^scrypt\$4096\$8\$1\$/);
    usePasswordHashCost(13);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('a password', old)).toBe(true);
    expect(needsRehash(await hashPassword('a password'))).toBe(false);
  });

  it("uses OWASP's p for each N it lists, so a smaller N does the same work", async () => {
    for (const [cost, p] of [
      [17, 1],
      [16, 2],
      [15, 3],
      [13, 10],
    ] as const) {
      usePasswordHashCost(cost);
      expect(needsRehash(`scrypt$${2 ** cost}$8$${p}$salt$hash`), `2^${cost}`).toBe(false);
    }
  });
});
