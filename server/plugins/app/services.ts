import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from '../../files/file-store';
import { LoginThrottle } from '../../lib/login-throttle';
import { rateLimitStoreOf } from '../../lib/rate-limiters';
import { OutboxDispatcher } from '../../mail/outbox-dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
    mailer: OutboxDispatcher;
    loginThrottle: LoginThrottle;
  }
}

/** The app's own services: the upload store, the mail outbox dispatcher, the login throttle. */
export default fp(
  async (app) => {
    const files = await createFileStore(app.config);
    await files.init();
    app.decorate('files', files);
    app.addHook('onClose', async () => files.close());

    const mailer = new OutboxDispatcher({
      db: app.db,
      dialect: app.dbDialect,
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      printLinkMail:
        app.config.paystack.mode === 'sandbox' ? (text) => void process.stdout.write(text) : undefined,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    // Runs after the server stopped taking requests and the ones in flight finished (Fastify closes it first).
    app.addHook('onClose', async () => {
      await mailer.stop();
      app.log.info('mail dispatcher stopped');
    });

    app.decorate('loginThrottle', new LoginThrottle(app.config.loginLimits, rateLimitStoreOf(app)));
  },
  { name: 'services', dependencies: ['config', 'database', 'redis'] },
);
