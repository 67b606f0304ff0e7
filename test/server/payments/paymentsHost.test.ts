import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../../src/server/config';
import { CORS_MAX_AGE_SECONDS } from '../../../src/server/plugins/paymentsCors';
import { appOnStandIn, cspOf, describeEachDatabase, makeTempDir, testConfig } from '../helpers/harness';
import { paymentSuite } from './harness';
import { DONATION_FIELDS, createDonation, multipart } from './fixtures';

// A separate payments host (issue 9, defect 7). The site (PUBLIC_URL https://www.example.org) sets
// PAYMENTS_API_URL=https://pay.example.org/api; the payments host answers CORS for the site's origin on the
// routes the browser calls, and for nobody else. The site's CSP and runtime config name the payments host.

const SITE = 'https://www.example.org';
const PAYMENTS = 'https://pay.example.org';
const FOREIGN = 'https://evil.example.net';

function corsHeadersOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => name.startsWith('access-control-'))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('configuration of the CORS allow-list', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/unused', ...env });

  it('allows only the origin of PUBLIC_URL by default', () => {
    expect(load({ PUBLIC_URL: 'https://www.example.org/' }).corsOrigins).toEqual([SITE]);
  });

  it('adds the origins of CORS_ORIGINS, normalised and without repeats', () => {
    expect(
      load({
        PUBLIC_URL: PAYMENTS,
        CORS_ORIGINS: 'https://WWW.example.org/, http://127.0.0.1:8080 https://www.example.org',
      }).corsOrigins,
    ).toEqual([PAYMENTS, SITE, 'http://127.0.0.1:8080']);
  });

  it.each([
    '*',
    'https://*.example.org',
    'https://www.example.org/pay',
    'www.example.org',
    'ftp://x.org',
    'null',
  ])('refuses %s at start-up with a message naming CORS_ORIGINS', (entry) => {
    expect(() => load({ CORS_ORIGINS: entry })).toThrow(/CORS_ORIGINS: .* is not an origin/);
  });
});

describe('the site with a separate payments host', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  async function siteApp(env: Record<string, string>) {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    return appOnStandIn(dataDir, { config: testConfig(dataDir, { PUBLIC_URL: SITE, ...env }) });
  }

  it('sandbox: the checkout script comes from the payments host, and the CSP allows it there', async () => {
    const app = await siteApp({ PAYMENTS_API_URL: `${PAYMENTS}/api` });
    const response = await app.inject('/api/config');
    expect(response.json()).toMatchObject({
      paymentsBase: `${PAYMENTS}/api/`,
      checkoutScriptUrl: `${PAYMENTS}/api/sandbox/checkout.js`,
      sandbox: true,
    });
    const csp = cspOf(response.headers);
    expect(csp.get('connect-src')).toEqual(["'self'", PAYMENTS]);
    expect(csp.get('script-src')).toEqual(["'self'", PAYMENTS]);
    // The sandbox window is drawn in the page, not in a frame: frames stay as they were.
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    await app.close();
  });

  it('with gateway keys the payments host is only called, the checkout comes from the gateway', async () => {
    const app = await siteApp({
      PAYMENTS_API_URL: `${PAYMENTS}/api/`,
      RAZORPAY_KEY_ID: 'rzp_test_ABC',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    const response = await app.inject('/api/config');
    expect(response.json().checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
    const csp = cspOf(response.headers);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      PAYMENTS,
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
    ]);
    await app.close();
  });

  it('without a payments host the sandbox script stays on the site itself', async () => {
    const app = await siteApp({});
    const response = await app.inject('/api/config');
    expect(response.json().checkoutScriptUrl).toBe('/api/sandbox/checkout.js');
    expect(cspOf(response.headers).get('script-src')).toEqual(["'self'"]);
    await app.close();
  });
});

describeEachDatabase(
  'the payments host answers CORS for the site only',
  (context) => {
    const preflight = (url: string, origin: string | null, method = 'POST', headers = 'content-type') =>
      context().app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          ...(origin ? { origin } : {}),
          'access-control-request-method': method,
          'access-control-request-headers': headers,
        },
      });

    function expectGranted(response: LightMyRequestResponse) {
      expect(response.statusCode).toBe(204);
      expect(corsHeadersOf(response)).toEqual({
        'access-control-allow-origin': SITE,
        'access-control-allow-methods': 'GET, HEAD, POST',
        'access-control-allow-headers': 'Content-Type, Accept',
        'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
      });
      expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
    }

    it.each([
      ['/api/joinus/joinnow', 'POST'],
      ['/api/joinus/joinnow/verify-payment', 'POST'],
      ['/api/donation/add', 'POST'],
      ['/api/donation/verify-payment/', 'POST'],
      ['/api/sandbox/orders/order_ABCDEFGHIJKLMN/pay', 'POST'],
      ['/api/sandbox/orders/order_ABCDEFGHIJKLMN/fail', 'POST'],
      ['/api/sandbox/checkout.js', 'GET'],
      ['/api/receipts/0123456789abcdef0123456789abcdef.pdf', 'GET'],
    ])('a preflight from the site for %s (%s) is granted for exactly that origin', async (url, method) => {
      expectGranted(await preflight(url, SITE, method));
    });

    it.each([
      ['a foreign origin', '/api/donation/verify-payment', FOREIGN, 'POST'],
      ['no origin', '/api/donation/verify-payment', null, 'POST'],
      ['a method the route does not serve', '/api/donation/verify-payment', SITE, 'DELETE'],
      ['the office console', '/api/admin/login', SITE, 'POST'],
      ['the office console session', '/api/admin/session', SITE, 'GET'],
      ['the gateway webhook', '/api/payments/razorpay-webhook', SITE, 'POST'],
      ['the read API', '/api/fetch/settings', SITE, 'GET'],
      ['the contact form', '/api/fetch/contact-details/add', SITE, 'POST'],
      ['an unknown path', '/api/no-such-thing', SITE, 'POST'],
    ])('a preflight with %s is a 404 without any CORS header', async (_label, url, origin, method) => {
      const response = await preflight(url, origin, method);
      expect(response.statusCode).toBe(404);
      expect(corsHeadersOf(response)).toEqual({});
    });

    it('the whole donation from the site reads every answer: order, sandbox payment, verify, receipt', async () => {
      const { app } = context();
      const headers = { origin: SITE };
      const body = multipart(DONATION_FIELDS);
      const order = await app.inject({
        method: 'POST',
        url: '/api/donation/add',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
      expect(order.statusCode).toBe(201);
      expect(corsHeadersOf(order)).toEqual({ 'access-control-allow-origin': SITE });
      expect(String(order.headers.vary)).toMatch(/\bOrigin\b/);
      const { orderId, receiptId } = order.json();

      const paid = await app.inject({ method: 'POST', url: `/api/sandbox/orders/${orderId}/pay`, headers });
      expect(paid.statusCode).toBe(200);
      expect(corsHeadersOf(paid)).toEqual({ 'access-control-allow-origin': SITE });

      const verified = await app.inject({
        method: 'POST',
        url: '/api/donation/verify-payment',
        headers,
        payload: {
          ...(paid.json() as Record<string, string>),
          receiptId,
          amount: '1023.60',
          email: DONATION_FIELDS.email,
        },
      });
      expect(verified.statusCode).toBe(200);
      expect(corsHeadersOf(verified)).toEqual({ 'access-control-allow-origin': SITE });
      const { receiptUrl } = verified.json();
      expect(receiptUrl).toMatch(/^\/api\/receipts\/[0-9a-f]{32}\.pdf$/);

      const receipt = await app.inject({ url: receiptUrl, headers });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      expect(corsHeadersOf(receipt)).toEqual({ 'access-control-allow-origin': SITE });
    });

    it('a refused form still names its fields to the site (the 400 carries the CORS header)', async () => {
      const body = multipart({ ...DONATION_FIELDS, email: 'not-an-email' });
      const response = await context().app.inject({
        method: 'POST',
        url: '/api/donation/add',
        payload: body.payload,
        headers: { ...body.headers, origin: SITE },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('email');
      expect(corsHeadersOf(response)).toEqual({ 'access-control-allow-origin': SITE });
    });

    it('a foreign origin gets no CORS header on a real request either', async () => {
      const { app } = context();
      const created = await createDonation(app);
      const paid = await app.inject({
        method: 'POST',
        url: `/api/sandbox/orders/${created.orderId}/pay`,
        headers: { origin: FOREIGN },
      });
      expect(paid.statusCode).toBe(200);
      expect(corsHeadersOf(paid)).toEqual({});
      const verified = await app.inject({
        method: 'POST',
        url: '/api/donation/verify-payment',
        headers: { origin: FOREIGN },
        payload: {
          ...(paid.json() as Record<string, string>),
          receiptId: created.receiptId,
          amount: '1023.60',
          email: 'x@example.org',
        },
      });
      expect(verified.statusCode).toBe(200);
      expect(corsHeadersOf(verified)).toEqual({});
    });

    it.each(['/api/config', '/api/fetch/settings', '/api/admin/session', '/api/health'])(
      '%s answers no CORS header even to the site',
      async (url) => {
        const response = await context().app.inject({ url, headers: { origin: SITE } });
        expect(corsHeadersOf(response)).toEqual({});
      },
    );

    it('the office console login keeps refusing another origin, cookies and CSRF untouched', async () => {
      const response = await context().app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: SITE },
        payload: { email: 'office@example.org', password: 'wrong-password-123' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(corsHeadersOf(response)).toEqual({});
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('the sandbox checkout script may be loaded by the site (resource policy), other answers may not', async () => {
      const { app } = context();
      const script = await app.inject('/api/sandbox/checkout.js');
      expect(script.statusCode).toBe(200);
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await app.inject('/api/config')).headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  },
  paymentSuite({ env: { PUBLIC_URL: PAYMENTS, CORS_ORIGINS: SITE } }),
);
