import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/** OWASP's minimum for scrypt: N = 2^17 (128 MiB and about half a second a hash here), r = 8, p = 1. */
export const OWASP_SCRYPT_COST = 17;
const R = 8;
const P = 1;

let params = { N: 2 ** OWASP_SCRYPT_COST, r: R, p: P };

/**
 * The cost (log2 N) of new hashes: the configuration's (SCRYPT_COST), OWASP's unless told. Tests set a lower one,
 * so that their hundreds of sign-ins stay fast; a stored hash of another cost is rehashed at the next sign-in.
 */
export function usePasswordHashCost(cost: number): void {
  params = { N: 2 ** cost, r: R, p: P };
}

/** At most two hashes at a time: each takes 128 MiB at OWASP's cost, so a burst of sign-ins cannot exhaust memory. */
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
  // scrypt needs 128·N·r bytes; maxmem leaves room above it (Node's default, 32 MiB, refuses N = 2^17).
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
