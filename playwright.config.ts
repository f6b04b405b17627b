import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/e2e-admin';

/**
 * End-to-end tests drive Debian's Chromium against the real server on a temporary data folder and port.
 * `npm test` sets E2E_PORT to a free port; by default the server is started with `npm start` (build + serve).
 * E2E_SPA_BUILT=1 says dist/ holds this tree's SPA build (`npm test` made it for the server suites): the server is
 * compiled and served as `npm start` does, without building the SPA a second time.
 * E2E_STATIC_DIR points at an already built SPA and runs the TypeScript server on it (handy while iterating).
 */
const port = Number(process.env.E2E_PORT ?? 8123);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.e2e/data-${port}`);
const staticDir = process.env.E2E_STATIC_DIR ? path.resolve(process.env.E2E_STATIC_DIR) : undefined;
const baseURL = `http://127.0.0.1:${port}`;
const serverCommand = staticDir
  ? 'npx tsx server/server.ts'
  : process.env.E2E_SPA_BUILT === '1'
    ? 'npx tsx scripts/build-server.ts && npm run serve'
    : 'npm start';

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A focused test (`.only`) fails the run everywhere, not only on CI.
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/\.no-js\.spec\.ts$/, /\.first-tap\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Pages as a browser without JavaScript (or Opera Mini's server-side rendering) gets them.
    {
      name: 'no-js',
      testMatch: /\.no-js\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, javaScriptEnabled: false },
    },
    // A phone on a slow network taps each control once, as soon as it shows.
    {
      name: 'first-tap',
      testMatch: /\.first-tap\.spec\.ts$/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
  ],
  webServer: {
    command: `rm -rf '${dataDir}' && ${serverCommand}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      // Production refuses to start without live Paystack keys and its public address unless told: the suite
      // runs the sandbox explicitly (and so shows the test-mode banner).
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
      PUBLIC_URL: baseURL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: '1',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
      // Many sign-ins: OWASP's password-hash cost (half a second each) would slow the suite.
      SCRYPT_COST: '12',
      // Every test signs in from 127.0.0.1; the production limit (20 per 15 minutes) would lock the suite out.
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    },
  },
});
