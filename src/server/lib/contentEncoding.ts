import { negotiate } from '@fastify/accept-negotiator';

// Which compressed form of an answer a client accepts, from its Accept-Encoding header: brotli first, then gzip,
// honouring q-values (`br;q=0` refuses brotli). Shared by the read-API cache and the static files.

export type ContentEncoding = 'br' | 'gzip';

/** Answers smaller than this gain nothing from compression (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const BOTH: readonly ContentEncoding[] = ['br', 'gzip'];

// Browsers send a handful of distinct headers, so the answers are remembered; the header is client input, so
// the memory is bounded (emptied when full: rare, and cheap to refill).
const MAX_REMEMBERED = 200;
const remembered = new Map<string, ContentEncoding | null>();

/**
 * The encoding to send, among those available (both by default), or null for the uncompressed bytes.
 * `available` lists what exists, for a file with only a .gz copy beside it.
 */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly ContentEncoding[] = BOTH,
): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header || available.length === 0) return null;
  const key = `${available.join(',')}|${header}`;
  let encoding = remembered.get(key);
  if (encoding === undefined) {
    encoding = negotiate(header, [...available]);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, encoding);
  }
  return encoding;
}
