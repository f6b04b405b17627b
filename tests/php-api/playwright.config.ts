import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { getProgramsEndpoint } from '../../contract/program';

/**
 * The SPA built for the forum's PHP API (VITE_API_BASE_URL), against a plain PHP implementation of its 17
 * calls (tests/php-api/server) on one port and the build served as static files from another, so every call is
 * cross-origin as on a real deployment. `npm test` builds the SPA and sets the ports (scripts/test.mjs).
 */
const phpPort = Number(process.env.PHP_API_PORT ?? 8291);
const spaPort = Number(process.env.PHP_API_SPA_PORT ?? 8292);
const spaDir = path.resolve(process.env.PHP_API_SPA_DIR ?? '.php-api/spa');
const phpRoot = path.resolve(process.env.PHP_API_ROOT ?? '.php-api/server');
const serverSource = path.resolve(import.meta.dirname, 'server');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/php-api',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.resolve('reports/php-api-results.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${spaPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'php-api', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A fresh copy of the PHP server each run: its SQLite file and uploads are created and seeded on first use.
      command: `rm -rf '${phpRoot}' && mkdir -p '${path.dirname(phpRoot)}' && cp -r '${serverSource}' '${phpRoot}' && php -S 127.0.0.1:${phpPort} -t '${phpRoot}'`,
      url: `http://127.0.0.1:${phpPort}${getProgramsEndpoint.path}`,
      timeout: 30_000,
      reuseExistingServer: false,
      // php -S logs every request on stderr: kept out of the report.
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node '${path.join(import.meta.dirname, 'serve-spa.mjs')}' '${spaDir}' ${spaPort}`,
      url: `http://127.0.0.1:${spaPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
