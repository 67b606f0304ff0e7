import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import './types';
import securityPlugin from './plugins/security';
import errorsPlugin from './plugins/errors';
import contentRoutes from './routes/content';
import contactRoutes from './routes/contact';
import configRoutes from './routes/config';
import healthRoutes from './routes/health';
import paymentsRoutes from './routes/payments';
import siteRoutes from './routes/site';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built browser app from dist/ (false in API-only tests). */
  serveSite?: boolean;
  logger?: boolean;
}

/** Builds the whole server from plugins; main.ts listens, tests call app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Personal data never reaches the log: no bodies, no query strings with names, no cookies.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-razorpay-signature"]'],
          },
    bodyLimit: 64 * 1024,
    ignoreTrailingSlash: true,
    ignoreDuplicateSlashes: true,
    trustProxy: true,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(contentRoutes);
      await api.register(contactRoutes);
      await api.register(paymentsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(siteRoutes, { serveSite: options.serveSite ?? true });
  return app;
}
