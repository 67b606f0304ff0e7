import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SCREENSHOT_DIR, watchProblems } from './browser';
import { fillDonation, outboxMailTo, sandboxCheckout, type Donor } from './journeys';
import { freePort, startServer, stopServer, type RunningServer } from './serverProcess';

// A separate payments host (issue 9, defect 7), in Chromium against two real servers that share nothing:
//   site A (PUBLIC_URL A, PAYMENTS_API_URL B/api) serves the pages, the content and the runtime config;
//   payments host B (PUBLIC_URL B, CORS_ORIGINS A) takes the order, serves the sandbox checkout script, records
//   the sandbox payment, verifies it, keeps the receipt and mails it.
// The browser on A calls B across origins: CORS on B and A's CSP must both allow exactly that.

let browser: Browser;
let site: RunningServer;
let payments: RunningServer;

async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

beforeAll(async () => {
  const [sitePort, paymentsPort] = await twoFreePorts();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const paymentsOrigin = `http://127.0.0.1:${paymentsPort}`;
  [payments, site] = await Promise.all([
    startServer({ PORT: String(paymentsPort), PUBLIC_URL: paymentsOrigin, CORS_ORIGINS: siteOrigin }),
    startServer({
      PORT: String(sitePort),
      PUBLIC_URL: siteOrigin,
      PAYMENTS_API_URL: `${paymentsOrigin}/api`,
    }),
  ]);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site && stopServer(site), payments && stopServer(payments)]);
}, 60_000);

const MEERA: Donor = {
  first: 'Meera',
  surname: 'Upadhye',
  mobile: '9823012346',
  dateOfBirth: '1979-08-14',
  gender: 'Female',
  pan: 'abcde1234f',
  address: '9 Market Yard, Sangli',
  pincode: '416416',
};

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

describe('a donation on the site, paid through a separate payments host', () => {
  test('order, sandbox checkout, verification and receipt all go to the payments host and succeed', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(payments.baseUrl)) {
        calls.push(`${request.method()} ${request.url().slice(payments.baseUrl.length)}`);
      }
    });
    try {
      await page.goto(`${site.baseUrl}/donation/donation-payment`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Make a Donation');
      const email = 'meera.upadhye.e2e@example.com';
      await fillDonation(page, email, MEERA);
      await page.getByRole('button', { name: 'Donate Now' }).click();

      // The sandbox window is drawn by the payments host's script, on the site's page.
      const dialog = sandboxCheckout(page);
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('SANDBOX');
      expect(await dialog.textContent()).toContain('₹1,023.60');
      await shot(page, 'payments-host-checkout');
      await dialog.getByRole('button', { name: 'Pay (sandbox)' }).click();

      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      const receiptNumber = await page.locator('text=Receipt number').locator('strong').textContent();
      expect(receiptNumber).toMatch(/\d{5}$/);
      await shot(page, 'payments-host-success');

      // Every payment call went to the payments host (the preflight of the JSON verify call included).
      expect(calls).toEqual(
        expect.arrayContaining([
          'POST /api/donation/add',
          'GET /api/sandbox/checkout.js',
          expect.stringMatching(/^POST \/api\/sandbox\/orders\/order_[0-9A-Za-z]{14}\/pay$/),
          'POST /api/donation/verify-payment',
        ]),
      );

      // The receipt lives with the order on the payments host; the site does not know it.
      const href = await page.getByRole('link', { name: /Download your receipt/ }).getAttribute('href');
      expect(href).toMatch(new RegExp(`^${payments.baseUrl}/api/receipts/[0-9a-f]{32}\\.pdf$`));
      const receipt = await fetch(href as string, { headers: { connection: 'close' } });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toContain('application/pdf');
      expect(
        Buffer.from(await receipt.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const onSite = await fetch(`${site.baseUrl}${new URL(href as string).pathname}`, {
        headers: { connection: 'close' },
      });
      expect(onSite.status).toBe(404);

      // Receipt mails go to the outbox of the instance that settled the payment.
      const mail = await outboxMailTo(payments.dataDir, email, 20_000);
      expect(mail).toContain(receiptNumber as string);
      expect(fs.existsSync(path.join(site.dataDir, 'outbox'))).toBe(false);

      // No CSP violation, no CORS refusal, no failed request on the way.
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('only the site origin may read the payments host: the same page under another origin is refused', async () => {
    // http://localhost:<port> is the same server as the site but another origin, which B's allow-list does not
    // name. The site's CSP allows the call either way, so a refusal here is B's CORS answer.
    const verifyUrl = `${payments.baseUrl}/api/donation/verify-payment`;
    const tryRead = async (pageUrl: string) => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(pageUrl, { waitUntil: 'domcontentloaded' });
        return await page.evaluate(async (url) => {
          try {
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ status: 'failed' }),
            });
            return `read ${response.status}`;
          } catch (error) {
            return `blocked: ${(error as Error).name}`;
          }
        }, verifyUrl);
      } finally {
        await context.close();
      }
    };
    expect(await tryRead(`${site.baseUrl}/contact-us`)).toBe('read 400');
    const otherOrigin = site.baseUrl.replace('127.0.0.1', 'localhost');
    expect(await tryRead(`${otherOrigin}/contact-us`)).toBe('blocked: TypeError');
  });
});

describe('an unknown event on the site', () => {
  test('answers 404 and shows the friendly not-found page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const response = await page.goto(`${site.baseUrl}/events/no-such-event-e2e`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.title()).toBe('Page not found | Dakshin Bharat Jain Sabha');
      await shot(page, 'event-not-found');
    } finally {
      await context.close();
    }
  });
});
