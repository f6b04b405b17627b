import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to REDIS_URL, where state shared by every server process lives; undefined without it. */
    redis: Redis | undefined;
  }
}

/**
 * Connects to REDIS_URL when set, and fails the start when Redis does not answer: a process that counted
 * limits or kept its cache on its own would quietly break the other processes' guarantees.
 */
export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', undefined);
      return;
    }
    // ioredis is loaded only by a site that uses Redis.
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis connection error'));
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(
        `Redis at REDIS_URL did not answer: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
