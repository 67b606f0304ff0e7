import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { Database } from './db/client';
import './types';
import securityPlugin from './plugins/security';
import { loggablePath } from './lib/logRedaction';
import { ERROR_MESSAGES } from './plugins/errors';
import errorsPlugin from './plugins/errors';
import controlCharactersPlugin from './plugins/controlCharacters';
import compressionPlugin from './plugins/compression';
import readCachePlugin from './plugins/readCache';
import paymentServicesPlugin from './plugins/paymentServices';
import { FrontCache } from './cache/frontCache';
import { ReadCache, type ReadCacheOptions } from './cache/readCache';
import contentRoutes from './routes/content';
import contactRoutes from './routes/contact';
import configRoutes from './routes/config';
import docsRoutes from './routes/docs';
import healthRoutes from './routes/health';
import paymentsRoutes from './routes/payments';
import siteRoutes, { type PageRenderer } from './routes/site';
import sitemapRoutes from './routes/sitemap';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built browser app from dist/ (false in API-only tests). */
  serveSite?: boolean;
  /** Folder of the built browser app; dist/ at the project root by default. */
  distDir?: string;
  logger?: boolean;
  /** Bounds of the public read cache (tests make it small). */
  readCache?: ReadCacheOptions;
  /** Bounds of the rendered pages' cache. */
  pageCache?: ReadCacheOptions;
  /** The page renderer (tests pass src/client/ssr); by default the built dist/server/ssr.js. */
  renderer?: PageRenderer;
  /** Run the reconciler, the retention run and the mail retries once ready (the server process; tests do not). */
  backgroundJobs?: boolean;
}

export const REQUEST_TIMEOUT_MS = 120_000;
export const HEADERS_TIMEOUT_MS = 15_000;
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** Builds the whole server from plugins; main.ts listens, tests call app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const frontCache = new FrontCache(new ReadCache(options.readCache));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Personal data never reaches the log: no bodies, no query strings with names, no cookies.
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-razorpay-signature"]',
            ],
            // The request line without its query string, and no client address: enough to trace a request.
            serializers: {
              req: (request) => ({ method: request.method, url: loggablePath(request.url), id: request.id }),
            },
          },
    bodyLimit: 64 * 1024,
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // Event slugs come from event names and may be long; find-my-way's default is 100 characters.
      maxParamLength: 500,
    },
    // Only behind a reverse proxy may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Slow clients cannot hold sockets open: a whole request (a 5 MB upload on a slow mobile link included) must
    // arrive within two minutes, its headers within 15 seconds, and an idle keep-alive socket closes after 10.
    // The server is made here (not by Fastify) so that a read already answered is sent again before routing
    // (cache/frontCache.ts); everything else goes to Fastify.
    serverFactory: (handler) => {
      const server = http.createServer(
        { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
        (request, response) => {
          if (!frontCache.serve(request, response)) handler(request, response);
        },
      );
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
    // Requests the router cannot even read (a malformed percent-encoding) get the same {message} answer as the
    // rest, without echoing the address back.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .type('application/json; charset=utf-8')
        .send({ message: ERROR_MESSAGES.badRequest });
    },
  });
  app.decorate('config', config);
  app.decorate('db', database.db);

  await app.register(errorsPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(securityPlugin);
  // Before every route: it hooks the routes registered after it.
  await app.register(compressionPlugin);
  await app.register(readCachePlugin, { database, frontCache, pageCache: options.pageCache });
  await app.register(paymentServicesPlugin, { runBackgroundJobs: options.backgroundJobs ?? false });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(docsRoutes);
      await api.register(contentRoutes);
      await api.register(contactRoutes);
      await api.register(paymentsRoutes);
      await api.register(import('./routes/admin'), { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(sitemapRoutes);
  await app.register(siteRoutes, {
    serveSite: options.serveSite ?? true,
    distDir: options.distDir,
    renderer: options.renderer,
  });
  return app;
}
