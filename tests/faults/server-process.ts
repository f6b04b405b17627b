import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loginEndpoint } from '../../contract/auth';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FAULT_ADMIN = { email: 'faults@forum.test', password: 'fault-admin-password' } as const;

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** The real server (server/server.ts) as its own process, the way `npm run serve` runs it. */
export function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without live keys and a public address unless told: the drills use the sandbox.
      PAYMENTS_MODE: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
      // Many sign-ins: OWASP's password-hash cost (half a second each) would slow the drills.
      SCRYPT_COST: '12',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      SEED_DEMO: '0',
      ADMIN_EMAIL: FAULT_ADMIN.email,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      JWT_SECRET: 'faults-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
      // Each simulated visitor gets its own address so per-IP write limits do not hide the behaviour under test.
      TRUST_PROXY: '1',
      ...extraEnv,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

/** Waits until `probePath` answers 2xx (`/readyz` also waits for the database and shared services). */
export async function waitForHealth(
  server: ServerProcess,
  timeoutMs = 60_000,
  probePath = '/api/health',
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}${probePath}`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

export function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let clientCounter = 0;
/** A distinct client address per call (X-Forwarded-For; the server runs with TRUST_PROXY=1). */
export function clientHeaders(extra: Record<string, string> = {}): Record<string, string> {
  clientCounter += 1;
  return {
    'x-forwarded-for': `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255 || 1}`,
    ...extra,
  };
}

export async function postJson(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: clientHeaders({ 'content-type': 'application/json', ...headers }),
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined,
  };
}

export async function adminToken(base: string): Promise<string> {
  const answer = await postJson(base, loginEndpoint.path, FAULT_ADMIN);
  const token = answer.body?.token;
  if (typeof token !== 'string') throw new Error(`fault admin could not sign in: ${JSON.stringify(answer)}`);
  return token;
}

/** The outcome of each named check a drill makes; its Vitest file turns every name into one test. */
export class Checks {
  private readonly results = new Map<string, { passed: boolean; detail: string }>();

  check(condition: boolean, label: string, detail = ''): void {
    this.results.set(label, { passed: condition, detail });
  }

  /** The outcome of one check, or undefined when the drill stopped before making it. */
  result(label: string): { passed: boolean; detail: string } | undefined {
    return this.results.get(label);
  }
}
