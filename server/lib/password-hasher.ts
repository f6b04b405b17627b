import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

const R = 8;

/**
 * OWASP's equal settings for scrypt with r = 8, by log2 N: its minimum, N = 2^17 with p = 1, takes 128 MiB a
 * hash; a smaller N with a larger p does the same work in less memory.
 */
const OWASP_PARALLELISM: Readonly<Record<number, number>> = { 17: 1, 16: 2, 15: 3, 14: 5, 13: 10 };

/**
 * The default, N = 2^14, r = 8, p = 5: OWASP's minimum in 16 MiB a hash, so sign-ins fit beside the database
 * on a small server.
 */
export const OWASP_SCRYPT_COST = 14;

const paramsFor = (cost: number) => ({ N: 2 ** cost, r: R, p: OWASP_PARALLELISM[cost] ?? 1 });

let params = paramsFor(OWASP_SCRYPT_COST);

/**
 * The cost (log2 N) of new hashes: the configuration's (SCRYPT_COST), OWASP's unless told, with OWASP's p for
 * that N (p = 1 below 2^13, which only the tests use, so that their hundreds of sign-ins stay fast). A stored
 * hash of other settings is rehashed at the next sign-in.
 */
export function usePasswordHashCost(cost: number): void {
  params = paramsFor(cost);
}

/** At most two hashes at a time, so a burst of sign-ins cannot take the memory or every core. */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }) {
  // scrypt needs 128·N·r bytes; maxmem leaves room above it (Node's default, 32 MiB, refuses N = 2^17 with r = 8).
  const maxmem = 2 * 128 * options.N * options.r;
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params;
  const key = await scryptAsync(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at another cost than new hashes are: it is replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== params.N || Number(r) !== params.r || Number(p) !== params.p;
}

/**
 * A hash of a random password, checked against when the e-mail is unknown so that unknown and known e-mails cost
 * the same hashing work (no timing hint of which accounts exist). Made again when the cost changes.
 */
let decoy: { N: number; hash: Promise<string> } | undefined;
export function decoyPasswordHash(): Promise<string> {
  if (decoy?.N !== params.N) decoy = { N: params.N, hash: hashPassword(randomBytes(16).toString('hex')) };
  return decoy.hash;
}
