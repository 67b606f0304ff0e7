import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, watchProblems, type PageProblems } from './browser';

// Both payment journeys in Chromium against the real server and its built-in sandbox gateway: a membership with
// both uploads and a donation, each once paid and once failed. Paid records are then checked through what the
// server stored: the receipt PDF behind the success screen's link and the receipt email in DATA_DIR/outbox.

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

let browser: Browser;
let files: { photo: string; identity: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-e2e-uploads-'));
  files = { photo: path.join(dir, 'photo.png'), identity: path.join(dir, 'aadhaar-masked.pdf') };
  fs.writeFileSync(files.photo, Buffer.from(PNG_1X1, 'base64'));
  fs.writeFileSync(files.identity, PDF);
});

afterAll(async () => {
  await browser?.close();
  if (files) fs.rmSync(path.dirname(files.photo), { recursive: true, force: true });
});

interface Journey {
  page: Page;
  problems: PageProblems;
  dialogs: string[];
  close: () => Promise<void>;
}

async function open(route: string, width = 1280): Promise<Journey> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
  return { page, problems, dialogs, close: () => context.close() };
}

const MEMBER = {
  first: 'Asha',
  surname: 'Patil',
  email: 'asha.patil.e2e@example.com',
};

async function fillMembership(page: Page) {
  await page.getByLabel(/^First name/).fill(MEMBER.first);
  await page.getByLabel(/^Middle name/).fill('Suresh');
  await page.getByLabel(/^Surname/).fill(MEMBER.surname);
  // Typed, as a visitor would: the filter keeps ten digits.
  await page.getByLabel(/^Mobile number/).pressSequentially('98765-43210-99');
  await page.getByLabel(/^Email/).fill(MEMBER.email);
  await page.getByLabel(/^Date of birth/).fill('1990-05-12');
  await page.getByText('Female', { exact: true }).click();
  await page.locator('textarea#join-address').fill('12 Ganpati Peth, near Jain Mandir');
  await page.getByLabel(/^City/).fill('Sangli');
  await page.getByLabel(/^Tehsil/).fill('Miraj');
  await page.getByLabel(/^District/).fill('Sangli');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Pincode/).fill('416416');
  await page.getByLabel('Dakshin Bharat Jain Sabha life membership ₹500').check();
  await page.locator('#join-memberProfile').setInputFiles(files.photo);
  await page.locator('#join-aadharFile').setInputFiles(files.identity);
  await page.getByLabel(/^I declare that I am a Digambar Jain/).check();
  await page.getByLabel(/^I certify that the details and documents/).check();
}

async function fillDonation(page: Page, email: string) {
  await page.getByRole('button', { name: '₹1,000' }).click();
  await page.getByText('One Time', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^First name/).fill('Rahul');
  await page.getByLabel(/^Surname/).fill('Chougule');
  await page.getByLabel(/^Mobile number/).fill('9823012345');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Date of birth/).fill('1985-02-20');
  await page.getByText('Male', { exact: true }).click();
  await page.getByLabel(/^PAN/).fill('abcde1234f');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('textarea#donation-address').fill('45 Station Road, Vishrambag');
  await page.getByLabel(/^City/).fill('Sangli');
  await page.getByLabel(/^Tehsil/).fill('Miraj');
  await page.getByLabel(/^District/).fill('Sangli');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Pincode/).fill('416415');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
  await page.getByLabel('I am willing to receive regular DBJS updates.').check();
  await page.getByLabel(/^I certify that the details given above are true/).check();
}

/** The sandbox checkout window, clearly marked, with its two outcomes. */
async function checkout(page: Page, outcome: 'Pay (sandbox)' | 'Fail payment', amount: string) {
  const dialog = page.locator('[data-sandbox-checkout] [role="dialog"]');
  await dialog.waitFor();
  await expectText(dialog, 'SANDBOX');
  await expectText(dialog, amount);
  await dialog.getByRole('button', { name: outcome }).click();
}

async function expectText(locator: ReturnType<Page['locator']>, text: string) {
  expect(await locator.textContent()).toContain(text);
}

/** The success screen's receipt link leads to a PDF. */
async function receiptPdf(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: /Download your receipt/ }).getAttribute('href');
  expect(href).toMatch(/^\/api\/receipts\/[0-9a-f]{32}\.pdf$/);
  const response = await fetch(`${baseUrl()}${href}`, { headers: { connection: 'close' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return href as string;
}

/** Receipt mails are written to DATA_DIR/outbox (no SMTP_URL); they go out just after the verify answer. */
async function outboxMailTo(address: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  const deadline = Date.now() + 15_000;
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

function expectClean(journey: Journey) {
  expect(journey.problems.consoleErrors).toEqual([]);
  expect(journey.problems.failedRequests).toEqual([]);
}

describe('Join Us through the sandbox checkout', () => {
  test('a paid membership shows Thank You!, its receipt PDF and sends the receipt mail', async () => {
    const journey = await open('/join-us');
    const { page } = journey;
    try {
      const submit = page.getByRole('button', { name: 'Pay and Register' });
      expect(await submit.isDisabled()).toBe(true);
      await fillMembership(page);
      expect(await page.getByLabel(/^Mobile number/).inputValue()).toBe('9876543210');
      expect(await page.getByRole('img', { name: 'Preview of the chosen photograph' }).count()).toBe(1);
      expect(await page.getByText('Total payable').locator('..').textContent()).toContain('₹511.80');
      await submit.click();
      await checkout(page, 'Pay (sandbox)', '₹511.80');

      await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
      await expectText(
        page.locator('main, body').first(),
        'Your registration as a DBJS member has been successful.',
      );
      const receiptNumber = await page.locator('text=Receipt number').locator('strong').textContent();
      expect(receiptNumber).toMatch(/\d{5}$/);
      await receiptPdf(page);
      const mail = await outboxMailTo(MEMBER.email);
      expect(mail).toContain(receiptNumber as string);

      await page.getByRole('button', { name: 'Back To Home' }).click();
      expect(await page.getByLabel(/^First name/).inputValue()).toBe('');
      expect(journey.dialogs).toEqual([]);
      expectClean(journey);
    } finally {
      await journey.close();
    }
  });

  test('a failed payment is reported and shows Payment Failed!, then the form again', async () => {
    const journey = await open('/join-us', 375);
    const { page } = journey;
    try {
      await fillMembership(page);
      await page.getByRole('button', { name: 'Pay and Register' }).click();
      const report = page.waitForRequest(
        (request) =>
          request.url().endsWith('/api/joinus/joinnow/verify-payment') && request.method() === 'POST',
      );
      await checkout(page, 'Fail payment', '₹511.80');
      const body = (await report).postDataJSON();
      expect(body).toMatchObject({ status: 'failed', razorpay_signature: '' });
      expect(body.razorpay_order_id).toMatch(/^order_/);
      expect(body.receiptId).toMatch(/^DBJS-M-/);

      await page.getByRole('heading', { name: 'Payment Failed!' }).waitFor();
      expect(await page.getByText('Try Again Later!').count()).toBe(1);
      await page.getByRole('button', { name: 'Back To Home' }).click();
      expect(await page.getByLabel(/^First name/).inputValue()).toBe(MEMBER.first);
      expectClean(journey);
    } finally {
      await journey.close();
    }
  });
});

describe('Donation through the sandbox checkout', () => {
  test('a paid donation shows Payment Successful, its 80G receipt PDF and sends the receipt mail', async () => {
    const journey = await open('/donation/donation-payment', 375);
    const { page } = journey;
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Make a Donation');
      await fillDonation(page, 'rahul.chougule.e2e@example.com');
      expect(await page.getByText('Total payable').locator('..').textContent()).toContain('₹1,023.60');
      await page.getByRole('button', { name: 'Donate Now' }).click();
      await checkout(page, 'Pay (sandbox)', '₹1,023.60');

      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await receiptPdf(page);
      const mail = await outboxMailTo('rahul.chougule.e2e@example.com');
      expect(mail).toContain('donation');
      expectClean(journey);
    } finally {
      await journey.close();
    }
  });

  test("a failed donation shows 'Try Again Later!' and returns to the review step", async () => {
    const journey = await open('/donation/donation-payment');
    const { page } = journey;
    try {
      await fillDonation(page, 'failed.donor.e2e@example.com');
      await page.getByRole('button', { name: 'Donate Now' }).click();
      await checkout(page, 'Fail payment', '₹1,023.60');
      await page.getByRole('heading', { name: 'Try Again Later!' }).waitFor();
      expect(await page.getByRole('link', { name: /Download your receipt/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Back to the form' }).click();
      await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
      // Nothing was paid, so nothing was mailed to this donor.
      const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
      const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      expect(
        mails.some((file) => fs.readFileSync(path.join(outbox, file), 'utf8').includes('failed.donor.e2e')),
      ).toBe(false);
      expectClean(journey);
    } finally {
      await journey.close();
    }
  });
});
