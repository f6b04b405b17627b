import compress, { type FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';

const compressOptions: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  // Brotli's default quality 11 is far too slow per request; 4 compresses about as well as gzip, faster.
  brotliOptions: { params: { 1: 4 } },
};

/** Compresses API responses; built assets are served precompressed by the static plugin instead. */
export default fp(async (app) => app.register(compress, compressOptions), { name: 'compress' });
