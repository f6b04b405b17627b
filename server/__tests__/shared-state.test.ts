import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { PNG_DATA_URL } from '../testing/fixtures';
import {
  adminAuthHeader,
  createTestApp,
  databaseTargets,
  TEST_ADMIN,
  type TestApp,
} from '../testing/test-app';
import { loginEndpoint } from '@contract/auth';
import { addBlogEndpoint, getBlogsEndpoint } from '@contract/blog';
import { submitMemberRequestEndpoint } from '@contract/member-request';

/** Redis on this machine; override with TEST_REDIS_URL. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(await databaseTargets())('two server processes sharing Redis (%s)', (target) => {
  const prefix = `forum-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp(
      target,
      { redisKeyPrefix: prefix, loginLimits: { perIp: 4, perAccountFailures: 100, windowMs: 60_000 } },
      { REDIS_URL: TEST_REDIS_URL },
    );
    // The second process: the same configuration (database, Redis), its own memory.
    b = await buildApp(a.config, { logger: false });
    await b.ready();
  });

  afterAll(async () => {
    await b.close();
    await a.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('a blog written through A is in the very next list read through B, and so are its edit and deletion', async () => {
    const auth = await adminAuthHeader(a.app);
    const titles = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: getBlogsEndpoint.path }))
        .json<{ data: { title: string }[] }>()
        .data.map((blog) => blog.title);
    expect(await titles(b)).toEqual([]); // B now keeps the empty list
    expect(await titles(b)).toEqual([]);
    const added = await a.app.inject({
      method: 'POST',
      url: addBlogEndpoint.path,
      headers: auth,
      payload: {
        title: 'Roofs before the rains',
        summary: 'Volunteers rebuilt four roofs.',
        body: '<p>Four families now sleep dry.</p>',
        author: 'Kemi Oladipo',
        image: PNG_DATA_URL,
      },
    });
    expect(added.statusCode).toBe(200);
    expect(await titles(b)).toEqual(['Roofs before the rains']);
    const id = (await b.inject({ method: 'GET', url: getBlogsEndpoint.path })).json<{
      data: { id: number }[];
    }>().data[0]?.id;
    const edited = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${id}`,
      headers: auth,
      payload: {
        title: 'Roofs before the storms',
        summary: 'Volunteers rebuilt four roofs.',
        body: '<p>Four families now sleep dry.</p>',
        author: 'Kemi Oladipo',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(await titles(b)).toEqual(['Roofs before the storms']);
    const deleted = await a.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(await titles(b)).toEqual([]);
  });

  it('counts the per-client limit on submitting member requests across both: the 31st in the minute is 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const app = i % 2 === 0 ? a.app : b;
      codes.push(
        (await app.inject({ method: 'POST', url: submitMemberRequestEndpoint.path, payload: {} })).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((code) => code !== 429)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('counts sign-in attempts of one client across both', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? b : a.app;
      const response = await app.inject({
        method: 'POST',
        url: loginEndpoint.path,
        remoteAddress: '203.0.113.9',
        payload: { email: TEST_ADMIN.email, password: 'wrong password' },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
  });
});

describe('configuration', () => {
  it('refuses more than one worker without REDIS_URL, and says why', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATA_DIR: '/tmp/forum-config-test' })).toThrow(
      /REDIS_URL is required when WEB_CONCURRENCY is more than 1/,
    );
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', REDIS_URL: TEST_REDIS_URL, DATA_DIR: '/tmp/forum-config-test' })
        .webConcurrency,
    ).toBe(2);
  });
});
