import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describeError, ERROR_MESSAGES, HttpError, loggableError } from '../../src/server/plugins/errors';
import {
  appOnStandIn,
  cspOf,
  fakeDatabase,
  makeTempDir,
  testConfig,
  writeFileUnder,
} from './helpers/harness';

// Security headers, runtime config, JSON errors and public image serving. None of this needs a real database,
// so these tests build the app on a stand-in and stay fast.

const createdDirs: string[] = [];
afterAll(() => {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string> = {}, options: { failingDatabase?: boolean } = {}) {
  const dataDir = makeTempDir();
  createdDirs.push(dataDir);
  const app = await appOnStandIn(dataDir, {
    config: testConfig(dataDir, env),
    database: fakeDatabase({ failing: options.failingDatabase }),
  });
  return { app, dataDir };
}

describe('runtime config', () => {
  it('without gateway keys points the browser at the built-in sandbox on the same origin', async () => {
    const { app } = await appWith();
    const response = await app.inject('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      apiBase: '/api/',
      paymentsBase: '/api/',
      razorpayKeyId: 'rzp_test_sandbox',
      checkoutScriptUrl: '/api/sandbox/checkout.js',
      sandbox: true,
    });
    await app.close();
  });

  it('with gateway keys answers the key id and the checkout script, never the secret', async () => {
    const { app } = await appWith({
      RAZORPAY_KEY_ID: 'rzp_live_ABC123',
      RAZORPAY_KEY_SECRET: 'very-secret',
      PAYMENTS_API_URL: 'https://pay.example.org/api',
    });
    const response = await app.inject('/api/config/');
    expect(response.json()).toEqual({
      apiBase: '/api/',
      paymentsBase: 'https://pay.example.org/api/',
      razorpayKeyId: 'rzp_live_ABC123',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      sandbox: false,
    });
    expect(response.body).not.toContain('very-secret');
    await app.close();
  });

  it('a key id without its secret still means the sandbox', async () => {
    const { app } = await appWith({ RAZORPAY_KEY_ID: 'rzp_test_only_id' });
    expect((await app.inject('/api/config')).json()).toMatchObject({
      sandbox: true,
      razorpayKeyId: 'rzp_test_sandbox',
    });
    await app.close();
  });
});

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await appWith());
  });
  afterAll(() => app.close());

  it.each(['/api/config', '/api/no-such-thing', '/api/fetch/events?page=0', '/elsewhere'])(
    '%s carries nosniff, frame denial and the CSP',
    async (url) => {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = cspOf(response.headers);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // The read API's JSON is never a page: nothing may load from it at all.
      expect(csp.get('default-src')).toEqual(url.startsWith('/api/fetch/') ? ["'none'"] : ["'self'"]);
    },
  );

  it('a read API answer carries only the headers that act on JSON; pages carry the whole set', async () => {
    const response = await app.inject('/api/fetch/events?page=0');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const pageOnly = [
      'referrer-policy',
      'cross-origin-resource-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ];
    for (const header of pageOnly) expect(response.headers[header]).toBeUndefined();
    const page = await app.inject('/elsewhere');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('the sandbox CSP allows only the site itself, plus YouTube privacy-enhanced frames', async () => {
    const csp = cspOf((await app.inject('/api/config')).headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('with gateway keys the CSP adds the checkout origins for scripts, connections and frames', async () => {
    const { app: keyed } = await appWith({
      RAZORPAY_KEY_ID: 'rzp_test_ABC',
      RAZORPAY_KEY_SECRET: 'secret',
      PAYMENTS_API_URL: 'https://pay.example.org/api/',
    });
    const csp = cspOf((await keyed.inject('/api/config')).headers);
    const gateway = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
    expect(csp.get('script-src')).toEqual(["'self'", ...gateway]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://pay.example.org', ...gateway]);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', ...gateway]);
    await keyed.close();
  });

  it('an emulator standing in for the gateway is allowed instead of Razorpay', async () => {
    const { app: emulated } = await appWith({
      RAZORPAY_KEY_ID: 'rzp_test_ABC',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:9999/v1',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9999/checkout.js',
    });
    const csp = cspOf((await emulated.inject('/api/config')).headers);
    expect(csp.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:9999']);
    await emulated.close();
  });
});

describe('JSON errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await appWith());
    app.get('/api/test/boom', async () => {
      throw new Error('database said: duplicate key (email)=(sunita@example.org)');
    });
    app.get('/api/test/teapot', async () => {
      throw new HttpError(418, 'I am a teapot.', { kettle: 'Not a kettle.' });
    });
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/fetch/nothing'],
    ['GET', '/api'],
    ['DELETE', '/api/config'],
    ['GET', '/not-the-api'],
  ])('%s %s is 404 JSON', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
  });

  it('an unexpected failure is a 500 with a general message that reveals nothing', async () => {
    const response = await app.inject('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('sunita');
  });

  it('a chosen HttpError keeps its status, message and field errors', async () => {
    const response = await app.inject('/api/test/teapot');
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'I am a teapot.', errors: { kettle: 'Not a kettle.' } });
  });

  it('a malformed URL is 400 JSON, not a 500', async () => {
    const response = await app.inject('/api/fetch/event-view/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('describeError maps framework errors to their status and a readable message', () => {
    const fastifyError = (code: string, statusCode: number) =>
      Object.assign(new Error('x'), { code, statusCode });
    // Each framework error code with its status, and the message the client gets.
    for (const [code, statusCode, message] of [
      ['FST_ERR_CTP_BODY_TOO_LARGE', 413, ERROR_MESSAGES.tooLarge],
      ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, ERROR_MESSAGES.mediaType],
      ['FST_ERR_CTP_INVALID_JSON_BODY', 400, ERROR_MESSAGES.badJson],
      ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, ERROR_MESSAGES.emptyJson],
      ['ANY', 429, ERROR_MESSAGES.rateLimited],
      ['FST_REQ_FILE_TOO_LARGE', 413, 'x'],
    ] as const) {
      expect(describeError(fastifyError(code, statusCode))).toEqual({ statusCode, body: { message } });
    }
    expect(
      describeError(
        Object.assign(new Error('body/name must be string'), { validation: [], statusCode: 400 }),
      ),
    ).toEqual({
      statusCode: 400,
      body: { message: 'body/name must be string' },
    });
    // a 4xx without a framework code does not echo its message
    expect(describeError(Object.assign(new Error('private detail'), { statusCode: 400 }))).toEqual({
      statusCode: 400,
      body: { message: ERROR_MESSAGES.badRequest },
    });
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      statusCode: 500,
      body: { message: ERROR_MESSAGES.internal },
    });
    expect(describeError(undefined)).toEqual({ statusCode: 500, body: { message: ERROR_MESSAGES.internal } });
    expect(describeError('a string')).toEqual({
      statusCode: 500,
      body: { message: ERROR_MESSAGES.internal },
    });
  });

  it('the log of an unexpected error keeps its kind and stack frames but not its message', () => {
    const error = Object.assign(new Error('duplicate key (email)=(sunita@example.org)'), {
      code: '23505',
      constraint: 'enquiries_email_unique',
      table: 'enquiries',
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      code: '23505',
      constraint: 'enquiries_email_unique',
      table: 'enquiries',
    });
    expect(JSON.stringify(logged)).not.toContain('sunita');
    expect(String(logged.stack)).toMatch(/^\s+at /);
  });
});

describe('health without a database', () => {
  it('is 503 when the database does not answer', async () => {
    const { app } = await appWith({}, { failingDatabase: true });
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

describe('public images at /api/uploads', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const image = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'binary');

  beforeAll(async () => {
    ({ app, dataDir } = await appWith());
    const write = (relative: string, bytes: Buffer | string) => writeFileUnder(dataDir, relative, bytes);
    write('uploads/events/camp-0123456789ab.webp', image);
    write('uploads/people/photo.JPG', image);
    write('uploads/notes.txt', 'not an image');
    write('uploads/.hidden.webp', image);
    // Things that must never be reachable.
    write('pglite/PG_VERSION', '17');
    write('private/identity/aadhaar-1.webp', image);
    write('keys/upload.key', 'secret key');
    write('outbox/mail-1.eml', 'Dear Sunita');
    fs.symlinkSync(
      path.join(dataDir, 'private/identity/aadhaar-1.webp'),
      path.join(dataDir, 'uploads/events/link.webp'),
    );
    fs.symlinkSync(path.join(dataDir, 'private'), path.join(dataDir, 'uploads/private-dir'));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a stored image with a year-long immutable cache and nosniff', async () => {
    const response = await app.inject('/api/uploads/events/camp-0123456789ab.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(image.length));
    expect(response.rawPayload.equals(image)).toBe(true);
    const jpeg = await app.inject('/api/uploads/people/photo.JPG');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('answers HEAD, a matching If-None-Match with 304 and a byte range with 206', async () => {
    const url = '/api/uploads/events/camp-0123456789ab.webp';
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const etag = String(head.headers.etag);
    const cached = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    const range = await app.inject({ url, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('RIFF');
    expect(range.headers['content-range']).toBe(`bytes 0-3/${image.length}`);
    const unsatisfiable = await app.inject({ url, headers: { range: 'bytes=999-' } });
    expect(unsatisfiable.statusCode).toBe(416);
  });

  it.each([
    '/api/uploads/../pglite/PG_VERSION',
    '/api/uploads/%2e%2e/pglite/PG_VERSION',
    '/api/uploads/%2E%2E%2Fpglite%2FPG_VERSION',
    '/api/uploads/..%2fprivate/identity/aadhaar-1.webp',
    '/api/uploads/..%2Fprivate%2Fidentity%2Faadhaar-1.webp',
    '/api/uploads/events/..%2F..%2Fprivate%2Fidentity%2Faadhaar-1.webp',
    '/api/uploads/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/uploads/..%5cprivate%5cidentity%5caadhaar-1.webp',
    '/api/uploads/%252e%252e/private/identity/aadhaar-1.webp',
    '/api/uploads//etc/passwd',
    '/api/uploads/notes.txt',
    '/api/uploads/.hidden.webp',
    '/api/uploads/events',
    '/api/uploads/events/',
    '/api/uploads/',
    '/api/uploads/events/link.webp',
    '/api/uploads/private-dir/identity/aadhaar-1.webp',
    '/api/uploads/events/missing.webp',
    '/api/../keys/upload.key',
    '/api/%2e%2e/outbox/mail-1.eml',
    '/pglite/PG_VERSION',
    '/private/identity/aadhaar-1.webp',
  ])('%s is 404 JSON', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
  });

  // docs/api.md#control-characters: a NUL in a path parameter is refused before any file is looked up.
  it.each(['/api/uploads/%00.webp', '/api/uploads/events/camp-0123456789ab.webp%00.txt'])(
    '%s is 400 JSON',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof response.json().message).toBe('string');
    },
  );
});
