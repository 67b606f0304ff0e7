import type { Browser, Page } from 'playwright-core';
import { baseUrl, horizontalOverflow, launchBrowser, screenshot, watchProblems } from './browser';
import {
  chooseThousandRupees,
  donateInSandbox,
  fillDonorDetails,
  outboxMails,
  sandboxCheckout,
} from './journeys';

// A monthly gift's whole life in Chromium against the real server and its sandbox gateway (issue 14): the donor
// chooses Monthly ₹1,000 (12 payments of ₹1,023.60), authorises it in the sandbox checkout (the first charge and
// its receipt), the sandbox clock advances a month (the second charge, its own receipt), the donor opens the link
// of the receipt mail, sees both receipts and cancels; a further month brings no third charge. A second gift is
// paused by its donor from the success screen's link: a month passes with no charge, it is resumed, and the next
// month charges it again.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const EMAIL = `monthly.${process.pid}.e2e@example.com`;
/** Generous: polling stops as soon as the mail is there; the bound only matters on a very loaded machine. */
const MAIL_WAIT_MS = 90_000;

/** The receipt mails to `address` in DATA_DIR/outbox, quoted-printable undone. */
function mailsTo(address: string): string[] {
  return outboxMails(process.env.E2E_DATA_DIR as string)
    .filter((mail) => mail.includes(`To: ${address}`))
    .map((mail) =>
      mail
        .replace(/=\r?\n/g, '')
        .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8')),
    );
}

async function waitForMails(address: string, count: number): Promise<string[]> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mails = mailsTo(address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function advanceOneMonth(): Promise<{ charged: number; recorded: number }> {
  const response = await fetch(`${baseUrl()}/api/sandbox/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ period: 'monthly' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { charged: number; recorded: number };
}

async function fillMonthlyDonation(page: Page, email = EMAIL) {
  await chooseThousandRupees(page, 'Monthly');
  // The form states the bounded series before anything is charged.
  await page
    .getByText(/12 monthly payments of ₹1,023\.60/)
    .first()
    .waitFor();
  await fillDonorDetails(page, email);
}

describe('a monthly gift through the sandbox', () => {
  it('subscribes, is charged each month with a receipt each time, and stops when the donor cancels', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      await page.goto(`${baseUrl()}/donation/donation-payment`, { waitUntil: 'networkidle' });
      await fillMonthlyDonation(page);
      await page.getByRole('button', { name: 'Donate Now' }).click();

      const dialog = sandboxCheckout(page);
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('SANDBOX');
      expect(await dialog.textContent()).toContain('12 monthly payments of ₹1,023.60');
      await dialog.getByRole('button', { name: 'Authorise and pay (sandbox)' }).click();

      // The success screen: what, how often, until when, how to stop; and the first receipt.
      const result = page.locator('section[aria-labelledby="result-title"]');
      await result.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      const text = (await result.textContent()) ?? '';
      expect(text).toContain('12 monthly payments of ₹1,023.60 in all, one every month, the last on');
      expect(text).toMatch(/Receipt number: DBJS\/TEST\/D\/\d{4}-\d{2}\/\d{5}/);
      expect(
        await result.getByRole('link', { name: 'See or cancel your regular gift' }).getAttribute('href'),
      ).toMatch(/^\/donation\/subscription\/\d+\.\d+\.[0-9a-f]{64}$/);

      // A month later the gateway charges again: a second receipt of its own.
      expect(await advanceOneMonth()).toMatchObject({ charged: 1, recorded: 1 });
      const mails = await waitForMails(EMAIL, 2);
      expect(mails).toHaveLength(2);
      const receiptNumbers = mails.map((mail) => /Receipt number: (DBJS\/TEST\/D\/\S+)/.exec(mail)?.[1]);
      expect(new Set(receiptNumbers).size).toBe(2);

      // The donor follows the link in the receipt mail (on this server: the mail names PUBLIC_URL's origin).
      const link = /https?:\/\/[^\s]+(\/donation\/subscription\/\d+\.\d+\.[0-9a-f]{64})/.exec(mails[1])?.[1];
      expect(link).toBeDefined();
      await page.goto(`${baseUrl()}${link}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your monthly gift' }).waitFor();
      const rows = page.locator('table tbody tr');
      expect(await rows.count()).toBe(2);
      for (const number of receiptNumbers)
        expect(await page.locator('table').textContent()).toContain(number);
      expect(await page.locator('dl').textContent()).toContain('2 of 12');

      await page.getByRole('button', { name: 'Cancel this gift' }).click();
      await page.getByRole('button', { name: 'Yes, cancel my monthly gift' }).click();
      await page.getByText('Cancelled', { exact: true }).waitFor();
      expect(await page.getByText('No further payment will be taken.').count()).toBe(1);

      // Another month: nothing is charged, no third receipt.
      expect(await advanceOneMonth()).toMatchObject({ charged: 0, recorded: 0 });
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your monthly gift' }).waitFor();
      expect(await page.locator('table tbody tr').count()).toBe(2);
      expect(mailsTo(EMAIL)).toHaveLength(2);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('pauses from the donor link: a month with no charge; resumed, the next month charges it', async () => {
    const email = `paused.${process.pid}.e2e@example.com`;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      await page.goto(`${baseUrl()}/donation/donation-payment`, { waitUntil: 'networkidle' });
      await fillMonthlyDonation(page, email);
      await donateInSandbox(page, 'Authorise and pay (sandbox)');
      const result = page.locator('section[aria-labelledby="result-title"]');
      await result.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      const link = await result
        .getByRole('link', { name: 'See or cancel your regular gift' })
        .getAttribute('href');
      expect(link).toMatch(/^\/donation\/subscription\//);
      expect(await waitForMails(email, 1)).toHaveLength(1);

      await page.goto(`${baseUrl()}${link}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your monthly gift' }).waitFor();
      expect(await page.locator('dl').textContent()).toContain('Next payment');
      await page.getByRole('button', { name: 'Pause this gift' }).click();
      // Asked once more, with what a pause means.
      await page.getByText(/No payment will be taken while your gift is paused/).waitFor();
      await page.getByRole('button', { name: 'Yes, pause my monthly gift' }).click();
      await page
        .getByRole('status')
        .getByText('Your gift is paused. No payment will be taken until you resume it.')
        .waitFor();
      const summary = (await page.locator('dl').textContent()) ?? '';
      expect(summary).toContain('Paused since');
      expect(summary).not.toContain('Next payment');
      expect(await page.getByRole('button', { name: 'Pause this gift' }).count()).toBe(0);
      await screenshot(page, 'subscription-paused-1440');
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'subscription-paused-375');
      await page.setViewportSize({ width: 1440, height: 900 });

      // A month passes while paused: nothing is charged, no second receipt.
      expect(await advanceOneMonth()).toMatchObject({ charged: 0, recorded: 0 });
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your monthly gift' }).waitFor();
      expect(await page.locator('table tbody tr').count()).toBe(1);
      expect(await page.locator('dl').textContent()).toContain('1 of 12');

      await page.getByRole('button', { name: 'Resume this gift' }).click();
      await page.getByRole('button', { name: 'Yes, resume my monthly gift' }).click();
      await page
        .getByRole('status')
        .getByText(/Your gift is resumed/)
        .waitFor();
      expect(await page.locator('dl').textContent()).toContain('Next payment');
      expect(await page.getByText('Active', { exact: true }).count()).toBe(1);

      // The next month charges it: a second receipt of its own.
      expect(await advanceOneMonth()).toMatchObject({ charged: 1, recorded: 1 });
      const mails = await waitForMails(email, 2);
      expect(mails).toHaveLength(2);
      const numbers = mails.map((mail) => /Receipt number: (DBJS\/TEST\/D\/\S+)/.exec(mail)?.[1]);
      expect(new Set(numbers).size).toBe(2);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your monthly gift' }).waitFor();
      expect(await page.locator('table tbody tr').count()).toBe(2);
      expect(await page.locator('dl').textContent()).toContain('2 of 12');
      await screenshot(page, 'subscription-resumed-1440');
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'subscription-resumed-375');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
