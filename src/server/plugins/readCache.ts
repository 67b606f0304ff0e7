import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_CHANNEL,
  listenForContentChanges,
  type ContentChangeListener,
} from '../cache/contentChanges';
import { ReadCache, type CachedAnswer, type LoadedAnswer, type ReadCacheOptions } from '../cache/readCache';
import type { Database } from '../db/client';
import { preferredEncoding } from '../lib/contentEncoding';

// The read cache of the public content API (cache/readCache.ts) and the one way to invalidate it:
// `app.contentChanged()`, called after every office write (routes/admin/index.ts). It empties this instance's
// cache at once and, on PostgreSQL, tells every other instance (cache/contentChanges.ts).

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    /** The public content may have changed: drop the read caches of this and every other instance. */
    contentChanged(): Promise<void>;
  }
}

export interface ReadCachePluginOptions {
  database: Database;
  cache?: ReadCacheOptions;
}

/**
 * Browsers and proxies may reuse a read for a few seconds and serve it a minute longer while they revalidate
 * (with If-None-Match, answered 304): the office's changes show within seconds, and a busy page costs the
 * server little.
 */
export const READ_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/**
 * Route options of every cached read: the route compresses its own answers (once per answer, not per
 * request), and its per-request log lines are dropped (they cost much of the throughput); warnings and errors
 * are still logged.
 */
export const CACHED_READ_ROUTE = { logLevel: 'warn', compress: false } as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a cached answer: 304 when the client's copy is current, else the best encoding it accepts. */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  if (answer.statusCode !== 200) {
    // A 404 for an unknown event is kept too (it protects the database from made-up slugs), but browsers
    // should ask again: the office may publish that event any moment.
    return reply
      .code(answer.statusCode)
      .header('Cache-Control', 'no-cache')
      .type(JSON_TYPE)
      .send(answer.body);
  }
  const encoding = answer.compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  reply
    .header('Cache-Control', READ_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', answer.etag(encoding));
  if (answer.matches(request.headers['if-none-match'])) return reply.code(304).send();
  reply.type(JSON_TYPE);
  if (encoding) return reply.header('Content-Encoding', encoding).send(answer.encodedBody(encoding));
  return reply.send(answer.body);
}

/** Answers a read from the cache, loading it with `load` on a miss; `load` answers the 200 body. */
export async function cachedRead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await app.readCache.get(key, async () => ({ statusCode: 200, payload: await load() }));
  return sendCachedAnswer(request, reply, answer);
}

/** Like cachedRead, for a loader that chooses its own status (an unknown event is a kept 404). */
export async function cachedAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<LoadedAnswer>,
): Promise<FastifyReply> {
  return sendCachedAnswer(request, reply, await app.readCache.get(key, load));
}

async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions): Promise<void> {
  const cache = new ReadCache(options.cache);
  app.decorate('readCache', cache);

  const databaseUrl = app.config.databaseUrl;
  let listener: ContentChangeListener | null = null;
  const instanceId = crypto.randomUUID();
  if (options.database.driver === 'postgres' && databaseUrl) {
    // Not trusted until listening: a change made elsewhere before then would go unseen.
    cache.setTrusted(false);
    listener = await listenForContentChanges({
      databaseUrl,
      instanceId,
      onChange: () => cache.invalidate(),
      onConnected: (connected) => cache.setTrusted(connected),
      log: app.log,
    });
    app.addHook('onClose', async () => listener?.close());
  }

  app.decorate('contentChanged', async () => {
    cache.invalidate();
    if (!listener) return;
    try {
      await app.db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${instanceId})`);
    } catch (error) {
      // The write itself succeeded; other instances catch up when their kept answers expire (ReadCacheOptions).
      app.log.error(
        { error: (error as Error).message },
        'could not tell other instances that content changed',
      );
    }
  });
}

// Not encapsulated: the routes under /api and the admin routes use the decorations.
(readCachePlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default readCachePlugin;
