import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError } from '../config-error';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forum-modes-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LIVE_KEYS = { PAYSTACK_PUBLIC_KEY: 'pk_live_abc123', PAYSTACK_SECRET_KEY: 'sk_live_abc123' };
const TEST_KEYS = { PAYSTACK_PUBLIC_KEY: 'pk_test_abc123', PAYSTACK_SECRET_KEY: 'sk_test_abc123' };
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://forum.example.org' };

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('payments mode', () => {
  it('runs the sandbox with demo content on a fresh clone, and says no money moves', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.paystack).toMatchObject({ mode: 'sandbox', moneyMode: 'sandbox', secretKey: undefined });
    expect(config.seedDemo).toBe(true);
  });

  it('counts sk_test_ keys as Paystack test mode (real API, no real money), not live', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ...TEST_KEYS });
    expect(config.paystack).toMatchObject({
      mode: 'live',
      moneyMode: 'test',
      apiBase: 'https://api.paystack.co',
    });
    expect(loadConfig({ DATA_DIR: tempDir(), ...LIVE_KEYS }).paystack.moneyMode).toBe('live');
  });

  it('gives each install its own random sandbox secret, kept in DATA_DIR (0600) across restarts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).paystack.sandboxSecretKey;
    expect(first).toMatch(/^sk_test_sandbox_[0-9a-f]{48}$/);
    const file = path.join(dataDir, 'sandbox-paystack-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).paystack.sandboxSecretKey).toBe(first);
    expect(loadConfig({ DATA_DIR: tempDir() }).paystack.sandboxSecretKey).not.toBe(first);
  });

  it('in production refuses to start without live keys, naming the variable', () => {
    for (const env of [{ ...PRODUCTION }, { ...PRODUCTION, ...TEST_KEYS }]) {
      const error = configError(env);
      expect(error.variable).toBe('PAYSTACK_SECRET_KEY');
      expect(error.message).toContain('PAYSTACK_SECRET_KEY');
      expect(error.message).toContain('PAYMENTS_MODE=sandbox');
    }
  });

  it('in production refuses to start without PUBLIC_URL', () => {
    const error = configError({ NODE_ENV: 'production', ...LIVE_KEYS });
    expect(error.variable).toBe('PUBLIC_URL');
    expect(error.message).toContain('PUBLIC_URL');
  });

  it('in production refuses the sandbox without its own opt-in, naming both variables', () => {
    for (const allow of [undefined, '', '0']) {
      const error = configError({
        ...PRODUCTION,
        PAYMENTS_MODE: 'sandbox',
        ...(allow === undefined ? {} : { ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: allow }),
      });
      expect(error.variable).toBe('PAYMENTS_MODE');
      expect(error.message).toContain('ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=1');
    }
    expect(
      configError({ ...PRODUCTION, PAYMENTS_MODE: 'sandbox', ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes' })
        .variable,
    ).toBe('ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION');
    // Outside production the sandbox needs nothing (npm start, the demo).
    expect(loadConfig({ DATA_DIR: tempDir(), PAYMENTS_MODE: 'sandbox' }).paystack.moneyMode).toBe('sandbox');
  });

  it('in production runs the sandbox or Paystack test mode only when PAYMENTS_MODE says so, without demo content', () => {
    const sandbox = loadConfig({
      DATA_DIR: tempDir(),
      ...PRODUCTION,
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
    });
    expect(sandbox.paystack.moneyMode).toBe('sandbox');
    expect(sandbox.seedDemo).toBe(false);
    const test = loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION, PAYMENTS_MODE: 'test', ...TEST_KEYS });
    expect(test.paystack.moneyMode).toBe('test');
    const live = loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION, ...LIVE_KEYS });
    expect(live.paystack.moneyMode).toBe('live');
    expect(live.seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION, ...LIVE_KEYS, SEED_DEMO: '1' }).seedDemo).toBe(
      true,
    );
  });

  it('PAYMENTS_MODE=sandbox ignores configured keys: no secret key is ever used against the emulator', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ...LIVE_KEYS, PAYMENTS_MODE: 'sandbox' });
    expect(config.paystack).toMatchObject({ mode: 'sandbox', secretKey: undefined, publicKey: undefined });
  });

  it.each([
    [{ PAYMENTS_MODE: 'live', ...TEST_KEYS }, 'PAYSTACK_SECRET_KEY'],
    [{ PAYMENTS_MODE: 'test' }, 'PAYSTACK_SECRET_KEY'],
    [{ PAYMENTS_MODE: 'free' }, 'PAYMENTS_MODE'],
    [{ PAYSTACK_PUBLIC_KEY: 'pk_test_abc', PAYSTACK_SECRET_KEY: 'sk_live_abc' }, 'PAYSTACK_PUBLIC_KEY'],
  ])('refuses the mismatch %j, naming %s', (env, variable) => {
    expect(configError(env).variable).toBe(variable);
  });
});
