import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Where limits count: Redis (every process counts together, under the site's key prefix), else this process. */
export type RateLimitStore = { redis: Redis; prefix: string } | undefined;

/** The site's store: its Redis when it has one. */
export const rateLimitStoreOf = (app: FastifyInstance): RateLimitStore =>
  app.redis ? { redis: app.redis, prefix: app.config.redisKeyPrefix } : undefined;

/** `points` per `duration` seconds for each key, counted in `store`. */
export function rateLimiter(
  store: RateLimitStore,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  return store
    ? new RateLimiterRedis({
        storeClient: store.redis,
        keyPrefix: `${store.prefix}${keyPrefix}`,
        points,
        duration,
      })
    : new RateLimiterMemory({ keyPrefix, points, duration });
}

/** Whether the points were consumed, with the limiter's answer; a store error is thrown. */
export async function outcomeOf(
  consumption: Promise<RateLimiterRes>,
): Promise<{ consumed: boolean; result: RateLimiterRes }> {
  try {
    return { consumed: true, result: await consumption };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { consumed: false, result: refusal };
    throw refusal;
  }
}
