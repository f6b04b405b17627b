import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminOf } from '../auth';

describe('adminOf', () => {
  it("answers 401 for a route that reads the admin without the admin folder's hook", async () => {
    const app = Fastify();
    app.decorateRequest('admin', null);
    app.get('/outside', async (request) => ({ email: adminOf(request).email }));
    app.get('/signed-in', async (request) => {
      request.admin = { id: 1, email: 'admin@example.ng' };
      return { email: adminOf(request).email };
    });

    const outside = await app.inject({ method: 'GET', url: '/outside' });
    expect(outside.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/signed-in' })).json()).toEqual({
      email: 'admin@example.ng',
    });
    await app.close();
  });
});
