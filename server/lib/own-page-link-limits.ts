import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey } from './client-key';
import { outcomeOf, rateLimiter, type RateLimitStore } from './rate-limiters';

export interface OwnPageLinkLimits {
  /** Links asked for one address within the window. */
  perAddress: number;
  /** Links asked for from one client (IPv4 address or IPv6 /64) within the window, whatever the address. */
  perClient: number;
  windowMs: number;
}

/**
 * Counts requests for own-page links per address and per client (in Redis when the site has it, so every
 * process counts together). 'client': this client asked too often, and is told so; 'address': the address was
 * asked for too often, which the answer does not reveal (it would tell whether anyone asked for it).
 */
export class OwnPageLinkLimiter {
  private readonly perClient: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(limits: OwnPageLinkLimits, store: RateLimitStore) {
    const duration = Math.max(1, Math.round(limits.windowMs / 1000));
    this.perClient = rateLimiter(store, 'own-page-link-client', limits.perClient, duration);
    this.perAddress = rateLimiter(store, 'own-page-link-address', limits.perAddress, duration);
  }

  /** Counts one request; answers which limit, if any, refuses it. A store error is thrown. */
  async take(ip: string, email: string): Promise<'ok' | 'client' | 'address'> {
    if (!(await outcomeOf(this.perClient.consume(clientKey(ip)))).consumed) return 'client';
    if (!(await outcomeOf(this.perAddress.consume(email.toLowerCase()))).consumed) return 'address';
    return 'ok';
  }
}
