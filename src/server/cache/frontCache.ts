import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { READ_API_PREFIX, readApiSecurityHeaders } from '../plugins/security';
import type { CachedAnswer, CachedResponse, ReadCache } from './readCache';

// The read cache's front door. A read API answer that Fastify has already sent for a request line (GET and the
// exact URL) is sent again for the same line straight from the HTTP server's request event (app.ts), before
// routing, hooks, the request logger and the reply objects: at thousands of reads a second those cost more than
// the answer itself. The bytes are the same as Fastify's (cachedAnswerResponse writes both), and an answer is
// sent here only while the read cache still holds it under its key: every invalidation, expiry or loss of trust
// of the read cache (cache/readCache.ts) sends the next request through Fastify again, which loads it anew.

interface FrontEntry {
  /** The read cache key the answer was kept under. */
  key: string;
  answer: CachedAnswer;
  /** When the key stops being the one its route would choose (an answer that depends on the date). */
  validUntil?: number;
}

/** Distinct request lines remembered; they come from clients, so they are bounded. */
const MAX_REQUEST_LINES = 2000;

export class FrontCache {
  private readonly entries = new LRUCache<string, FrontEntry>({ max: MAX_REQUEST_LINES });
  private readonly securityHeaders = readApiSecurityHeaders();
  /** Every header of each response form, security headers and length included, made once. */
  private readonly allHeaders = new WeakMap<CachedResponse, Record<string, string>>();

  constructor(readonly readCache: ReadCache) {}

  /** After Fastify sent `answer` (kept under `key`) for this request, the same request line may skip Fastify. */
  remember(request: IncomingMessage, key: string, answer: CachedAnswer, validUntil?: number): void {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith(READ_API_PREFIX)) return;
    this.entries.set(url, { key, answer, validUntil });
  }

  /** Sends the kept answer for this request and says true; false leaves the request to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const entry = this.entries.get(request.url);
    if (!entry) return false;
    if (this.readCache.peek(entry.key) !== entry.answer || (entry.validUntil ?? Infinity) <= Date.now()) {
      this.entries.delete(request.url);
      return false;
    }
    const form = entry.answer.response(request.headers['accept-encoding'], request.headers['if-none-match']);
    let headers = this.allHeaders.get(form);
    if (!headers) {
      headers = { ...this.securityHeaders, ...form.headers };
      if (form.body) headers['content-length'] = String(form.body.length);
      this.allHeaders.set(form, headers);
    }
    response.writeHead(form.statusCode, headers);
    response.end(form.body);
    return true;
  }
}
