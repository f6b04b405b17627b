import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import responseCache from '../../plugins/app/response-cache';

/** The cache must never serve stale or unauthorised data: these are the ways it could. */
describe('response cache', () => {
  let app: FastifyInstance;
  let items: string[];
  let reads: number;
  let holdRead: Promise<void> | undefined;

  beforeEach(async () => {
    items = ['first'];
    reads = 0;
    holdRead = undefined;
    app = Fastify();
    await app.register(responseCache);
    app.get('/items', { config: { responseCache: true } }, async () => {
      reads += 1;
      const snapshot = [...items];
      await holdRead;
      return { success: true, data: snapshot };
    });
    app.get(
      '/secret',
      {
        config: { responseCache: true },
        onRequest: async (request, reply) => {
          if (request.headers.authorization !== 'Bearer ok')
            return reply.code(401).send({ success: false, message: 'Authentication required' });
        },
      },
      async () => ({ success: true, data: 'secret' }),
    );
    app.get(
      '/item',
      {
        config: { responseCache: true },
        schema: {
          querystring: {
            type: 'object',
            properties: { id: { type: 'integer' } },
            additionalProperties: false,
          },
        },
      },
      async (request) => {
        reads += 1;
        return { success: true, data: (request.query as { id?: number }).id ?? null };
      },
    );
    app.post('/items', async (request, reply) => {
      const name = (request.body as { name?: string }).name;
      if (!name) return reply.code(400).send({ success: false, message: 'name is required' });
      items.push(name);
      return { success: true };
    });
    await app.ready();
  });
  afterEach(async () => app.close());

  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/items', headers });

  it('answers a repeated read from the cache, with an ETag that gives 304', async () => {
    const first = await get();
    const second = await get();
    expect(reads).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await get({ 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('forgets everything after a successful write, not after a refused one', async () => {
    await get();
    await app.inject({ method: 'POST', url: '/items', payload: {} });
    expect((await get()).json()).toEqual({ success: true, data: ['first'] });
    expect(reads).toBe(1);
    await app.inject({ method: 'POST', url: '/items', payload: { name: 'second' } });
    expect((await get()).json()).toEqual({ success: true, data: ['first', 'second'] });
    expect(reads).toBe(2);
  });

  it('does not keep a read that overlapped a write', async () => {
    let release = () => undefined as void;
    holdRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowRead = get();
    // The slow read has taken its snapshot of the items (and now waits on holdRead) before the write.
    await vi.waitFor(() => expect(reads).toBe(1));
    await app.inject({ method: 'POST', url: '/items', payload: { name: 'second' } });
    release();
    expect((await slowRead).json()).toEqual({ success: true, data: ['first'] });
    holdRead = undefined;
    expect((await get()).json()).toEqual({ success: true, data: ['first', 'second'] });
  });

  it('serves the cached answer compressed when asked, identical once decompressed', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('still runs the route’s own auth hook before answering from the cache', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/secret', headers: { authorization: 'Bearer ok' } }))
        .statusCode,
    ).toBe(200);
    const anonymous = await app.inject({ method: 'GET', url: '/secret' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('secret"');
  });

  it('ignores query parameters a route does not read: junk can neither fill nor flush the cache', async () => {
    await get();
    for (let n = 0; n < 600; n += 1) {
      const junk = await app.inject({ method: 'GET', url: `/items?x=${n}` });
      expect(junk.json()).toEqual({ success: true, data: ['first'] });
    }
    expect(reads).toBe(1);
    expect(app.responseCache.size).toBe(1);
  });

  it('keys a route by the parameters it reads, and only those', async () => {
    await app.inject({ method: 'GET', url: '/item?id=1&x=1' });
    await app.inject({ method: 'GET', url: '/item?x=2&id=1' });
    expect(reads).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/item?id=2&x=3' })).json()).toEqual({
      success: true,
      data: 2,
    });
    expect(reads).toBe(2);
  });

  it('neither keeps nor serves answers to requests that carry credentials', async () => {
    await get({ authorization: 'Bearer ok' });
    await get({ authorization: 'Bearer ok' });
    expect(reads).toBe(2);
    expect(app.responseCache.size).toBe(0);
  });
});
