import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'Zm9yLXRoaXMtdGVzdC1vbmx5LWEtbGluay10b2tlbg';
const MEMBER_ID = '01JD5K8Q7R3V2W9X4Y6Z0A1B2C';

describe('the request log', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    app = await buildApp(t.config, {
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('keeps no set-password token and no member id', async () => {
    await app.inject({ method: 'GET', url: `/auth/set-password?token=${TOKEN}` });
    await app.inject({ method: 'GET', url: `/member-card/${MEMBER_ID}` });
    await app.inject({ method: 'GET', url: `/api/member/card/${MEMBER_ID.toLowerCase()}` });
    const log = lines.join('');
    expect(log).toContain('/auth/set-password?token=[redacted]');
    expect(log).toContain('/member-card/[member-id]');
    expect(log).not.toContain(TOKEN);
    expect(log.toLowerCase()).not.toContain(MEMBER_ID.toLowerCase());
  });
});
