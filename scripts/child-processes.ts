import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `url` answers 2xx. Throws when `child` (the process that should answer) exits first, or after
 * `timeoutMs`; `detail` adds what the process printed or logged to the error.
 */
export async function waitUntilAnswers(
  url: string,
  child: ChildProcess,
  {
    timeoutMs = 60_000,
    intervalMs = 100,
    detail = () => '',
  }: { timeoutMs?: number; intervalMs?: number; detail?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}${detail()}`);
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${detail()}`);
    await sleep(intervalMs);
  }
}

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
