import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `probe` answers true. Throws when `child` (the process that should answer) exits first, or after
 * `timeoutMs`; `detail` adds what the process printed or logged to the error.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  child: ChildProcess,
  {
    timeoutMs = 60_000,
    intervalMs = 100,
    detail = () => '',
  }: { timeoutMs?: number; intervalMs?: number; detail?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (child.exitCode !== null)
      throw new Error(`${what}: the process exited with code ${child.exitCode}${detail()}`);
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer within ${timeoutMs / 1000} s${detail()}`);
    await sleep(intervalMs);
  }
}

/** Waits until `url` answers 2xx (see waitUntil). */
export const waitUntilAnswers = (
  url: string,
  child: ChildProcess,
  options?: Parameters<typeof waitUntil>[3],
) =>
  waitUntil(
    url,
    () =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
    child,
    options,
  );

/** Sends `signal` to a child process and waits until it has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** A process's memory in kB from /proc: resident now (VmRSS) or at its peak (VmHWM). */
export function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

export const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => Math.round(memoryKb(pid, field) / 1024);

/** A process and every process it started, and theirs (nginx's and php-fpm's workers, the cluster's workers). */
export function processTree(rootPid: number): number[] {
  const file = `/proc/${rootPid}/task/${rootPid}/children`;
  if (!existsSync(file)) return [rootPid];
  const children = readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [rootPid, ...children.flatMap(processTree)];
}

/** The middle value (the lower of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * Builds the SPA into `outDir` with `vite build` and the options given, always for production: under an inherited
 * NODE_ENV=test (Vitest's) Vite would compile JSX for React's development runtime, which production lacks.
 */
export function viteBuild(outDir: string, options: string[] = []): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, ...options], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

/** Writes `report`, with the time it was measured, as reports/`name`. */
export function writeReport(name: string, report: object): void {
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const measured = { measuredAt: new Date().toISOString(), ...report };
  writeFileSync(path.join(root, 'reports', name), `${JSON.stringify(measured, null, 2)}\n`);
}
