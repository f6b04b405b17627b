import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import auth from './plugins/app/auth';
import bootstrap from './plugins/app/bootstrap';
import configPlugin from './plugins/app/config';
import database from './plugins/app/database';
import errorHandler from './plugins/app/error-handler';
import routeTable from './plugins/app/route-table';
import services from './plugins/app/services';
import compress from './plugins/external/compress';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import security from './plugins/external/security';
import spaStatic from './plugins/external/spa-static';
import adminRoutes from './routes/admin/index';
import publicRoutes from './routes/public/index';

export type App = FastifyInstance;

export interface BuildAppOptions {
  /** Pino logger options; false silences it (tests). */
  logger?: boolean | { level: string };
}

/** Builds the whole server (API + SPA) from a configuration; `server.ts` only listens. Tests build it too. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
    requestTimeout: 60_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(routeTable);
  await app.register(security);
  await app.register(compress);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(database);
  await app.register(services);
  await app.register(auth);
  await app.register(bootstrap);

  app.get('/api/health', async () => {
    await app.db.selectFrom('admins').select('id').limit(1).execute();
    return { success: true, status: 'ok', database: app.dbDialect };
  });
  await app.register(publicRoutes);
  await app.register(adminRoutes);
  await app.register(spaStatic);

  return app;
}
