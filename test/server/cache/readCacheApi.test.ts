import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database, type Db } from '../../../src/server/db/client';
import { READ_CACHE_CONTROL } from '../../../src/server/cache/readCache';
import { COMPRESS_THRESHOLD_BYTES } from '../../../src/server/lib/contentEncoding';
import { addNews, asAdmin, signIn, type AdminSession } from '../admin/adminHelpers';
import { describeEachDatabase, SLOW_HOOK_MS, startTestServer, type TestServer } from '../helpers/harness';
import { postgresReachable } from '../helpers/postgres';

// The read endpoints through the app, on PGlite and on PostgreSQL: ETag and 304, brotli and gzip, invalidation
// by office writes on this instance and (PostgreSQL) on a second instance sharing the database, concurrent
// misses sharing one database call, the LRU bound, and nothing personal cached.

const READS = [
  '/api/fetch/settings',
  '/api/fetch/homepage-data',
  '/api/fetch/categories/?parent_name=about_us',
  '/api/fetch/board-of-directors/?category_name=Trustees',
  '/api/fetch/about-president',
  '/api/fetch/events/?per_page=9&page=1',
  '/api/fetch/event-view/blood-donation-camp',
  '/api/fetch/awards',
  '/api/fetch//matrimony-event-card',
];

/** Waits for a condition by polling (no fixed sleeps); fails after the bound. */
async function eventually(condition: () => Promise<boolean> | boolean, boundMs = 10_000): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The database with every query held until `open()`, counting the select queries started. Query builders are
 * wrapped whatever their chain, so the test does not depend on how a repository writes its query.
 */
function gatedDatabase(database: Database) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let selects = 0;
  const wrap = <T extends object>(value: T): T =>
    new Proxy(value, {
      get(target, property) {
        const member = Reflect.get(target, property, target) as unknown;
        if (typeof member !== 'function') return member;
        if (property === 'then') {
          return (onFulfilled: never, onRejected: never) =>
            gate.then(() =>
              (member as (...args: unknown[]) => unknown).call(target, onFulfilled, onRejected),
            );
        }
        return (...args: unknown[]) => {
          if (property === 'select') selects += 1;
          const result = (member as (...a: unknown[]) => unknown).apply(target, args);
          return result !== null && typeof result === 'object' ? wrap(result) : result;
        };
      },
    });
  return {
    database: { ...database, db: wrap(database.db as object) as Db },
    selects: () => selects,
    open: () => open(),
  };
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

async function extraApp(
  server: TestServer,
  database: Database,
  options: { readCache?: { maxEntries: number } } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: server.config,
    database,
    logger: false,
    serveSite: false,
    ...options,
  });
  return app;
}

describeEachDatabase('read API cache', (server) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    server().app.inject({ method: 'GET', url, headers });

  let session: AdminSession;
  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });

  it.each(READS)(
    '%s carries a strong ETag and a short public Cache-Control, and revalidates with 304',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe(READ_CACHE_CONTROL);
      expect(READ_CACHE_CONTROL).toMatch(/^public, max-age=\d{1,2}, stale-while-revalidate=\d+$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      // Only an answer large enough to come compressed varies with Accept-Encoding.
      const compressible = first.rawPayload.length >= COMPRESS_THRESHOLD_BYTES;
      expect(first.headers.vary).toBe(compressible ? 'Accept-Encoding' : undefined);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(READ_CACHE_CONTROL);

      const stale = await get(url, { 'if-none-match': '"an-older-answer"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('an unknown event is 404 with its message and no validator, however often it is asked', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get('/api/fetch/event-view/no-such-event');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This event could not be found.' });
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers brotli or gzip as the client prefers, each decoding to the same JSON, with its own ETag', async () => {
    const url = '/api/fetch/events?per_page=50';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [br, gzip]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded(response)).toBe(plain.body);
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    // A copy that came compressed is just as current.
    expect(
      (await get(url, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('compresses JSON that is not cached too (an office list), and never caches it', async () => {
    const response = await asAdmin(server().app, session, {
      method: 'GET',
      url: '/api/admin/events',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(JSON.parse(decoded(response)))).toContain('Blood Donation Camp');
  });

  it('an office write shows at the next read on the same instance, with a new ETag', async () => {
    const before = await get('/api/fetch/homepage-data');
    await addNews(server().app, session, {
      content: '<p>Kshamavani greetings from the office.</p>',
      published_on: '2099-01-02',
    });
    const after = await get('/api/fetch/homepage-data', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().latest_news[0].content).toContain('Kshamavani greetings');
  });

  it('is a cache: a change made behind the app is not seen until the office writes', async () => {
    const before = (await get('/api/fetch/homepage-data')).body;
    await server().db.execute(
      sql`INSERT INTO news (content, published_on) VALUES ('<p>Written by hand</p>', '2099-01-03')`,
    );
    expect((await get('/api/fetch/homepage-data')).body).toBe(before);
    await server().app.contentChanged();
    expect((await get('/api/fetch/homepage-data')).json().latest_news[0].content).toContain(
      'Written by hand',
    );
  });

  it('refused admin requests do not empty the cache; nothing personal is cached', async () => {
    await get('/api/fetch/awards');
    const kept = server().app.readCache.size;
    expect(kept).toBeGreaterThan(0);
    const refused = await server().app.inject({
      method: 'POST',
      url: '/api/admin/news',
      payload: { content: '<p>x</p>', published_on: '2099-01-01' },
    });
    expect(refused.statusCode).toBe(401);
    expect(server().app.readCache.size).toBe(kept);

    const adminRead = await asAdmin(server().app, session, { method: 'GET', url: '/api/admin/news' });
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.headers['cache-control']).toBe('no-store');
    expect(adminRead.headers.etag).toBeUndefined();
    expect(server().app.readCache.size).toBe(kept);
  });

  it('concurrent misses share one database call', async () => {
    const gated = gatedDatabase(server().database);
    const app = await extraApp(server(), gated.database);
    let arrived = 0;
    // Counted just before the handler runs, which asks the cache at once.
    app.addHook('preHandler', (_request, _reply, done) => {
      arrived += 1;
      done();
    });
    await app.ready();
    try {
      const selectsBefore = gated.selects();
      const responses = Array.from({ length: 20 }, () => app.inject('/api/fetch/settings'));
      await eventually(() => arrived === 20);
      expect(gated.selects() - selectsBefore).toBe(1);
      gated.open();
      const answers = await Promise.all(responses);
      expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((response) => response.body)).size).toBe(1);
      expect(gated.selects() - selectsBefore).toBe(1);
    } finally {
      gated.open();
      await app.close();
    }
  });

  it('keys built from client input stay within the LRU bound, and answers stay right', async () => {
    const app = await extraApp(server(), server().database, { readCache: { maxEntries: 4 } });
    await app.ready();
    try {
      for (let page = 1; page <= 12; page += 1) {
        const response = await app.inject(`/api/fetch/events?per_page=1&page=${page}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toHaveLength(1);
        await app.inject(`/api/fetch/event-view/made-up-slug-${page}`);
        expect(app.readCache.size).toBeLessThanOrEqual(4);
      }
      const first = await app.inject('/api/fetch/events?per_page=1&page=1');
      expect(first.json()).toEqual((await get('/api/fetch/events?per_page=1&page=1')).json());
    } finally {
      await app.close();
    }
  });
});

// PGlite is embedded: one instance only. Several instances share one PostgreSQL.
const describeOnPostgres = postgresReachable() || process.env.CI ? describe : describe.skip;

describeOnPostgres('read API cache: two instances on one PostgreSQL', () => {
  let first: TestServer & { stop(): Promise<void> };
  let session: AdminSession;
  beforeAll(async () => {
    first = await startTestServer('postgres');
    session = await signIn(first.app, first.db);
  }, SLOW_HOOK_MS);
  afterAll(async () => {
    await first?.stop();
  }, SLOW_HOOK_MS);

  it('a second instance on the same database sees an office write made on the first', async () => {
    const secondDatabase = await openDatabase({ databaseUrl: first.config.databaseUrl, dataDir: null });
    const second = await extraApp(first, secondDatabase);
    await second.ready();
    try {
      const read = async () =>
        (await second.inject('/api/fetch/homepage-data')).json().latest_news[0].content;
      const before = await read();
      // The second instance answers from its cache: a change behind both apps is not seen ...
      await first.db.execute(
        sql`INSERT INTO news (content, published_on) VALUES ('<p>Hand-written, unseen</p>', '2099-02-01')`,
      );
      expect(await read()).toBe(before);
      // ... until an office write on the first instance reaches it.
      await addNews(first.app, session, {
        content: '<p>Mahavir Jayanti procession route</p>',
        published_on: '2099-03-01',
      });
      await eventually(async () => (await read()).includes('Mahavir Jayanti procession route'));

      // When its listening connection is cut, the instance stops trusting its cache, listens again, and
      // changes made meanwhile are seen.
      await first.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN dbjs_content_changed'`,
      );
      await first.db.execute(
        sql`INSERT INTO news (content, published_on) VALUES ('<p>Written while deaf</p>', '2099-04-01')`,
      );
      await eventually(async () => (await read()).includes('Written while deaf'));
      await eventually(() => second.readCache.isTrusted);
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  }, 60_000);
});
