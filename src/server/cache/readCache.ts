import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { COMPRESS_THRESHOLD_BYTES, preferredEncoding, type ContentEncoding } from '../lib/contentEncoding';

// The in-process cache of the public read endpoints' answers (routes/content.ts), serialised once: the JSON
// text, its strong ETag and, made on first demand, its brotli and gzip forms. Every office write drops the whole
// cache (plugins/readCache.ts), which is simple and safe: the content is small and reloads in a few queries.
//
// - Concurrent misses of one key share one load (one database call).
// - Keys built from client input (pages, slugs, category names) live in a bounded LRU, by count and by bytes.
// - A load that started before an invalidation is answered to its callers but never stored, so a change can
//   never be hidden by an answer read just before it.
// - Nothing personal is ever put here: only the public content of the read endpoints
//   (docs/api.md#read-endpoints).

export interface ReadCacheOptions {
  /** Most answers kept (default 1000). */
  maxEntries?: number;
  /** Most bytes kept, counting room for the compressed forms (default 32 MiB). */
  maxBytes?: number;
  /**
   * Longest an answer is kept (default 5 minutes). Invalidation is what keeps answers fresh; this only bounds
   * the damage should a change notice from another instance ever be lost.
   */
  ttlMs?: number;
}

/** What a loader answers: the status and the value to serialise as JSON (or, for a rendered page, its text). */
export interface LoadedAnswer {
  statusCode: number;
  payload: unknown;
  /** The answer's text as it is (the page cache's HTML); when given, payload is not serialised. */
  text?: string;
}

const ETAG_SUFFIX: Record<ContentEncoding, string> = { br: '-br', gzip: '-gz' };

/**
 * Browsers and proxies may reuse a read for a few seconds and serve it a minute longer while they revalidate
 * (with If-None-Match, answered 304): the office's changes show within seconds, and a busy page costs the
 * server little.
 */
export const READ_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The status, headers and bytes that answer a request from a kept answer (content-length is the sender's). */
export interface CachedResponse {
  statusCode: number;
  headers: Record<string, string>;
  /** None for a 304. */
  body?: Buffer;
}

/** One serialised answer, ready to send. */
export class CachedAnswer {
  readonly statusCode: number;
  readonly body: string;
  readonly bodyBytes: number;
  /** The strong validator of the JSON text; each compressed form has its own (RFC 9110 section 8.8.3). */
  private readonly hash: string;
  private readonly encoded: Partial<Record<ContentEncoding, Buffer>> = {};
  /** Each form this answer has been sent in (encoding, or 304), made once. */
  private readonly responses = new Map<string, CachedResponse>();

  constructor(statusCode: number, payload: unknown, text?: string) {
    this.statusCode = statusCode;
    this.body = text ?? JSON.stringify(payload);
    this.bodyBytes = Buffer.byteLength(this.body);
    this.hash = crypto.createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
  }

  /** Small answers are sent as they are; compression would cost more than it saves. */
  get compressible(): boolean {
    return this.bodyBytes >= COMPRESS_THRESHOLD_BYTES;
  }

  etag(encoding: ContentEncoding | null = null): string {
    return `"${this.hash}${encoding ? ETAG_SUFFIX[encoding] : ''}"`;
  }

  /**
   * Whether an If-None-Match header names this answer in any of its forms (weak comparison, as RFC 9110
   * prescribes for If-None-Match): the client's copy is current whichever encoding it arrived in.
   */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    const forms = [this.etag(), this.etag('br'), this.etag('gzip')];
    return ifNoneMatch.split(',').some((raw) => {
      const tag = raw.trim().replace(/^W\//, '');
      return tag === '*' || forms.includes(tag);
    });
  }

  /**
   * How this answer is sent, by Fastify (plugins/readCache.ts) and by the front cache (cache/frontCache.ts)
   * alike: 304 when the client's copy is current, else the best encoding the client accepts. Each form is made
   * once and shared by every request that asks for it.
   */
  response(acceptEncoding: string | string[] | undefined, ifNoneMatch: string | undefined): CachedResponse {
    const encoding = this.statusCode === 200 && this.compressible ? preferredEncoding(acceptEncoding) : null;
    const notModified = this.statusCode === 200 && this.matches(ifNoneMatch);
    const form = `${encoding ?? 'identity'}${notModified ? ' 304' : ''}`;
    let response = this.responses.get(form);
    if (!response) {
      response = this.makeResponse(encoding, notModified);
      this.responses.set(form, response);
    }
    return response;
  }

  private makeResponse(encoding: ContentEncoding | null, notModified: boolean): CachedResponse {
    if (this.statusCode !== 200) {
      // A 404 for an unknown event is kept too (it protects the database from made-up slugs), but browsers
      // should ask again: the office may publish that event any moment.
      return {
        statusCode: this.statusCode,
        headers: { 'cache-control': 'no-cache', 'content-type': JSON_TYPE },
        body: Buffer.from(this.body),
      };
    }
    const validators: Record<string, string> = { 'cache-control': READ_CACHE_CONTROL };
    // Only an answer that has compressed forms varies with Accept-Encoding.
    if (this.compressible) validators.vary = 'Accept-Encoding';
    validators.etag = this.etag(encoding);
    if (notModified) return { statusCode: 304, headers: validators };
    if (!encoding)
      return {
        statusCode: 200,
        headers: { ...validators, 'content-type': JSON_TYPE },
        body: Buffer.from(this.body),
      };
    return {
      statusCode: 200,
      headers: { ...validators, 'content-type': JSON_TYPE, 'content-encoding': encoding },
      body: this.encodedBody(encoding),
    };
  }

  /** The compressed bytes, made once per answer and encoding. */
  encodedBody(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.body, {
              params: {
                // Made once and sent many times: a high quality pays off, and answers are small.
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.bodyBytes,
              },
            })
          : zlib.gzipSync(this.body, { level: 9 });
      this.encoded[encoding] = bytes;
    }
    return bytes;
  }
}

export class ReadCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by every invalidation; a load stores its answer only if none happened meanwhile. */
  private generation = 0;
  /**
   * False while changes made on another instance could go unnoticed (the PostgreSQL listener is down): every
   * read then loads from the database, and concurrent reads of one key still share the load.
   */
  private trusted = true;

  constructor(options: ReadCacheOptions = {}) {
    this.entries = new LRUCache<string, CachedAnswer>({
      max: options.maxEntries ?? 1000,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      // Twice the text: room for the brotli and gzip forms, which are made later and are smaller than the text.
      sizeCalculation: (answer) => answer.bodyBytes * 2 + 256,
      ttl: options.ttlMs ?? 5 * 60_000,
    });
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  /** The kept answer for key, if there is one and it may be trusted. */
  peek(key: string): CachedAnswer | undefined {
    return this.trusted ? this.entries.get(key) : undefined;
  }

  /** The answer for key: kept, being loaded by another request, or loaded now. A failed load is not kept. */
  get(key: string, load: () => Promise<LoadedAnswer>): Promise<CachedAnswer> {
    const kept = this.peek(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const promise = load().then(
      (loaded) => {
        const answer = new CachedAnswer(loaded.statusCode, loaded.payload, loaded.text);
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation && this.trusted) this.entries.set(key, answer);
        return answer;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Drops every answer and every load in progress: the next read of each key goes to the database. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /** Whether answers may be kept (see `trusted`); either way the cache starts empty. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.invalidate();
  }
}
