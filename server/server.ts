import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { ConfigError } from './config-error';
import { loggerOptions } from './lib/log-destination';

/**
 * WEB_CONCURRENCY=N: this process only supervises N workers (node:cluster), which share the port. The first
 * worker starts alone (it migrates the database and creates the first admin), the others once it listens; a
 * worker that dies is replaced. SIGTERM/SIGINT are passed on, and this process ends when every worker has.
 */
function superviseWorkers(config: AppConfig): void {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(`worker ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    setTimeout(fork, 500).unref();
  });
  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < config.webConcurrency; i += 1) fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `\n${error.message}\nFix it in the environment (see .env.example) and start again.\n\n`,
      );
      process.exit(78);
    }
    throw error;
  }
  if (cluster.isPrimary && config.webConcurrency > 1) {
    superviseWorkers(config);
    return;
  }
  const app = await buildApp(config, { logger: await loggerOptions(config.logLevel) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const { moneyMode } = config.paystack;
  if (moneyMode !== 'live') {
    app.log.warn(
      moneyMode === 'sandbox'
        ? 'TEST MODE: payments are simulated by the sandbox and no money moves (set live Paystack keys to take real payments)'
        : 'TEST MODE: Paystack test keys (sk_test_): payments go through Paystack test mode and no real money moves',
    );
  }
  if (cluster.isWorker) {
    app.log.info(
      `worker ${process.pid} (${cluster.worker?.id ?? '?'} of ${config.webConcurrency}) listening`,
    );
    if (cluster.worker?.id !== 1) return;
  }
  const address = `http://${shown}:${config.port} (database: ${app.dbDialect})`;
  // `npm run dev` serves the site from Vite, with hot reload, on the address Vite prints: this process is its API.
  app.log.info(
    process.env.npm_lifecycle_event === 'dev'
      ? `API ready on ${address}; open the site at the address Vite prints`
      : `The forum's site is ready on ${address}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
