#!/usr/bin/env node
// Runs every check `npm test` promises, in order, and ends with one summary line:
// type-check, lint, dead code (knip), formatting, comments that stand alone, unit/component/server tests (Vitest),
// fault drills, end-to-end tests (Playwright, Chromium; with the W3C Nu HTML Checker over every page the server sends),
// and the SPA against a PHP implementation of the forum's PHP API (Playwright project php-api).
// Prepares what the tests need first: Debian's Chromium, nginx, PHP and Java (apt-get, when missing and we are root).
// The server suites and the database fault drill run on PostgreSQL too; when it does not answer they fail and the
// summary names the cause. SKIP_POSTGRES=1 skips them on purpose, and the summary says so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const results = [];
const skipPostgres = process.env.SKIP_POSTGRES === '1';
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function run(label, command, commandArgs, env = {}) {
  process.stdout.write(`\n=== ${label}: ${command} ${commandArgs.join(' ')}\n`);
  const started = Date.now();
  const outcome = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  results.push({ label, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Runs independent checks at once (each is mostly one core; the machine has two), printing each one's output
 * whole when it ends, and records them as `run` does.
 */
async function runTogether(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ([label, command, commandArgs]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            process.stdout.write(
              `\n=== ${label}: ${command} ${commandArgs.join(' ')}\n${Buffer.concat(output)}`,
            );
            resolve({ label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
          });
        }),
    ),
  );
  results.push(...outcomes);
}

/**
 * Whether a tool the tests need is here. When it is not and we run as root, installs its Debian packages with
 * apt-get (waiting for another apt-get to finish); otherwise prints `missing`, which says how to get it.
 */
function ensureInstalled(tool) {
  const { isPresent, packages, missing, installing, env = {} } = TOOLS[tool];
  if (isPresent()) return true;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    process.stderr.write(`${missing}\n`);
    return false;
  }
  process.stdout.write(`${installing}\n`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', ...env };
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  spawnSync('apt-get', [...lock, 'update', '-qq'], { stdio: 'inherit', env: aptEnv });
  spawnSync('apt-get', [...lock, 'install', '-y', '-qq', ...packages], { stdio: 'inherit', env: aptEnv });
  return isPresent();
}

/** The Debian tools the tests need that npm does not install, and what ensureInstalled needs for each. */
const TOOLS = {
  chromium: {
    isPresent: () => existsSync(chromiumPath),
    packages: ['chromium'],
    missing: `Chromium is missing at ${chromiumPath}. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`,
    installing: 'Installing Debian chromium for the end-to-end tests...',
  },
  /** Which deploy/__tests__/nginx.test.ts runs with deploy/nginx.conf in front of the server. */
  nginx: {
    isPresent: () => existsSync(nginxPath),
    packages: ['nginx'],
    missing: `nginx is missing at ${nginxPath}: the deployment test cannot run. Install Debian's nginx package (apt-get install nginx) or set NGINX_PATH.`,
    installing: 'Installing Debian nginx for the deployment test...',
    // Installed to run from the test's own configuration only; the package's service is not needed.
    env: { RUNLEVEL: '1' },
  },
  /** PHP with its SQLite driver, which runs tests/php-api/server for the `php-api` Playwright project. */
  php: {
    isPresent: () =>
      spawnSync('php', ['-r', 'exit(extension_loaded("pdo_sqlite") ? 0 : 1);'], { stdio: 'ignore' })
        .status === 0,
    packages: ['php-cli', 'php-sqlite3'],
    missing:
      "PHP with pdo_sqlite is missing: the php-api tests cannot run. Install Debian's php-cli and php-sqlite3.",
    installing: 'Installing Debian php-cli and php-sqlite3 for the php-api tests...',
  },
  /** Java, which runs the W3C Nu HTML Checker (vnu.jar) in tests/e2e/valid-html.spec.ts. */
  java: {
    isPresent: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
    packages: ['default-jre-headless'],
    missing:
      "Java is missing: the Nu HTML Checker cannot run. Install Debian's default-jre-headless package.",
    installing: 'Installing Debian default-jre-headless for the Nu HTML Checker...',
  },
};

/** Adds a Playwright JSON report's counts to the totals; a missing report counts as one failure. */
function countPlaywright(file) {
  const report = readJson(file);
  if (report?.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    skipped += report.stats.skipped ?? 0;
    for (const suite of report.suites ?? []) collectFailedPlaywrightSpecs(suite, []);
  } else noReport(file);
}

/** Names each failed spec as "file:line › describe › test", so the summary (the tail CI shows) says what broke. */
function collectFailedPlaywrightSpecs(suite, titles) {
  const titlePath = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    const unexpected = (spec.tests ?? []).find((test) => test.status === 'unexpected');
    if (unexpected) {
      const error = unexpected.results?.at(-1)?.error;
      const at = error?.location ? ` (at ${path.basename(error.location.file)}:${error.location.line})` : '';
      failedTests.push(
        `${spec.file}:${spec.line} › ${[...titlePath, spec.title].join(' › ')}${errorLines(error?.message, at)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) collectFailedPlaywrightSpecs(child, titlePath);
}

/** Why PostgreSQL cannot serve the suites that need it, or undefined when it answers. */
async function postgresProblem() {
  const url = new URL(postgresUrl);
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 8000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'} did not answer: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs Vitest's `projects` with a JSON report in `reportFile`, and counts it. */
function runVitest(label, projects, reportFile) {
  rmSync(reportFile, { force: true });
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  run(label, 'npx', ['vitest', 'run', ...projectArgs, ...reporters]);
  countVitest(reportFile);
}

/**
 * Adds a Vitest JSON report's counts to the totals; a missing report counts as one failure. A file that failed
 * on its own (an import or a beforeAll threw, e.g. PostgreSQL did not answer) did not run its tests: they count
 * as failed, not skipped.
 */
function countVitest(file) {
  const report = readJson(file);
  if (!report) return noReport(file);
  for (const testFile of report.testResults ?? []) {
    const tests = testFile.assertionResults ?? [];
    const failedInFile = tests.filter((test) => test.status === 'failed');
    const notRun = tests.filter((test) => test.status !== 'passed' && test.status !== 'failed').length;
    const where = path.relative(process.cwd(), testFile.name ?? '');
    passed += tests.filter((test) => test.status === 'passed').length;
    failed += failedInFile.length;
    for (const test of failedInFile)
      failedTests.push(
        `${where} › ${test.fullName ?? test.title}${errorLines(test.failureMessages?.[0], '')}`,
      );
    if (testFile.status === 'failed' && failedInFile.length === 0) {
      failed += Math.max(notRun, 1);
      failedTests.push(`${where}: the file failed before its tests ran (${firstLine(testFile.message)})`);
    } else skipped += notRun;
  }
}

/** The first lines of a failure's message, indented under its test, so a CI tail says why it failed too. */
function errorLines(message, suffix) {
  if (!message) return suffix;
  const lines = stripVTControlCharacters(String(message))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 8)
    .map((line) => `\n      ${line.slice(0, 200)}`);
  return `${suffix}${lines.join('')}`;
}

function noReport(file) {
  failed += 1;
  failedTests.push(`${file}: no report (the run stopped before it wrote one)`);
}

function firstLine(text) {
  return String(text ?? 'no message')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
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
/** Every failed test by name, printed under the summary. */
const failedTests = [];
/** Whether dist/ holds this run's SPA build, which the end-to-end server then serves as it is. */
let spaBuilt = false;

if (!only || only === 'static') {
  // Three projects (tsconfig.json): the browser code, the server and the tests, each with only its own types.
  await runTogether([
    ['type-check', 'npx', ['tsc', '-b']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ]);
  run('dead code (knip)', 'npx', ['knip']);
  run('formatting', 'npx', ['prettier', '--check', '.']);
  run('comments stand alone', 'node', ['scripts/check-comments.mjs']);
  run('PHP file names only on the wire', 'node', ['scripts/check-php-file-names.mjs']);
}

const postgresCause =
  !skipPostgres && (!only || only === 'unit' || only === 'faults') ? await postgresProblem() : undefined;
if (postgresCause) process.stderr.write(`\n${postgresCause}: its suites will fail.\n`);

if (!only || only === 'unit') {
  if (!ensureInstalled('nginx'))
    results.push({ label: 'nginx for the deployment test (missing)', ok: false, seconds: 0 });
  // The compiled-server suite starts the server from a copy of the SPA's build, as a deployment does.
  spaBuilt = run('SPA build for the server suites', 'npx', ['vite', 'build']);
  runVitest('unit, component and server tests', ['web', 'server'], 'reports/vitest-results.json');
}

if (!only || only === 'faults') {
  // Crash mid-write, database outage and SMTP outage drills against real server processes (about a minute).
  runVitest('fault drills', ['faults'], 'reports/faults-results.json');
}

if (!only || only === 'cluster') {
  // Several processes, one site: two instances behind nginx on PostgreSQL + Redis, and two workers on SQLite.
  if (!ensureInstalled('nginx')) {
    results.push({ label: 'cluster journeys (nginx missing)', ok: false, seconds: 0 });
    failed += 1;
  } else {
    if (run('cluster journeys', 'npx', ['tsx', 'scripts/test-cluster.ts'])) passed += 1;
    else failed += 1;
  }
}

if (!only || only === 'e2e') {
  if (!ensureInstalled('chromium')) {
    results.push({ label: 'end-to-end tests (Chromium missing)', ok: false, seconds: 0 });
    failed += 1;
  } else {
    // Without it, the Nu HTML Checker's test fails and says why; the other tests still run.
    if (!ensureInstalled('java'))
      results.push({ label: 'Java for the Nu HTML Checker (missing)', ok: false, seconds: 0 });
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-e2e-'));
    rmSync('reports/e2e-results.json', { force: true });
    run('end-to-end tests', 'npx', ['playwright', 'test'], {
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_SPA_BUILT: spaBuilt ? '1' : '0',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    rmSync(dataDir, { recursive: true, force: true });
    countPlaywright('reports/e2e-results.json');
  }
}

if (!only || only === 'e2e' || only === 'php-api') {
  // The SPA built for the forum's PHP API (VITE_API_BASE_URL) against tests/php-api/server, served from
  // another port so every call is cross-origin. Built into its own folder: dist/ is left as it is.
  if (!ensureInstalled('chromium') || !ensureInstalled('php')) {
    results.push({ label: 'php-api tests (Chromium or PHP missing)', ok: false, seconds: 0 });
    failed += 1;
  } else {
    const phpPort = await freePort();
    const spaPort = await freePort();
    // Inside the project (ignored by git): the build's prerenderer imports React from node_modules.
    mkdirSync('.php-api', { recursive: true });
    const workDir = mkdtempSync(path.resolve('.php-api', 'run-'));
    const spaDir = path.join(workDir, 'spa');
    rmSync('reports/php-api-results.json', { force: true });
    const built = run(
      'SPA build for the PHP API',
      'npx',
      ['vite', 'build', '--outDir', spaDir, '--emptyOutDir'],
      {
        VITE_API_BASE_URL: `http://127.0.0.1:${phpPort}`,
        VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_php_api_e2e',
      },
    );
    if (built) {
      run('php-api tests', 'npx', ['playwright', 'test', '--config', 'tests/php-api/playwright.config.ts'], {
        PHP_API_PORT: String(phpPort),
        PHP_API_SPA_PORT: String(spaPort),
        PHP_API_SPA_DIR: spaDir,
        PHP_API_ROOT: path.join(workDir, 'server'),
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      });
    }
    rmSync(workDir, { recursive: true, force: true });
    countPlaywright('reports/php-api-results.json');
  }
}

process.stdout.write('\n=== Summary\n');
for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.label} (${r.seconds} s)\n`);
const allOk = results.every((r) => r.ok) && !postgresCause;
// Static checks count as one test each in the closing line, so a type or lint failure is a failure.
const staticChecks = results.filter((r) =>
  ['type-check', 'lint', 'dead code (knip)', 'formatting'].includes(r.label),
);
passed += staticChecks.filter((r) => r.ok).length;
failed += staticChecks.filter((r) => !r.ok).length;
if (!allOk && failed === 0) failed = 1;
if (postgresCause) process.stdout.write(`FAIL  ${postgresCause}\n`);
if (failedTests.length > 0) {
  process.stdout.write('\nFailed tests:\n');
  for (const name of failedTests) process.stdout.write(`  ✘ ${name}\n`);
}
const onPurpose = skipPostgres ? '; PostgreSQL suites skipped on purpose (SKIP_POSTGRES=1)' : '';
process.stdout.write(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${onPurpose}\n`,
);
process.exit(allOk ? 0 : 1);
