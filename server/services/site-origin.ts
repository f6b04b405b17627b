import type { FastifyInstance } from 'fastify';

/**
 * The site's address: PUBLIC_URL, never the Host header (anyone can send any Host, and the answer is cached).
 * Without PUBLIC_URL (a laptop), this server's own local address.
 */
export function siteOrigin(app: FastifyInstance): string {
  return app.config.publicUrl ?? `http://localhost:${app.config.port}`;
}
