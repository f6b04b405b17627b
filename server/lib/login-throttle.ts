/** The longest a client waits between two tries at one account, however many it got wrong. */
export const MAX_LOGIN_DELAY_MS = 60_000;

/** Above this many remembered entries the oldest are dropped (a flood of made-up e-mails cannot grow memory). */
const MAX_THROTTLE_ENTRIES = 50_000;

const SWEEP_EVERY_MS = 60_000;

interface FailureRecord {
  count: number;
  last: number;
}

/**
 * Login brute-force protection, in memory, that nobody can turn against the real admin:
 * - failures count per account AND client (IP): after `perAccountFailures` free failures, each further try of
 *   that account from that client waits a delay that doubles with each failure, capped at MAX_LOGIN_DELAY_MS.
 *   Never a hard lock, and another client (the real admin) is not slowed at all;
 * - attempts per client (IP) are capped within the window, so one client cannot walk through many accounts;
 * - entries older than the window are swept, and their number is bounded.
 */
export class LoginThrottle {
  private readonly attemptsByIp = new Map<string, number[]>();
  private readonly failuresByAccountAndClient = new Map<string, FailureRecord>();
  private lastSweep: number;

  constructor(
    private readonly limits: { perIp: number; perAccountFailures: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Seconds to wait before trying again, or 0 when the attempt may go ahead (and is then counted for the IP). */
  checkAndCount(ip: string, account: string): number {
    const now = this.now();
    this.sweepIfDue(now);
    const ipAttempts = (this.attemptsByIp.get(ip) ?? []).filter((t) => now - t < this.limits.windowMs);
    const ipBlockedUntil =
      ipAttempts.length >= this.limits.perIp ? (ipAttempts[0] ?? now) + this.limits.windowMs : 0;
    const failures = this.failuresByAccountAndClient.get(key(account, ip));
    const delayedUntil = failures ? failures.last + this.delayAfter(failures.count) : 0;
    const blockedUntil = Math.max(ipBlockedUntil, delayedUntil);
    if (blockedUntil > now) return Math.ceil((blockedUntil - now) / 1000);
    ipAttempts.push(now);
    this.attemptsByIp.delete(ip);
    this.attemptsByIp.set(ip, ipAttempts);
    this.bound(this.attemptsByIp);
    return 0;
  }

  recordFailure(account: string, ip: string): void {
    const now = this.now();
    const k = key(account, ip);
    const previous = this.failuresByAccountAndClient.get(k);
    const count = previous && now - previous.last < this.limits.windowMs ? previous.count + 1 : 1;
    this.failuresByAccountAndClient.delete(k);
    this.failuresByAccountAndClient.set(k, { count, last: now });
    this.bound(this.failuresByAccountAndClient);
  }

  recordSuccess(account: string, ip: string): void {
    this.failuresByAccountAndClient.delete(key(account, ip));
  }

  /** How many entries are remembered (tests check the sweep). */
  get size(): number {
    return this.attemptsByIp.size + this.failuresByAccountAndClient.size;
  }

  /** Drops every entry with no activity within the window. */
  sweep(now: number = this.now()): void {
    this.lastSweep = now;
    for (const [ip, attempts] of this.attemptsByIp) {
      if (attempts.every((t) => now - t >= this.limits.windowMs)) this.attemptsByIp.delete(ip);
    }
    for (const [k, failures] of this.failuresByAccountAndClient) {
      if (now - failures.last >= this.limits.windowMs) this.failuresByAccountAndClient.delete(k);
    }
  }

  /** 0 for the free failures, then 1 s, 2 s, 4 s ... up to the cap. */
  private delayAfter(failures: number): number {
    const over = failures - this.limits.perAccountFailures;
    if (over < 0) return 0;
    return Math.min(1000 * 2 ** Math.min(over, 30), MAX_LOGIN_DELAY_MS);
  }

  private sweepIfDue(now: number): void {
    if (now - this.lastSweep >= SWEEP_EVERY_MS) this.sweep(now);
  }

  private bound<V>(map: Map<string, V>): void {
    while (map.size > MAX_THROTTLE_ENTRIES) {
      const oldest = map.keys().next();
      if (oldest.done) return;
      map.delete(oldest.value);
    }
  }
}

const key = (account: string, ip: string) => `${account}\u0000${ip}`;
