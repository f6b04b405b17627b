import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY } from '@contract/constants';
import { sandboxCheckoutEndpoint, SANDBOX_PAYSTACK_PREFIX } from '@contract/paystack';
import { createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { SANDBOX_CHECKOUTS_PER_MINUTE } from '../paystack-emulator';

describe.each(await databaseTargets())('the sandbox on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const pay = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: sandboxCheckoutEndpoint.path,
      payload: { email: 'payer@forum.test', amount: 500_000, currency: CURRENCY, metadata: {} },
      remoteAddress: ip,
    });

  it('rate-limits the test checkout per client: simulated payments cannot be minted in bulk', async () => {
    for (let i = 0; i < SANDBOX_CHECKOUTS_PER_MINUTE; i += 1)
      expect((await pay('10.9.0.1')).statusCode).toBe(200);
    const refused = await pay('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false });
    expect((await pay('10.9.0.2')).statusCode).toBe(200);
  });

  it("refuses the emulator's former fixed key: only this install's random key opens it", async () => {
    const verify = (key: string) =>
      t.app.inject({
        method: 'GET',
        url: `${SANDBOX_PAYSTACK_PREFIX}/transaction/verify/any-reference`,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await verify('sk_test_sandbox_emulator_of_this_server')).statusCode).toBe(401);
    expect((await verify(t.config.paystack.sandboxSecretKey)).statusCode).toBe(404);
  });
});
