import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

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
  const app = await buildApp(config);
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
  app.log.info(`The forum's site is ready on http://${shown}:${config.port} (database: ${app.dbDialect})`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
