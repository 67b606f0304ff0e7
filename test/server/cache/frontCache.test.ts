import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import { FrontCache } from '../../../src/server/cache/frontCache';
import { ReadCache } from '../../../src/server/cache/readCache';
import { openDatabase } from '../../../src/server/db/client';
import { readApiSecurityHeaders } from '../../../src/server/plugins/security';
import { describeEachDatabase, SLOW_HOOK_MS } from '../helpers/harness';

// The front cache (src/server/cache/frontCache.ts) over real sockets: a read that Fastify answered is answered
// again from the HTTP server's request event with the same bytes, and never once the read cache has let the
// answer go (an office write here or on another instance, the end of the day it depends on).

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(`${base}${path}`, { method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The headers that belong to the answer, not to the moment or the connection. */
function answerHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describeEachDatabase('reads answered before routing', (server) => {
  let base = '';
  /** Whether each request so far was answered by the front cache (true) or sent on to Fastify (false). */
  let served: boolean[] = [];
  let serve: jest.SpyInstance;

  beforeAll(async () => {
    const { app } = server();
    serve = jest.spyOn(app.frontCache, 'serve');
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, SLOW_HOOK_MS);

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const before = serve.mock.results.length;
    const answer = await request(base, path, headers, method);
    served = serve.mock.results.slice(before).map((result) => result.value as boolean);
    return answer;
  };

  it.each([
    ['/api/fetch/settings', {}],
    ['/api/fetch/homepage-data', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/api/fetch/events/?per_page=9&page=1&lang=mr', { 'accept-encoding': 'gzip' }],
    ['/api/fetch/event-view/no-such-event', {}],
  ])('%s: the second answer skips routing and is byte for byte the first', async (path, headers) => {
    const first = await get(path, headers);
    expect(served).toEqual([false]);
    const second = await get(path, headers);
    expect(served).toEqual([true]);
    expect(second.status).toBe(first.status);
    expect(answerHeaders(second.headers)).toEqual(answerHeaders(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toBe(
      readApiSecurityHeaders()['content-security-policy'],
    );
  });

  it('a client whose copy is current gets 304 before routing, with the validator and nothing else', async () => {
    const path = '/api/fetch/awards';
    const first = await get(path, { 'accept-encoding': 'br' });
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(served).toEqual([true]);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    // Another encoding of the same URL is made from the same kept answer, still before routing.
    const plain = await get(path);
    expect(served).toEqual([true]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toHaveProperty('result');
  });

  it('after a content change the next request is routed again and carries the change', async () => {
    const path = '/api/fetch/homepage-data';
    await get(path);
    await get(path);
    expect(served).toEqual([true]);
    await server().db.execute(
      sql`INSERT INTO news (content, published_on) VALUES ('<p>Paryushan timings for the hostels</p>', '2099-02-01')`,
    );
    await server().app.contentChanged();
    const changed = await get(path);
    expect(served).toEqual([false]);
    expect(changed.body.toString()).toContain('Paryushan timings for the hostels');
    await get(path);
    expect(served).toEqual([true]);
  });

  it('only GET of the read API is answered before routing', async () => {
    await get('/api/fetch/about-president');
    await get('/api/fetch/about-president', {}, 'HEAD');
    expect(served).toEqual([false]);
    await get('/api/config');
    await get('/api/config');
    expect(served).toEqual([false]);
  });

  it('the same content on another instance sharing PostgreSQL: its write reaches this front cache', async () => {
    if (server().driver !== 'postgres') return;
    const path = '/api/fetch/settings';
    await get(path);
    await get(path);
    expect(served).toEqual([true]);
    const otherDatabase = await openDatabase({ databaseUrl: server().config.databaseUrl, dataDir: null });
    const other = await buildApp({
      config: server().config,
      database: otherDatabase,
      logger: false,
      serveSite: false,
    });
    try {
      await other.ready();
      await other.contentChanged();
      const deadline = Date.now() + 10_000;
      do {
        await get(path);
      } while (served[0] && Date.now() < deadline);
      expect(served).toEqual([false]);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});

describe('front cache entries that depend on the time', () => {
  const requestFor = (url: string) => ({ method: 'GET', url, headers: {} }) as http.IncomingMessage;
  const response = () => ({ writeHead: jest.fn(), end: jest.fn() });

  it('are sent until their moment and never after it', async () => {
    const readCache = new ReadCache();
    const answer = await readCache.get('matrimony:2026-11-26', async () => ({
      statusCode: 200,
      payload: [],
    }));
    const front = new FrontCache(readCache);
    const url = '/api/fetch/matrimony-event-card';

    front.remember(requestFor(url), 'matrimony:2026-11-26', answer, Date.now() + 60_000);
    const current = response();
    expect(front.serve(requestFor(url), current as unknown as http.ServerResponse)).toBe(true);
    expect(current.writeHead).toHaveBeenCalledWith(200, expect.objectContaining({ 'content-length': '2' }));

    front.remember(requestFor(url), 'matrimony:2026-11-26', answer, Date.now() - 1);
    expect(front.serve(requestFor(url), response() as unknown as http.ServerResponse)).toBe(false);
  });

  it('are not kept for anything but a GET of the read API', async () => {
    const readCache = new ReadCache();
    const answer = await readCache.get('settings', async () => ({ statusCode: 200, payload: {} }));
    const front = new FrontCache(readCache);
    front.remember(
      { method: 'GET', url: '/api/config', headers: {} } as http.IncomingMessage,
      'settings',
      answer,
    );
    front.remember(
      { method: 'HEAD', url: '/api/fetch/settings', headers: {} } as http.IncomingMessage,
      'settings',
      answer,
    );
    expect(front.serve(requestFor('/api/config'), response() as unknown as http.ServerResponse)).toBe(false);
    expect(front.serve(requestFor('/api/fetch/settings'), response() as unknown as http.ServerResponse)).toBe(
      false,
    );
  });
});
