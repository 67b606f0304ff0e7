import { Client } from 'pg';
import type { FastifyBaseLogger } from 'fastify';

// Several app instances may share one PostgreSQL. An office write on one of them must reach the caches of all
// of them: the writing instance sends NOTIFY on CONTENT_CHANNEL (through its pool, after the write committed) and
// every instance holds one extra connection that LISTENs on it. PostgreSQL delivers the notice within
// milliseconds; no extra process or table is needed.
//
// While the listening connection is down, notices can be missed: the instance then stops trusting its cache
// (onConnected(false)) until it has listened again, and reconnects with a growing delay.

export const CONTENT_CHANNEL = 'dbjs_content_changed';

export interface ContentChangeListenerOptions {
  databaseUrl: string;
  /** Sent as the notice's payload by this instance, so it can skip its own notices. */
  instanceId: string;
  /** A change was made on another instance. */
  onChange(): void;
  /** The listening connection came up (true) or was lost (false). */
  onConnected(connected: boolean): void;
  log: FastifyBaseLogger;
  /** First reconnection delay; doubles up to 30 s. */
  retryMs?: number;
}

export interface ContentChangeListener {
  readonly connected: boolean;
  close(): Promise<void>;
}

const MAX_RETRY_MS = 30_000;

/** Connects and listens; resolves once the first attempt has succeeded or failed (it then keeps retrying). */
export async function listenForContentChanges(
  options: ContentChangeListenerOptions,
): Promise<ContentChangeListener> {
  const retryMs = options.retryMs ?? 500;
  let client: Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(retryMs * 2 ** failures, MAX_RETRY_MS);
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  const lost = (which: Client) => {
    if (client !== which) return;
    client = null;
    options.onConnected(false);
    options.log.warn('content change listener lost its database connection; reconnecting');
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const next = new Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // Without an 'error' listener a dropped connection would end the process.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notice) => {
      if (notice.channel === CONTENT_CHANNEL && notice.payload !== options.instanceId) options.onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      options.log.warn(
        { error: (error as Error).message },
        'content change listener could not connect; retrying',
      );
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    options.onConnected(true);
  }

  await connect();
  return {
    get connected() {
      return client !== null;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
