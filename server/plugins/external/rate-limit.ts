import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registered without a global limit: routes opt in with `config.rateLimit` (login, public writes). With
 * REDIS_URL the counts live in Redis, so every server process counts against the same limit.
 */
export default fp(
  async (app) =>
    app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    }),
  { name: 'rate-limit', dependencies: ['redis'] },
);
