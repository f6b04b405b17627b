import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import fp from 'fastify-plugin';
import { CERTIFICATE_MAX_BYTES } from '@contract/constants';

/** The membership application is the only multipart call: 2 files (≤5 MB each at this layer) and a few fields. */
export const multipartOptions: FastifyMultipartOptions = {
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

export default fp(async (app) => app.register(multipart, multipartOptions), { name: 'multipart' });
