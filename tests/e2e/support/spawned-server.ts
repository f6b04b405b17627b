import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface SpawnedServer {
  baseURL: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

function serverProcess(env: Record<string, string>, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.resolve(ROOT, process.env.E2E_STATIC_DIR ?? 'dist'),
      LOG_LEVEL: 'warn',
      // Many sign-ins: OWASP's password-hash cost (half a second each) would slow the suite.
      SCRYPT_COST: '12',
      ...env,
    },
  });
}

/** Runs the server until it exits by itself (a refused start): its exit code and everything it printed. */
export async function runUntilExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-e2e-refusal-'));
  const child = serverProcess({ PORT: String(await freePort()), ...env }, dataDir);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit within ${timeoutMs} ms: ${output}`));
    }, timeoutMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}

/** Starts a server of its own (fresh data folder and port) and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forum-e2e-server-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = serverProcess({ PORT: String(port), PUBLIC_URL: baseURL, ...env }, dataDir);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start: ${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
