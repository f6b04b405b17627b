import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey } from './client-key';
import { outcomeOf, rateLimiter, type RateLimitStore } from './rate-limiters';

/** The longest a client waits between two tries at one account once its free tries are spent. */
export const MAX_CLIENT_DELAY_SECONDS = 60;

/** The longest a client the account has never signed in from waits, once the account's free tries are spent. */
const MAX_ACCOUNT_DELAY_SECONDS = 5 * 60;

/** How long a client that signed in (or set the password through a mailed link) stays known to the account (under the 24.8 days a timer in this process can wait). */
const KNOWN_CLIENT_SECONDS = 14 * 24 * 3600;

/** How long a run of delays keeps growing before it starts again from one second. */
const PENALTY_MEMORY_SECONDS = 24 * 3600;

export interface LoginLimits {
  /** Failed attempts per client (IPv4 address or IPv6 /64) within the window, whatever the account. */
  perIp: number;
  /** Free attempts per account and client within the window; then a delay that doubles each time. */
  perAccountFailures: number;
  windowMs: number;
}

export type LoginVerdict =
  | { allowed: true }
  | { allowed: false; waitSeconds: number; limit: 'client' | 'account-and-client' | 'account' };

const waitOf = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/** Gives back one point `key` spent, never more than it spent. */
async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  if (((await limiter.get(key))?.consumedPoints ?? 0) > 0) await limiter.reward(key, 1);
}

/**
 * Free tries, then a gate that opens once per delay, the delay doubling with each opening up to a cap: a
 * growing delay, never a hard lock. Every step is one atomic call to the store, so a burst sent in parallel
 * gets the free tries, not more.
 */
class GrowingDelay {
  private readonly free: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;
  private readonly penalties: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    name: string,
    freeTries: number,
    windowSeconds: number,
    private readonly maxDelaySeconds: number,
  ) {
    this.free = rateLimiter(store, `login-${name}-free`, freeTries, windowSeconds);
    this.gate = rateLimiter(store, `login-${name}-gate`, 1, windowSeconds);
    this.penalties = rateLimiter(
      store,
      `login-${name}-penalty`,
      Number.MAX_SAFE_INTEGER,
      PENALTY_MEMORY_SECONDS,
    );
  }

  /** Counts this try; answers 0 when it may go ahead, else the seconds to wait. */
  async take(key: string): Promise<number> {
    const free = await outcomeOf(this.free.consume(key));
    if (free.consumed && free.result.remainingPoints > 0) return 0;
    // The last free try and every later one pass the gate, one at a time: the try that passes closes it for
    // the next delay.
    const gate = await outcomeOf(this.gate.consume(key));
    if (!gate.consumed) return waitOf(gate.result);
    const { consumedPoints } = await this.penalties.penalty(key);
    await this.gate.block(key, Math.min(2 ** (consumedPoints - 1), this.maxDelaySeconds));
    return 0;
  }

  /** Gives back the free try a successful attempt took. */
  async refund(key: string): Promise<void> {
    await giveBack(this.free, key);
  }

  async forget(key: string): Promise<void> {
    await Promise.all([this.free.delete(key), this.gate.delete(key), this.penalties.delete(key)]);
  }
}

/**
 * Password-guessing limits, counted before the password is checked (in this process, or in Redis for every
 * process) and given back when it is right, so only failures add up; never a hard lock of the real admin:
 * - per client (IPv4 address or IPv6 /64): `perIp` failed attempts in the window, whatever the account, so
 *   admins signing in from one address (a mobile carrier's) do not lock each other out;
 * - per account and client: `perAccountFailures` tries, then a delay of 1 s doubling up to a minute;
 * - per account across every client it has never signed in from: twice that many tries, then a delay
 *   doubling up to five minutes. Clients the account signed in from (or set its password from, through a
 *   mailed link) in the last 14 days skip this limit, so guessing from many addresses slows the guessers, not
 *   the admin at their usual computer.
 */
export class LoginThrottle {
  private readonly perClient: RateLimiterAbstract;
  private readonly perAccountAndClient: GrowingDelay;
  private readonly perAccount: GrowingDelay;
  private readonly known: RateLimiterAbstract;

  constructor(limits: LoginLimits, store?: RateLimitStore) {
    const windowSeconds = Math.max(1, Math.round(limits.windowMs / 1000));
    this.perClient = rateLimiter(store, 'login-client', limits.perIp, windowSeconds);
    this.perAccountAndClient = new GrowingDelay(
      store,
      'account-client',
      limits.perAccountFailures,
      windowSeconds,
      MAX_CLIENT_DELAY_SECONDS,
    );
    this.perAccount = new GrowingDelay(
      store,
      'account',
      limits.perAccountFailures * 2,
      windowSeconds,
      MAX_ACCOUNT_DELAY_SECONDS,
    );
    this.known = rateLimiter(store, 'login-known', 1, KNOWN_CLIENT_SECONDS);
  }

  /** Counts an attempt at `account` from `ip`, before its password is checked. */
  async attempt(ip: string, account: string): Promise<LoginVerdict> {
    const client = clientKey(ip);
    const byClient = await outcomeOf(this.perClient.consume(client));
    if (!byClient.consumed) return { allowed: false, waitSeconds: waitOf(byClient.result), limit: 'client' };
    const pair = `${account}\u0000${client}`;
    const pairWait = await this.perAccountAndClient.take(pair);
    if (pairWait > 0) return { allowed: false, waitSeconds: pairWait, limit: 'account-and-client' };
    if (await this.known.get(pair)) return { allowed: true };
    const accountWait = await this.perAccount.take(account);
    if (accountWait > 0) return { allowed: false, waitSeconds: accountWait, limit: 'account' };
    return { allowed: true };
  }

  /**
   * The right password from this client: the attempt no longer counts against the client or the account, the
   * client's own count at the account starts again and it becomes known to the account.
   */
  async succeeded(ip: string, account: string): Promise<void> {
    const client = clientKey(ip);
    const pair = `${account}\u0000${client}`;
    await giveBack(this.perClient, client);
    await this.perAccountAndClient.forget(pair);
    if (!(await this.known.get(pair))) await this.perAccount.refund(account);
    await this.markKnown(ip, account);
  }

  /** A client that proved it holds the account (a password set through a mailed link) skips the account limit. */
  async markKnown(ip: string, account: string): Promise<void> {
    await this.known.set(`${account}\u0000${clientKey(ip)}`, 1, KNOWN_CLIENT_SECONDS);
  }
}
