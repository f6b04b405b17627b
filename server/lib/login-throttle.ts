/**
 * Login brute-force protection, in memory: attempts per IP and failures per account within a sliding window.
 * Once over either limit, further attempts are refused until the window passes, even with the right password.
 */
export class LoginThrottle {
  private readonly attemptsByIp = new Map<string, number[]>();
  private readonly failuresByAccount = new Map<string, number[]>();

  constructor(
    private readonly limits: { perIp: number; perAccountFailures: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before trying again, or 0 when the attempt may go ahead (and is then counted for the IP). */
  checkAndCount(ip: string, account: string): number {
    const now = this.now();
    const ipAttempts = this.recent(this.attemptsByIp, ip, now);
    const accountFailures = this.recent(this.failuresByAccount, account, now);
    const blockedUntil = Math.max(
      ipAttempts.length >= this.limits.perIp ? (ipAttempts[0] ?? now) + this.limits.windowMs : 0,
      accountFailures.length >= this.limits.perAccountFailures
        ? (accountFailures[0] ?? now) + this.limits.windowMs
        : 0,
    );
    if (blockedUntil > now) return Math.ceil((blockedUntil - now) / 1000);
    ipAttempts.push(now);
    this.attemptsByIp.set(ip, ipAttempts);
    return 0;
  }

  recordFailure(account: string): void {
    const failures = this.recent(this.failuresByAccount, account, this.now());
    failures.push(this.now());
    this.failuresByAccount.set(account, failures);
  }

  recordSuccess(account: string): void {
    this.failuresByAccount.delete(account);
  }

  private recent(map: Map<string, number[]>, key: string, now: number): number[] {
    const kept = (map.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (kept.length === 0) map.delete(key);
    else map.set(key, kept);
    return kept;
  }
}
