import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SCREENSHOT_DIR, watchProblems } from './browser';
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

async function fillDonation(page: Page, email: string) {
  await page.getByRole('button', { name: '₹1,000' }).click();
  await page.getByText('One Time', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^First name/).fill('Meera');
  await page.getByLabel(/^Surname/).fill('Upadhye');
  await page.getByLabel(/^Mobile number/).fill('9823012346');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Date of birth/).fill('1979-08-14');
  await page.getByText('Female', { exact: true }).click();
  await page.getByLabel(/^PAN/).fill('abcde1234f');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('textarea#donation-address').fill('9 Market Yard, Sangli');
  await page.getByLabel(/^City/).fill('Sangli');
  await page.getByLabel(/^Tehsil/).fill('Miraj');
  await page.getByLabel(/^District/).fill('Sangli');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Pincode/).fill('416416');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
  await page.getByLabel(/^I certify that the details given above are true/).check();
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Receipt mails go to the outbox of the instance that settled the payment. */
async function outboxMailTo(dataDir: string, address: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((file) => path.join(outbox, file)) : [];
    const found = mails
      .map((file) => fs.readFileSync(file, 'utf8'))
      .find((mail) => mail.includes(`To: ${address}`));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address} in ${outbox}`);
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
      await fillDonation(page, email);
      await page.getByRole('button', { name: 'Donate Now' }).click();

      // The sandbox window is drawn by the payments host's script, on the site's page.
      const dialog = page.locator('[data-sandbox-checkout] [role="dialog"]');
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

      const mail = await outboxMailTo(payments.dataDir, email);
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
