import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../lib/body-limits';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../testing/test-app';
import { addBlogEndpoint } from '@contract/blog';
import { submitMemberRequestEndpoint } from '@contract/member-request';
import { addProgramEndpoint } from '@contract/admin-content';

/** A JSON body of about `bytes` bytes: a request whose description field is padded. */
const paddedRequest = (bytes: number) =>
  JSON.stringify({
    name: 'Ngozi Eze',
    ulid: '0190a0b0-0000-7000-8000-000000000031',
    type: 'leave',
    duration: 2,
    description: 'x'.repeat(bytes),
  });

describe.each(await databaseTargets())('request body limits on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('refuses a JSON body over about 100 KB with 413 JSON, and reads one under it', async () => {
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: submitMemberRequestEndpoint.path,
      headers: { 'content-type': 'application/json' },
      payload: paddedRequest(JSON_BODY_LIMIT + 1),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false });
    const small = await t.app.inject({
      method: 'POST',
      url: submitMemberRequestEndpoint.path,
      headers: { 'content-type': 'application/json' },
      payload: paddedRequest(JSON_BODY_LIMIT - 1000),
    });
    // Read and validated (the description is too long for the schema), not refused for its size.
    expect(small.statusCode).toBe(400);
  });

  it('lets the routes that carry a data-URL image take a larger body', async () => {
    const admin = await adminAuthHeader(t.app);
    const image = `data:image/png;base64,${Buffer.alloc(1024 * 1024, 1).toString('base64')}`;
    for (const [method, url] of [
      ['POST', addBlogEndpoint.path],
      ['POST', addProgramEndpoint.path],
      ['PUT', '/api/admin/blogs/1'],
      ['PUT', '/api/admin/programs/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'Big picture', image }),
      });
      expect(response.statusCode, url).not.toBe(413);
    }
  });
});
