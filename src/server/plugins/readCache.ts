import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_CHANNEL,
  listenForContentChanges,
  type ContentChangeListener,
} from '../cache/contentChanges';
import type { FrontCache } from '../cache/frontCache';
import {
  ReadCache,
  type CachedAnswer,
  type CachedResponse,
  type LoadedAnswer,
  type ReadCacheOptions,
} from '../cache/readCache';
import type { Database } from '../db/client';

// The read cache of the public content API (cache/readCache.ts) and the one way to invalidate it:
// `app.contentChanged()`, called after every office write (routes/admin/index.ts). It empties this instance's
// cache at once and, on PostgreSQL, tells every other instance (cache/contentChanges.ts).

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    /** Sends kept reads again before routing (cache/frontCache.ts). */
    frontCache: FrontCache;
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
  /** With the read cache it stands in front of (made by app.ts, which gives it the HTTP server's requests). */
  frontCache: FrontCache;
  pageCache?: ReadCacheOptions;
}

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

/** Sends a kept answer in the form the request asked for (CachedAnswer.response); Fastify adds its length. */
export function sendCachedAnswer(reply: FastifyReply, response: CachedResponse): FastifyReply {
  reply.code(response.statusCode).headers(response.headers);
  return response.body === undefined ? reply.send() : reply.send(response.body);
}

/** Where a cached read is answered, and under which key. */
export interface CachedReadTarget {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  key: string;
  /**
   * For an answer whose key depends on the time (the date): the front cache stops sending it at this moment
   * (epoch milliseconds).
   */
  validUntil?: number;
}

/**
 * Answers a read from the cache, loading it with `load` (which answers the 200 body) on a miss. A kept answer
 * is sent at once, without a promise: the handler then returns nothing, as Fastify expects of a handler that
 * has sent its reply. On a miss the handler returns the promise of the reply.
 */
export function cachedRead(
  target: CachedReadTarget,
  load: () => Promise<unknown>,
): Promise<FastifyReply> | undefined {
  return cachedAnswer(target, async () => ({ statusCode: 200, payload: await load() }));
}

/** Like cachedRead, for a loader that chooses its own status (an unknown event is a kept 404). */
export function cachedAnswer(
  target: CachedReadTarget,
  load: () => Promise<LoadedAnswer>,
): Promise<FastifyReply> | undefined {
  const { app, request, reply, key, validUntil } = target;
  const send = (answer: CachedAnswer) => {
    app.frontCache.remember(request.raw, key, answer, validUntil);
    const { headers } = request;
    return sendCachedAnswer(reply, answer.response(headers['accept-encoding'], headers['if-none-match']));
  };
  const kept = app.readCache.peek(key);
  if (kept) {
    send(kept);
    return undefined;
  }
  return app.readCache.get(key, load).then(send);
}

async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions): Promise<void> {
  const cache = options.frontCache.readCache;
  app.decorate('readCache', cache);
  app.decorate('frontCache', options.frontCache);
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
