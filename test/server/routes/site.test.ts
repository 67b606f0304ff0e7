import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, SITE_NOT_BUILT_MESSAGE } from '../../../src/server/routes/site';
import { STATIC_PATHS } from '../../../src/shared/routes';
import { appOnStandIn, makeTempDir, writeFileUnder } from '../helpers/harness';
import { expectIndexPage, INDEX_HTML } from '../helpers/site';

// The built browser app (a fake dist/ in a temporary folder): history fallback, assets, cache headers.
// Event detail pages ask the database whether the event exists: test/server/routes/eventPages.test.ts.

const createdDirs: string[] = [];
afterAll(() => {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function siteApp(distDir: string): Promise<FastifyInstance> {
  const dataDir = makeTempDir();
  createdDirs.push(dataDir);
  return appOnStandIn(dataDir, { serveSite: true, distDir });
}

describe('site with a build in dist/', () => {
  let app: FastifyInstance;
  let distDir: string;
  let outside: string;

  beforeAll(async () => {
    distDir = makeTempDir('dbjs-dist-');
    outside = makeTempDir('dbjs-outside-');
    const write = (relative: string, text: string) => writeFileUnder(distDir, relative, text);
    write('index.html', INDEX_HTML);
    write('assets/main.3f2a9c01d4e2b7aa.js', 'console.log("app")');
    write('assets/main.3f2a9c01d4e2b7aa.css', 'body{margin:0}');
    write('images/hero/slide-1.webp', 'RIFFxxxxWEBP');
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('media/sabha-story.webm', '0123456789');
    write('.env', 'SECRET=1');
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'outside');
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(distDir, 'linked.txt'));
    app = await siteApp(distDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  // Every page path answers the app's index.html: a route the app knows with 200, anything else (a missing asset,
  // a path escaping dist/, a dotfile, a link out of it) with 404, so the app shows its not-found page.
  it.each([
    ['/', 200],
    ['/about-sabha', 200],
    ['/events', 200],
    ['/contact-us/', 200],
    ['/boys-hostel/digambar-jain-boarding-kolhapur', 200],
    ['/Scholarship', 200],
    ['/index.html', 200],
    ['/no-such-page', 404],
    ['/events/a/b', 404],
    ['/about-sabha/extra', 404],
    ['/assets/missing.js', 404],
    ['/../package.json', 404],
    ['/%2e%2e/package.json', 404],
    ['/.env', 404],
    ['/linked.txt', 404],
  ])('%s answers index.html with %i and no-cache', async (url, status) => {
    const response = await app.inject(url);
    expectIndexPage(response, status);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers every public route', async () => {
    for (const route of STATIC_PATHS) {
      expect([route, (await app.inject(route)).statusCode]).toEqual([route, 200]);
    }
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const script = await app.inject('/assets/main.3f2a9c01d4e2b7aa.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('console.log("app")');
    const style = await app.inject('/assets/main.3f2a9c01d4e2b7aa.css');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    const image = await app.inject('/images/hero/slide-1.webp');
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    const video = await app.inject({ url: '/media/sabha-story.webm', headers: { range: 'bytes=2-5' } });
    expect(video.statusCode).toBe(206);
    expect(video.body).toBe('2345');
  });

  it('HEAD works for pages and files', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/events' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('never answers the page for /api paths', async () => {
    const response = await app.inject('/api/not-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is nothing at this address.' });
  });

  it('cacheControlFor: html revalidates, hashed names are immutable', () => {
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('assets/main.3f2a9c01.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/fonts/inter-latin.0a1b2c3d.woff2')).toBe(
      'public, max-age=31536000, immutable',
    );
    // a development build has no hashes
    expect(cacheControlFor('assets/main.js')).toBe('no-cache');
    expect(cacheControlFor('742.0a1b2c3d.chunk.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('robots.txt')).toBe('public, max-age=3600');
  });
});

describe('site without a build', () => {
  it('answers a clear 503 explaining how to build, and the API still works', async () => {
    const parent = makeTempDir();
    createdDirs.push(parent);
    const app = await siteApp(path.join(parent, 'dist-missing'));
    const page = await app.inject('/events');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toBe(SITE_NOT_BUILT_MESSAGE);
    expect(page.body).toContain('npm run build');
    expect((await app.inject('/api/config')).statusCode).toBe(200);
    await app.close();
  });
});
