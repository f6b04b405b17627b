import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Registered without a global limit: routes opt in with `config.rateLimit` (login, public writes). */
export default fp(
  async (app) =>
    app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    }),
  { name: 'rate-limit' },
);
