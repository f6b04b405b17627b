import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Who may say which address a request came from (Fastify's `trustProxy`): false (nobody: the socket's address),
 * a hop count (`1`: the one proxy in front of us, say nginx on the same host), or the proxies' own addresses.
 */
export type TrustProxySetting = false | number | string[];

/**
 * The setting in the form Fastify's types take: a hop count becomes proxy-addr's own rule for one (the first
 * `hops` addresses, counted from the socket, are trusted), so X-Forwarded-For entries a client wrote itself,
 * further left, are never read.
 */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_RULE =
  'must be 0 (no proxy), a hop count such as 1 (one proxy in front, e.g. nginx on this host), or a comma-separated list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8 or loopback); "true" (trust any X-Forwarded-For) is not allowed';

/** TRUST_PROXY, parsed; never "trust everyone", which would let any client pick its own address. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, context): TrustProxySetting => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
    return z.NEVER;
  });
