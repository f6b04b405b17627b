import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { en } from 'zod/locales';
import { z } from '@contract/zod';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-trust-proxy';
import { JSON_BODY_LIMIT } from './lib/body-limits';
import type { LoggerOptions } from './lib/log-destination';
import { requestLogSerializers } from './lib/request-log';
import auth from './plugins/app/auth';
import bootstrap from './plugins/app/bootstrap';
import pageRoutes from './routes/pages';
import pageRenderer from './plugins/app/page-renderer';
import redis from './plugins/app/redis';
import configPlugin from './plugins/app/config';
import database from './plugins/app/database';
import errorHandler from './plugins/app/error-handler';
import idempotency from './plugins/app/idempotency';
import orphanUploadSweep from './plugins/app/orphan-upload-sweep';
import responseCache from './plugins/app/response-cache';
import retentionSchedule from './plugins/app/retention-schedule';
import routeTable from './plugins/app/route-table';
import services from './plugins/app/services';
import compress from './plugins/external/compress';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import security from './plugins/external/security';
import publicUploads from './plugins/external/public-uploads';
import spaStatic from './plugins/external/spa-static';
import { probeDatabase } from './repositories/database-probe-repository';
import adminRoutes from './routes/admin/index';
import healthRoutes from './routes/ops/health';
import publicRoutes from './routes/public/index';

// The contract's schemas are zod/mini, which loads no locale: a failed check with no message of its own would answer
// just 'Invalid input'. With zod's English messages the server answers as classic zod did ('Invalid input: expected
// string, received undefined', 'Unrecognized key: "amount"', ...). Set once, for the whole process.
z.config(en());

/**
 * Clients (ours on GET, PHP-era ones on DELETE) send `Content-Type: application/json` with no body;
 * Fastify's parser would refuse that, so an empty body reads as no body. Everything else keeps the default
 * parser, with its prototype-poisoning protection.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });
}

export interface BuildAppOptions {
  /** Pino logger options; false silences it (tests). */
  logger?: boolean | LoggerOptions;
}

/** Builds the whole server (API + SPA) from a configuration; `server.ts` only listens. Tests build it too. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      typeof options.logger === 'boolean'
        ? options.logger
        : { level: config.logLevel, ...options.logger, serializers: requestLogSerializers },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 60_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Router-level rejections (undecodable URL, over-long path parameter) bypass the error handler: same JSON shape.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = tooLong ? 'The address is too long' : 'The address is not valid';
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send({ success: false, message });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(routeTable);
  await app.register(redis);
  await app.register(security);
  // Before compression: its onSend keeps the answer as serialised, not as a compressed stream.
  await app.register(idempotency);
  await app.register(compress);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(database);
  await app.register(services);
  await app.register(auth);
  await app.register(bootstrap);
  await app.register(orphanUploadSweep);
  await app.register(retentionSchedule);
  await app.register(responseCache);
  await app.register(pageRenderer);

  app.get('/api/health', async () => {
    await probeDatabase(app.db);
    return { success: true, status: 'ok', database: app.dbDialect };
  });
  await app.register(healthRoutes);
  await app.register(publicRoutes);
  await app.register(adminRoutes);
  // HTML pages (not API calls: outside the route table), before the SPA's history fallback.
  await app.register(pageRoutes);
  await app.register(publicUploads);
  await app.register(spaStatic);

  return app;
}
