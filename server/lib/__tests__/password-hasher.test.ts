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
  afterEach(() => usePasswordHashCost(14));

  it("hashes at OWASP's minimum unless configured otherwise: scrypt N = 2^17, r = 8, p = 1", async () => {
    expect(loadConfig({ DATA_DIR: '/tmp/forum-scrypt-default' }).scryptCost).toBe(17);
    usePasswordHashCost(OWASP_SCRYPT_COST);
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  }, 20_000);

  it('asks for a rehash of a hash made at another cost, and still verifies it', async () => {
    usePasswordHashCost(14);
    const old = await hashPassword('a password');
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    usePasswordHashCost(15);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('a password', old)).toBe(true);
    expect(needsRehash(await hashPassword('a password'))).toBe(false);
  });
});
