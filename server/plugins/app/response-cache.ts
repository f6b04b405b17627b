import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEncodedBody, type EncodedBody } from '../../lib/encoded-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers of this route are kept serialised (and compressed) until the next successful write. */
    responseCache?: boolean;
  }
  interface FastifyInstance {
    responseCache: {
      clear(): void;
      readonly size: number;
      /** Goes up at every clear (every successful write): other caches compare it to know they are stale. */
      readonly generation: number;
    };
  }
  interface FastifyRequest {
    responseCacheGeneration: number;
    /** Set by a write route whose success changed nothing (a replayed verify): the caches are left as they are. */
    changedNothing: boolean;
  }
}

/** The serialised JSON, with its compressed forms once asked for. */
interface CachedResponse extends EncodedBody {
  etag: string;
}

const MAX_ENTRIES = 500;

/** With REDIS_URL: bumped by every successful write in any process; a process that sees it move clears its cache. */
const SHARED_GENERATION_KEY = 'response-cache-generation';

/** Built assets never depend on the database: their requests skip the shared generation check. */
const isStaticAsset = (request: FastifyRequest) => request.url.startsWith('/assets/');

/** Answers to a request that carries credentials are never shared with anyone else. */
const optedIn = (request: FastifyRequest) =>
  request.routeOptions.config?.responseCache === true &&
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.headers.authorization === undefined;

/**
 * The cache key: the path plus only the query parameters the route reads, as its validated querystring holds
 * them (its schema drops any other key). A route without a querystring schema reads none, so `?x=N` added by
 * anyone maps to the same entry and can neither fill the cache nor push other entries out.
 */
function responseCacheKey(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? request.url;
  if (!request.routeOptions.schema?.querystring) return path;
  const query = request.query;
  if (query === null || typeof query !== 'object') return path;
  const entries = Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? path : `${path}?${JSON.stringify(entries)}`;
}

const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';

/** A write clears the caches unless it was refused (4xx) or said it changed nothing. */
const clears = (request: FastifyRequest, reply: FastifyReply) =>
  isWrite(request) && !request.changedNothing && (reply.statusCode < 400 || reply.statusCode >= 500);

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return sendEncodedBody(request, reply.type('application/json; charset=utf-8'), entry);
}

/**
 * Keeps the serialised JSON (plus its br/gzip forms and an ETag) of opted-in public list routes, so a popular
 * read costs a map lookup instead of a query, a serialisation and a compression. Any successful write on this
 * server empties it; a read that overlapped a write is not kept (a generation counter), so nothing stale is
 * served. With REDIS_URL the processes share a generation number in Redis (versioned keys): a write bumps it
 * before its answer leaves, and every read first compares it with the one this process last saw, so a write
 * on any process clears the cache of every process before the writer hears back. Requests with an Authorization header bypass it; entries are keyed by the query parameters the
 * route reads (see responseCacheKey), so junk parameters cannot fill or flush it. Served from preHandler, after every onRequest/validation hook (auth, rate limits) has run.
 */
export default fp(
  async (app) => {
    const entries = new Map<string, CachedResponse>();
    let generation = 0;
    const clear = () => {
      generation += 1;
      entries.clear();
    };
    app.decorate('responseCache', {
      clear,
      get size() {
        return entries.size;
      },
      get generation() {
        return generation;
      },
    });
    app.decorateRequest('responseCacheGeneration', 0);
    app.decorateRequest('changedNothing', false);

    // Registered after the redis plugin in app.ts; tests may register this plugin alone (no shared state).
    const redis = app.hasDecorator('redis') ? app.redis : undefined;
    if (redis) {
      const sharedGenerationKey = `${app.config.redisKeyPrefix}${SHARED_GENERATION_KEY}`;
      /** The shared generation this process's entries belong to (undefined: not known, nothing kept is trusted). */
      let sharedSeen: string | null | undefined;
      app.addHook('onRequest', async (request) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || isStaticAsset(request)) return;
        try {
          const shared = await redis.get(sharedGenerationKey);
          if (shared !== sharedSeen) {
            clear();
            sharedSeen = shared;
          }
        } catch (error) {
          // Cannot tell whether another process wrote: serve nothing kept, keep nothing new.
          clear();
          sharedSeen = undefined;
          request.log.warn({ err: error }, 'response cache: Redis did not answer; cache bypassed');
        }
      });
      app.addHook('onSend', async (request, reply, payload) => {
        if (!clears(request, reply)) return payload;
        try {
          sharedSeen = String(await redis.incr(sharedGenerationKey));
        } catch (error) {
          request.log.error(
            { err: error },
            'response cache: Redis did not take the write; other processes may serve old answers',
          );
        }
        return payload;
      });
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!optedIn(request)) return;
      request.responseCacheGeneration = generation;
      const entry = entries.get(responseCacheKey(request));
      if (entry) return sendCached(request, reply, entry);
    });

    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!optedIn(request) || reply.statusCode !== 200 || request.responseCacheGeneration !== generation)
        return payload;
      const raw = Buffer.from(JSON.stringify(payload));
      const entry = { raw, etag: `"${createHash('sha1').update(raw).digest('base64url')}"` };
      const key = responseCacheKey(request);
      // Full: the oldest entry leaves (a Map keeps insertion order), not everything at once.
      if (!entries.has(key) && entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, entry);
      reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      return payload;
    });

    // Before the writer gets its answer, so its own next read already sees the change.
    app.addHook('onSend', async (request, reply, payload) => {
      if (clears(request, reply)) clear();
      return payload;
    });
  },
  { name: 'response-cache' },
);
