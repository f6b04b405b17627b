import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError } from '../config-error';
import { fastifyTrustProxy } from '../config-trust-proxy';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-config-proxy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const SECRET = 'Sup3rSecretMarker';

describe('configuration errors', () => {
  it.each([
    ['DATABASE_URL', `mysql://forum:${SECRET}@db/forum`, 'postgres://'],
    ['SMTP_URL', `http://mailer:${SECRET}@mail.example.org`, 'smtp://'],
    ['PAYSTACK_SECRET_KEY', SECRET, 'sk_live_'],
    ['JWT_SECRET', SECRET, 'at least 32 characters'],
    ['PORT', SECRET, ''],
    ['TRUST_PROXY', SECRET, 'hop count'],
    ['PUBLIC_URL', SECRET, 'full URL'],
  ])('name %s and its rule, never its value', (variable, value, rule) => {
    const error = configError({
      [variable]: value,
      ...(variable === 'PAYSTACK_SECRET_KEY' ? { PAYSTACK_PUBLIC_KEY: 'pk_live_abc' } : {}),
    });
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).toContain(rule);
    expect(error.message).not.toContain(SECRET);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['loopback, 10.0.0.0/8, ::1, fd00::/8', ['loopback', '10.0.0.0/8', '::1', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(load(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', 'on', '*', '10.0.0.0/33', '300.1.1.1', 'nginx', '1.2.3.4/8/9', '-1'])(
    'refuses %j: trusting any forwarded address would let a client choose its own',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).variable).toBe('TRUST_PROXY');
    },
  );

  it('in production refuses a hop count while the server listens on every interface (any peer could be trusted)', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://forum.example.org',
      PAYMENTS_MODE: 'test',
      PAYSTACK_PUBLIC_KEY: 'pk_test_x',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
    };
    for (const host of [undefined, '0.0.0.0', '::']) {
      const env = { ...production, TRUST_PROXY: '1', ...(host === undefined ? {} : { HOST: host }) };
      const error = configError(env);
      expect(error.variable).toBe('TRUST_PROXY');
      expect(error.message).toContain('HOST=127.0.0.1');
    }
    expect(load({ ...production, TRUST_PROXY: '1', HOST: '127.0.0.1' }).trustProxy).toBe(1);
    expect(load({ ...production, TRUST_PROXY: '10.0.0.5', HOST: '0.0.0.0' }).trustProxy).toEqual([
      '10.0.0.5',
    ]);
    expect(load({ ...production, HOST: '0.0.0.0' }).trustProxy).toBe(false);
    // Outside production (the demo, a developer's machine) the hop count is taken as it is.
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  /** The address the server sees for a request from `remoteAddress` carrying `forwardedFor`. */
  async function seenAddress(trustProxy: string, remoteAddress: string, forwardedFor?: string) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(load({ TRUST_PROXY: trustProxy }).trustProxy) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/ip',
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
      return response.json<{ ip: string }>().ip;
    } finally {
      await app.close();
    }
  }

  it('one hop: the address the proxy appended, never what the client wrote before it', async () => {
    expect(await seenAddress('1', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAddress('1', '127.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAddress('1', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('a list of proxies: only those may speak for a client', async () => {
    expect(await seenAddress('127.0.0.1', '127.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // A client that is not one of the proxies cannot claim another address.
    expect(await seenAddress('127.0.0.1', '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
  });

  it('unset: X-Forwarded-For is ignored', async () => {
    expect(await seenAddress('0', '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
  });
});
