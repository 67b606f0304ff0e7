import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { CachedAnswer, ReadCache, type LoadedAnswer } from '../../../src/server/cache/readCache';
import { preferredEncoding } from '../../../src/server/lib/contentEncoding';
import { quietRequestLogger } from '../../../src/server/plugins/readCache';

// The read cache on its own: shared loads, the LRU bound, invalidation racing a load, validators and the
// compressed forms. Through the app and both databases: test/server/cache/readCacheApi.test.ts.

/** A load that waits until the test lets it finish, and counts its calls. */
function controlledLoad(payload: unknown = { result: [1, 2, 3] }) {
  let calls = 0;
  const releases: Array<() => void> = [];
  const load = () => {
    calls += 1;
    return new Promise<LoadedAnswer>((resolve) => {
      releases.push(() => resolve({ statusCode: 200, payload }));
    });
  };
  return {
    load,
    calls: () => calls,
    releaseAll: () => releases.splice(0).forEach((release) => release()),
  };
}

const instant = (payload: unknown) => async (): Promise<LoadedAnswer> => ({ statusCode: 200, payload });

describe('ReadCache', () => {
  it('concurrent misses of one key share one load, and later reads are hits', async () => {
    const cache = new ReadCache();
    const source = controlledLoad();
    const answers = Array.from({ length: 25 }, () => cache.get('settings', source.load));
    expect(source.calls()).toBe(1);
    source.releaseAll();
    const settled = await Promise.all(answers);
    expect(new Set(settled).size).toBe(1);
    expect(settled[0].body).toBe('{"result":[1,2,3]}');
    await cache.get('settings', source.load);
    expect(source.calls()).toBe(1);
  });

  it('different keys load separately', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const load = async (): Promise<LoadedAnswer> => ({ statusCode: 200, payload: { call: ++calls } });
    const [a, b] = await Promise.all([cache.get('events:1:9', load), cache.get('events:2:9', load)]);
    expect(calls).toBe(2);
    expect(a.body).not.toBe(b.body);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new ReadCache({ maxEntries: 3 });
    for (let i = 0; i < 50; i += 1) await cache.get(`event:slug-${i}`, instant({ i }));
    expect(cache.size).toBe(3);
    let reloaded = 0;
    const counting = (i: number) => async (): Promise<LoadedAnswer> => {
      reloaded += 1;
      return { statusCode: 200, payload: { i } };
    };
    await cache.get('event:slug-49', counting(49));
    expect(reloaded).toBe(0);
    await cache.get('event:slug-0', counting(0));
    expect(reloaded).toBe(1);
    expect(cache.size).toBe(3);
  });

  it('keeps at most maxBytes of answers', async () => {
    const cache = new ReadCache({ maxBytes: 64 * 1024 });
    const big = 'x'.repeat(10_000);
    for (let i = 0; i < 40; i += 1) await cache.get(`board:${i}`, instant({ big, i }));
    // Each answer counts twice its text (room for its compressed forms): three fit in 64 KiB, not four.
    expect(cache.size).toBe(3);
  });

  it('an answer loaded while an invalidation happened is answered but not kept', async () => {
    const cache = new ReadCache();
    const before = controlledLoad({ version: 'old' });
    const pending = cache.get('homepage', before.load);
    cache.invalidate();
    // A read after the invalidation does not join the load that started before it.
    const after = controlledLoad({ version: 'new' });
    const fresh = cache.get('homepage', after.load);
    expect(after.calls()).toBe(1);
    before.releaseAll();
    after.releaseAll();
    expect((await pending).body).toBe('{"version":"old"}');
    expect((await fresh).body).toBe('{"version":"new"}');
    const again = controlledLoad({ version: 'newer' });
    expect((await cache.get('homepage', again.load)).body).toBe('{"version":"new"}');
    expect(again.calls()).toBe(0);
  });

  it('a failed load is not kept: every waiter sees the error and the next read tries again', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const failing = async (): Promise<LoadedAnswer> => {
      calls += 1;
      throw new Error('database unavailable');
    };
    const results = await Promise.allSettled([cache.get('awards', failing), cache.get('awards', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(cache.size).toBe(0);
    expect((await cache.get('awards', instant({ result: [] }))).body).toBe('{"result":[]}');
  });

  it('while not trusted (the change listener is down) every read loads, and nothing is kept', async () => {
    const cache = new ReadCache();
    await cache.get('settings', instant({ n: 1 }));
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
    expect((await cache.get('settings', instant({ n: 2 }))).body).toBe('{"n":2}');
    expect((await cache.get('settings', instant({ n: 3 }))).body).toBe('{"n":3}');
    expect(cache.size).toBe(0);
    cache.setTrusted(true);
    await cache.get('settings', instant({ n: 4 }));
    expect((await cache.get('settings', instant({ n: 5 }))).body).toBe('{"n":4}');
  });
});

describe('CachedAnswer', () => {
  const payload = { result: Array.from({ length: 60 }, (_, id) => ({ id, title: `Award number ${id}` })) };
  const answer = new CachedAnswer(200, payload);

  it('has a strong ETag of its text, and one per compressed form', () => {
    expect(answer.etag()).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(answer.etag('br')).toBe(answer.etag().replace(/"$/, '-br"'));
    expect(answer.etag('gzip')).toBe(answer.etag().replace(/"$/, '-gz"'));
    expect(new CachedAnswer(200, payload).etag()).toBe(answer.etag());
    expect(new CachedAnswer(200, { result: [] }).etag()).not.toBe(answer.etag());
  });

  it('matches If-None-Match in any form, weak or strong, in a list, or *', () => {
    expect(answer.matches(answer.etag())).toBe(true);
    expect(answer.matches(`W/${answer.etag('br')}`)).toBe(true);
    expect(answer.matches(`"other", ${answer.etag('gzip')}`)).toBe(true);
    expect(answer.matches('*')).toBe(true);
    expect(answer.matches('"other"')).toBe(false);
    expect(answer.matches(undefined)).toBe(false);
  });

  it('compresses once per encoding, and the bytes decode to the JSON text', () => {
    expect(answer.compressible).toBe(true);
    const br = answer.encodedBody('br');
    expect(answer.encodedBody('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(JSON.stringify(payload));
    expect(zlib.gunzipSync(answer.encodedBody('gzip')).toString()).toBe(JSON.stringify(payload));
    expect(br.length).toBeLessThan(answer.bodyBytes / 3);
    expect(new CachedAnswer(200, { result: [] }).compressible).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('chooses among the forms that exist', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBe(null);
    expect(preferredEncoding('br, gzip', [])).toBe(null);
  });
});

describe('quietRequestLogger (the request logger of cached reads)', () => {
  it('drops the per-request info lines, and still logs warnings and errors with the request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    const logger = quietRequestLogger(app.log, { reqId: 'req-7' }, {});
    logger.info('incoming request');
    logger.debug('details');
    expect(lines).toHaveLength(0);
    logger.error({ route: '/api/fetch/awards' }, 'unexpected error');
    logger.warn('slow');
    expect(lines.map((line) => [line.msg, line.reqId, line.level])).toEqual([
      ['unexpected error', 'req-7', 50],
      ['slow', 'req-7', 40],
    ]);
    await app.close();
  });
});
