import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-error';
import { PUBLIC_UPLOADS_PREFIX } from '../../images/image-variants';
import { mimeOfStoredPath } from '../../files/copy-stored-files';

const PUBLIC_UPLOAD_MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * The public uploads (blog and program pictures, their variants, disbursement receipts) at /uploads/public/.
 * Local storage: the folder, served as static files. S3: a redirect to the bucket's public address
 * (S3_PUBLIC_BASE_URL), or else the object streamed through this server. Private documents never come here.
 */
export default fp(
  async (app) => {
    const storage = app.config.storage;
    if (storage.driver === 'local') {
      await app.register(fastifyStatic, {
        root: path.join(app.config.uploadsDir, 'public'),
        prefix: PUBLIC_UPLOADS_PREFIX,
        decorateReply: false,
        index: false,
        maxAge: '7d',
      });
      return;
    }
    app.get<{ Params: { '*': string } }>(`${PUBLIC_UPLOADS_PREFIX}*`, async (request, reply) => {
      const relativePath = request.params['*'];
      if (storage.publicBaseUrl) {
        // keyOf refuses any path outside public/ (`..`, another prefix of the bucket).
        return reply
          .header('Cache-Control', `public, max-age=${PUBLIC_UPLOAD_MAX_AGE_SECONDS}`)
          .redirect(`${storage.publicBaseUrl}/${app.files.keyOf('public', relativePath)}`, 302);
      }
      const file = await app.files.open('public', relativePath);
      if (!file) throw notFound('File not found');
      return reply
        .type(file.contentType ?? mimeOfStoredPath(relativePath))
        .header('Content-Length', String(file.size))
        .header('Last-Modified', file.lastModified.toUTCString())
        .header('Cache-Control', `public, max-age=${PUBLIC_UPLOAD_MAX_AGE_SECONDS}`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    });
  },
  { name: 'public-uploads', dependencies: ['config', 'services'] },
);
