import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Brotli or gzip, as the client's Accept-Encoding prefers, for every text answer (HTML, JS, CSS, SVG, JSON,
// CSV) of 1 KiB or more, with `Vary: Accept-Encoding`. Answers that are already compressed pass through:
// the hashed bundles precompressed at build time (lib/staticFile.ts) and the cached reads, which compress each
// answer once (plugins/readCache.ts). Images, fonts, PDFs and videos are not compressible types.

async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Request bodies are taken as sent: the webhook's signature covers the raw bytes, and nothing sends
    // compressed bodies.
    globalDecompression: false,
  });
}

// Not encapsulated: @fastify/compress hooks every route registered after it, across the whole app.
(compressionPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default compressionPlugin;
