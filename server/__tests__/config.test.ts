import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError } from '../config-error';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forum-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('defaults to port 8080, embedded SQLite, demo content and the Paystack sandbox', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.paystack.mode).toBe('sandbox');
    expect(config.paystack.apiBase).toBeNull();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('generates the JWT secret once and keeps it in the data folder', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/forum' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.org' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://forum.example.org',
        PAYMENTS_MODE: 'sandbox',
        ADMIN_EMAIL: 'admin@forum.example.org',
        ADMIN_PASSWORD: 'CHANGE-ME-to-a-long-password',
      },
      'ADMIN_PASSWORD',
    ],
    [
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://forum.example.org',
        PAYMENTS_MODE: 'sandbox',
        ADMIN_EMAIL: 'admin@forum.example.org',
        ADMIN_PASSWORD: 'eleven char',
      },
      'ADMIN_PASSWORD',
    ],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ PAYSTACK_PUBLIC_KEY: 'pk_test_abc' }, 'PAYSTACK_SECRET_KEY'],
    [{ PAYSTACK_SECRET_KEY: 'nonsense' }, 'PAYSTACK_SECRET_KEY'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'forum.org' }, 'PUBLIC_URL'],
  ])('stops with a message naming the variable for %j', (env, variable) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it('switches to PostgreSQL, live Paystack and SMTP when configured', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://forum@db/forum',
      PAYSTACK_PUBLIC_KEY: 'pk_live_abc123',
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
      SMTP_URL: 'smtp://mail.example.org:587',
      SEED_DEMO: '0',
    });
    expect(config.databaseUrl).toBe('postgres://forum@db/forum');
    expect(config.paystack).toMatchObject({ mode: 'live', apiBase: 'https://api.paystack.co' });
    expect(config.smtpUrl).toBe('smtp://mail.example.org:587');
    expect(config.seedDemo).toBe(false);
  });
});
