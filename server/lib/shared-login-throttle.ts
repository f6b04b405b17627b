import type { Redis } from 'ioredis';
import { MAX_LOGIN_DELAY_MS } from './login-throttle';

/** What the sign-in route asks of a throttle, kept in this process (LoginThrottle) or in Redis. */
export interface LoginAttemptThrottle {
  checkAndCount(ip: string, account: string): number | Promise<number>;
  recordFailure(account: string, ip: string): void | Promise<void>;
  recordSuccess(account: string, ip: string): void | Promise<void>;
}

/**
 * One atomic step in Redis: drop the IP's attempts older than the window, read the account-and-client failures,
 * and either answer the seconds to wait or count this attempt. KEYS: ip attempts (sorted set), failures (hash).
 * ARGV: now, window ms, per-IP limit, free failures, max delay ms, a unique member for this attempt.
 */
const CHECK_AND_COUNT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local attempts = redis.call('ZCARD', KEYS[1])
local blocked_until = 0
if attempts >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  blocked_until = tonumber(oldest[2]) + window
end
local count = tonumber(redis.call('HGET', KEYS[2], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[2], 'last') or '0')
local over = count - tonumber(ARGV[4])
if count > 0 and over >= 0 then
  local delay = math.min(1000 * math.pow(2, math.min(over, 30)), tonumber(ARGV[5]))
  blocked_until = math.max(blocked_until, last + delay)
end
if blocked_until > now then
  return math.ceil((blocked_until - now) / 1000)
end
redis.call('ZADD', KEYS[1], now, ARGV[6])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

/** KEYS: failures hash. ARGV: now, window ms. A failure after a quiet window starts the count again. */
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if now - last >= tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'count', 0) end
redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/**
 * The same rules as LoginThrottle (per-IP attempts in the window, a doubling delay per account and client after
 * the free failures, never a hard lock), counted in Redis so every server process sees every attempt. Entries
 * expire with the window, so Redis holds nothing older.
 */
export class SharedLoginThrottle implements LoginAttemptThrottle {
  private sequence = 0;

  constructor(
    private readonly redis: Redis,
    private readonly limits: { perIp: number; perAccountFailures: number; windowMs: number },
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async checkAndCount(ip: string, account: string): Promise<number> {
    this.sequence += 1;
    const now = this.now();
    const waitSeconds = await this.redis.eval(
      CHECK_AND_COUNT,
      2,
      this.ipKey(ip),
      this.failuresKey(account, ip),
      now,
      this.limits.windowMs,
      this.limits.perIp,
      this.limits.perAccountFailures,
      MAX_LOGIN_DELAY_MS,
      `${now}:${process.pid}:${this.sequence}:${Math.random()}`,
    );
    return Number(waitSeconds);
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await this.redis.eval(RECORD_FAILURE, 1, this.failuresKey(account, ip), this.now(), this.limits.windowMs);
  }

  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.redis.del(this.failuresKey(account, ip));
  }

  private ipKey(ip: string): string {
    return `${this.prefix}login-ip:${ip}`;
  }

  private failuresKey(account: string, ip: string): string {
    return `${this.prefix}login-failures:${ip}:${account}`;
  }
}
