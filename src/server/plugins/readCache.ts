import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    /**
     * The server-rendered public pages (routes/site.ts), kept like the reads and dropped with them: a page is
     * made of the reads' content.
     */
    pageCache: ReadCache;
    /** The public content may have changed: drop the read caches of this and every other instance. */
    contentChanged(): Promise<void>;
  }
}

export interface ReadCachePluginOptions {
  database: Database;
  cache?: ReadCacheOptions;
  pageCache?: ReadCacheOptions;
}

/**
 * Browsers and proxies may reuse a read for a few seconds and serve it a minute longer while they revalidate
 * (with If-None-Match, answered 304): the office's changes show within seconds, and a busy page costs the
 * server little.
 */
export const READ_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

type ChildArguments = Parameters<FastifyBaseLogger['child']>;

/**
 * The request logger of a cached read. Fastify's per-request lines ("incoming request", "request completed",
 * at info) are dropped; a warning or an error still reaches the log through a real child logger with the
 * request id, made only then. Pino makes every request's child logger up front (and a per-route log level
 * rebuilds all its methods per request): at thousands of reads a second that was a large share of the time.
 */
class QuietRequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: ChildArguments[0],
    private readonly options: ChildArguments[1],
  ) {}

  get level(): string {
    return this.parent.level;
  }

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  silent(): void {}
  trace(): void {}
  debug(): void {}
  info(): void {}
  warn(...args: Parameters<FastifyBaseLogger['warn']>): void {
    this.real().warn(...args);
  }
  error(...args: Parameters<FastifyBaseLogger['error']>): void {
    this.real().error(...args);
  }
  fatal(...args: Parameters<FastifyBaseLogger['fatal']>): void {
    this.real().fatal(...args);
  }
  child(...args: ChildArguments): FastifyBaseLogger {
    return this.real().child(...args);
  }
}

export function quietRequestLogger(
  parent: FastifyBaseLogger,
  bindings: ChildArguments[0],
  options: ChildArguments[1],
): FastifyBaseLogger {
  return new QuietRequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Route options of every cached read: the route compresses its own answers (once per answer, not per
 * request), and its per-request log lines are dropped (quietRequestLogger).
 */
export const CACHED_READ_ROUTE = { compress: false, childLoggerFactory: quietRequestLogger } as const;

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

/**
 * Answers a read from the cache, loading it with `load` (which answers the 200 body) on a miss. A kept answer
 * is sent at once, without a promise: the handler then returns nothing, as Fastify expects of a handler that
 * has sent its reply. On a miss the handler returns the promise of the reply.
 */
export function cachedRead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> | undefined {
  return cachedAnswer(app, request, reply, key, async () => ({ statusCode: 200, payload: await load() }));
}

/** Like cachedRead, for a loader that chooses its own status (an unknown event is a kept 404). */
export function cachedAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<LoadedAnswer>,
): Promise<FastifyReply> | undefined {
  const kept = app.readCache.peek(key);
  if (kept) {
    sendCachedAnswer(request, reply, kept);
    return undefined;
  }
  return app.readCache.get(key, load).then((answer) => sendCachedAnswer(request, reply, answer));
}

async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions): Promise<void> {
  const cache = new ReadCache(options.cache);
  app.decorate('readCache', cache);
  // Pages are larger than reads (HTML plus the state of their queries); their paths come from clients.
  const pageCache = new ReadCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024, ...options.pageCache });
  app.decorate('pageCache', pageCache);
  const caches = {
    invalidate: () => {
      cache.invalidate();
      pageCache.invalidate();
    },
    setTrusted: (trusted: boolean) => {
      cache.setTrusted(trusted);
      pageCache.setTrusted(trusted);
    },
  };

  const databaseUrl = app.config.databaseUrl;
  let listener: ContentChangeListener | null = null;
  const instanceId = crypto.randomUUID();
  if (options.database.driver === 'postgres' && databaseUrl) {
    // Not trusted until listening: a change made elsewhere before then would go unseen.
    caches.setTrusted(false);
    listener = await listenForContentChanges({
      databaseUrl,
      instanceId,
      onChange: () => caches.invalidate(),
      onConnected: (connected) => caches.setTrusted(connected),
      log: app.log,
    });
    app.addHook('onClose', async () => listener?.close());
  }

  app.decorate('contentChanged', async () => {
    caches.invalidate();
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
