import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * An answer kept in memory by a cache, with its compressed forms made on first use and kept with it: a
 * popular page or list costs one compression per write, not one per request.
 */
export interface EncodedBody {
  /** The UTF-8 bytes, so an uncompressed hit is written to the socket without re-encoding the string. */
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressed(body: EncodedBody, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    // Quality 4, as the compress plugin uses.
    body.br ??= brotliCompressSync(body.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    return body.br;
  }
  body.gzip ??= gzipSync(body.raw);
  return body.gzip;
}

/** Sends the body in the best encoding the client accepts (type and status are the caller's). */
export function sendEncodedBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.raw);
  // A Content-Encoding already set makes the compress plugin leave the body alone.
  return reply.header('Content-Encoding', encoding).send(compressed(body, encoding));
}
