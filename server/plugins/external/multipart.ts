import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import fp from 'fastify-plugin';
import { CERTIFICATE_MAX_BYTES } from '@contract/constants';

/** The membership application is the only multipart call: 2 files (≤5 MB each at this layer) and a few fields. */
const multipartOptions: FastifyMultipartOptions = {
  limits: {
    fileSize: CERTIFICATE_MAX_BYTES,
    files: 2,
    fields: 20,
    fieldSize: 10_000,
    parts: 24,
    headerPairs: 100,
  },
  throwFileSizeLimit: true,
};

/**
 * The multipart parser streams and never compares the declared Content-Length with the body limit, so a request
 * announcing gigabytes would hold a connection open until the request timeout: refuse it before reading
 * (above the route's own limit, or the server's).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > (request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit!)) {
        reply.header('Connection', 'close');
        return reply.code(413).send({ success: false, message: 'The request is too large' });
      }
    });
    await app.register(multipart, multipartOptions);
  },
  { name: 'multipart' },
);
