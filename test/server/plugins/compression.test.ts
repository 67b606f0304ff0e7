import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { appOnStandIn, makeTempDir, writeFileUnder } from '../helpers/harness';

// Compression of the site's answers (a fake dist/ in a temporary folder): hashed bundles precompressed at build
// time are sent as they are, with `immutable`; the page and other text files are compressed on the fly; images
// are not; files that keep their names revalidate. The read API's compression: test/server/cache/readCacheApi.test.ts.

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Large enough to be worth compressing (1 KiB and more), and compressible.
const BUNDLE = `(()=>{${Array.from({ length: 200 }, (_, i) => `console.log("module ${i}");`).join('')}})();`;
const STYLES = Array.from({ length: 120 }, (_, i) => `.card-${i}{margin:${i}px;padding:4px}`).join('');
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Dakshin Bharat Jain Sabha</title>${Array.from(
  { length: 40 },
  (_, i) => `<link rel="preload" href="/assets/chunk-${i}.0a1b2c3d.js" as="script">`,
).join('')}</head><body><div id="root"></div></body></html>`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="5" cy="5" r="4"/>'.repeat(60)}</svg>`;

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describe('compressed site answers', () => {
  let app: FastifyInstance;
  let distDir: string;
  let dataDir: string;
  // What the build step wrote beside the bundle: marked, so the test sees that these very bytes are sent.
  const bundleBr = zlib.brotliCompressSync(`${BUNDLE}/*br*/`);
  const bundleGz = zlib.gzipSync(`${BUNDLE}/*gz*/`);

  beforeAll(async () => {
    distDir = makeTempDir('dbjs-dist-');
    dataDir = makeTempDir();
    const write = (relative: string, content: string | Buffer) => writeFileUnder(distDir, relative, content);
    write('index.html', INDEX_HTML);
    write('assets/main.3f2a9c01.js', BUNDLE);
    write('assets/main.3f2a9c01.js.br', bundleBr);
    write('assets/main.3f2a9c01.js.gz', bundleGz);
    // Only a gzip copy (brotli did not save enough to be kept).
    write('assets/style.0a1b2c3d.css', STYLES);
    write('assets/style.0a1b2c3d.css.gz', zlib.gzipSync(STYLES));
    write('favicon.svg', ICON);
    write('images/hero/slide-1.webp', Buffer.alloc(4096, 7));
    app = await appOnStandIn(dataDir, {
      serveSite: true,
      distDir,
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends the precompressed brotli copy of a hashed bundle, immutable', async () => {
    const response = await get('/assets/main.3f2a9c01.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(bundleBr.length);
    expect(response.rawPayload.equals(bundleBr)).toBe(true);
    expect(decoded(response)).toBe(`${BUNDLE}/*br*/`);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gzip = await get('/assets/main.3f2a9c01.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(`${BUNDLE}/*gz*/`);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/main.3f2a9c01.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);

    const refusing = await get('/assets/main.3f2a9c01.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refusing.headers['content-encoding']).toBeUndefined();
    expect(refusing.body).toBe(BUNDLE);
  });

  it('falls back to the copy that exists', async () => {
    const response = await get('/assets/style.0a1b2c3d.css', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded(response)).toBe(STYLES);
  });

  it('each copy has its own validator, and revalidates with 304', async () => {
    const br = await get('/assets/main.3f2a9c01.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/main.3f2a9c01.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/main.3f2a9c01.js', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
  ])('compresses the page with %s on the fly, decoding to the same HTML', async (encoding, accept) => {
    const response = await get('/events', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(INDEX_HTML.length / 3);
    expect(decoded(response)).toBe(INDEX_HTML);
  });

  it('the page revalidates: no-cache with an ETag, and 304 while the build is unchanged', async () => {
    const first = await get('/about-sabha', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await get('/about-sabha', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A missing page is never 304: it is a 404 with the app's not-found page.
    const missing = await get('/no-such-page', { 'if-none-match': etag });
    expect(missing.statusCode).toBe(404);
    expect(decoded(missing)).toBe(INDEX_HTML);
  });

  it('compresses an SVG that keeps its name on the fly; it revalidates rather than being immutable', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(decoded(response)).toBe(ICON);
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['last-modified']).toBeDefined();
  });

  it('does not compress images, and they carry validators', async () => {
    const response = await get('/images/hero/slide-1.webp', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(4096);
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
    const again = await get('/images/hero/slide-1.webp', {
      'if-none-match': response.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends small answers as they are (under 1 KiB compression saves nothing)', async () => {
    const response = await get('/api/no-such-endpoint', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'There is nothing at this address.' });
  });
});
