import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { clientKey } from './client-key';

export interface OwnPageLinkLimits {
  /** Links asked for one address within the window. */
  perAddress: number;
  /** Links asked for from one client (IPv4 address or IPv6 /64) within the window, whatever the address. */
  perClient: number;
  windowMs: number;
}

type Store = { redis: Redis; prefix: string } | undefined;

/**
 * Counts requests for own-page links per address and per client (in Redis when the site has it, so every
 * process counts together). 'client': this client asked too often, and is told so; 'address': the address was
 * asked for too often, which the answer does not reveal (it would tell whether anyone asked for it).
 */
export class OwnPageLinkLimiter {
  private readonly perClient: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(limits: OwnPageLinkLimits, store: Store) {
    const duration = Math.max(1, Math.round(limits.windowMs / 1000));
    const make = (keyPrefix: string, points: number) =>
      store
        ? new RateLimiterRedis({
            storeClient: store.redis,
            keyPrefix: `${store.prefix}${keyPrefix}`,
            points,
            duration,
          })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.perClient = make('own-page-link-client', limits.perClient);
    this.perAddress = make('own-page-link-address', limits.perAddress);
  }

  /** Counts one request; answers which limit, if any, refuses it. A store error is thrown. */
  async take(ip: string, email: string): Promise<'ok' | 'client' | 'address'> {
    if (!(await this.consumed(this.perClient, clientKey(ip)))) return 'client';
    if (!(await this.consumed(this.perAddress, email.toLowerCase()))) return 'address';
    return 'ok';
  }

  private async consumed(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }
}
