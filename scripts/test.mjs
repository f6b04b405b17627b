#!/usr/bin/env node
// Runs every check `npm test` promises, in order, and ends with one summary line:
// type-check, lint, formatting, unit/component/server tests (Vitest), fault drills, end-to-end tests (Playwright,
// Chromium).
// Prepares what the tests need first: Debian's Chromium (apt-get, when missing and we are root).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function run(label, command, commandArgs, env = {}) {
  process.stdout.write(`\n=== ${label}: ${command} ${commandArgs.join(' ')}\n`);
  const started = Date.now();
  const outcome = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  results.push({ label, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      `Chromium is missing at ${chromiumPath}. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.\n`,
    );
    return false;
  }
  process.stdout.write('Installing Debian chromium for the end-to-end tests...\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return install.status === 0 && existsSync(chromiumPath);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync('reports', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;

if (!only || only === 'static') {
  run('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  run('formatting', 'npx', ['prettier', '--check', '.']);
}

if (!only || only === 'unit') {
  rmSync('reports/vitest-results.json', { force: true });
  run('unit, component and server tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest-results.json',
  ]);
  const vitest = readJson('reports/vitest-results.json');
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  } else {
    failed += 1;
  }
}

if (!only || only === 'faults') {
  // Crash mid-write, database outage and SMTP outage drills against real server processes (about a minute).
  process.stdout.write(`\n=== fault drills: npx tsx tests/faults/run-faults.ts\n`);
  const started = Date.now();
  const outcome = spawnSync('npx', ['tsx', 'tests/faults/run-faults.ts'], {
    encoding: 'utf8',
    env: process.env,
  });
  const output = `${outcome.stdout ?? ''}${outcome.stderr ?? ''}`;
  process.stdout.write(output);
  const counted = output.match(/faults: (\d+) passed, (\d+) failed/);
  results.push({
    label: 'fault drills',
    ok: outcome.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  });
  if (counted) {
    passed += Number(counted[1]);
    failed += Number(counted[2]);
  } else if (outcome.status !== 0) {
    failed += 1;
  }
}

if (!only || only === 'e2e') {
  if (!ensureChromium()) {
    results.push({ label: 'end-to-end tests (Chromium missing)', ok: false, seconds: 0 });
    failed += 1;
  } else {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-e2e-'));
    rmSync('reports/e2e-results.json', { force: true });
    run('end-to-end tests', 'npx', ['playwright', 'test'], {
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    rmSync(dataDir, { recursive: true, force: true });
    const e2e = readJson('reports/e2e-results.json');
    if (e2e?.stats) {
      passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
      failed += e2e.stats.unexpected ?? 0;
      skipped += e2e.stats.skipped ?? 0;
    } else {
      failed += 1;
    }
  }
}

process.stdout.write('\n=== Summary\n');
for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.label} (${r.seconds} s)\n`);
const allOk = results.every((r) => r.ok);
// Static checks count as one test each in the closing line, so a type or lint failure is a failure.
const staticChecks = results.filter((r) => ['type-check', 'lint', 'formatting'].includes(r.label));
passed += staticChecks.filter((r) => r.ok).length;
failed += staticChecks.filter((r) => !r.ok).length;
if (!allOk && failed === 0) failed = 1;
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(allOk ? 0 : 1);
