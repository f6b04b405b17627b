import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@contract': path.resolve(import.meta.dirname, 'contract'),
};

// A focused test (`.only`) fails the run everywhere, not only on CI (each project sets it; none inherits it).
const allowOnly = false;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          allowOnly,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['src/testing/setup-tests.ts'],
          css: false,
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          allowOnly,
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
          globalSetup: ['server/testing/s3-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Fault drills: real server processes on fixed ports under SIGKILL, a database outage and an SMTP outage.
        // Run on their own (`npm run test:faults`, or `npm test`'s fault step), one file at a time.
        resolve: { alias },
        test: {
          name: 'faults',
          allowOnly,
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
