import fs from 'node:fs';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../src/shared/dates';
import { pdfText } from '../server/helpers/pdfText';
import { interactAndHydrate, screenshot, watchProblems } from './browser';
import { startOfficeServer, stopOfficeServer, type OfficeServer } from './officeServer';

// A refund end to end in Chromium (issue 15 item 6): a donor pays a donation through the sandbox checkout on the
// public site, the office refunds it from the donation's record (reason, confirmation), sees it refunded with its
// credit note number, downloads the credit note, and finds the donation marked refunded in the list. The server is
// its own (officeServer.ts: the real CLI makes the officer's account).

const EMAIL = 'refunds.office@example.org';

let office: OfficeServer;

beforeAll(async () => {
  office = await startOfficeServer('refunds', EMAIL);
}, 240_000);

afterAll(() => stopOfficeServer(office));

test('a sandbox donation is refunded by the office, which sees Refunded and downloads the credit note', async () => {
  const base = office.server.baseUrl;
  const creditNotePrefix = `DBJS/TEST/CN/${financialYearLabel(financialYearOf(todayInIndia()))}/`;

  // The donor pays ₹1,000 (₹1,023.60 with the charges) through the sandbox checkout.
  const donorContext = await office.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const donor = await donorContext.newPage();
  await donor.goto(`${base}/donation/donation-payment`, { waitUntil: 'networkidle' });
  await interactAndHydrate(donor);
  await donor.getByRole('button', { name: '₹1,000' }).click();
  await donor.getByText('One Time', { exact: true }).click();
  await donor.getByRole('button', { name: 'Next' }).click();
  await donor.getByLabel(/^First name/).fill('Rahul');
  await donor.getByLabel(/^Surname/).fill('Chougule');
  await donor.getByLabel(/^Mobile number/).fill('9823012345');
  await donor.getByLabel(/^Email/).fill('rahul.refund.e2e@example.com');
  await donor.getByLabel(/^Date of birth/).fill('1985-02-20');
  await donor.getByText('Male', { exact: true }).click();
  await donor.getByLabel(/^PAN/).fill('abcde1234f');
  await donor.getByRole('button', { name: 'Next' }).click();
  await donor.locator('textarea#donation-address').fill('45 Station Road, Vishrambag');
  await donor.getByLabel(/^City/).fill('Sangli');
  await donor.getByLabel(/^Tehsil/).fill('Miraj');
  await donor.getByLabel(/^District/).fill('Sangli');
  await donor.getByLabel(/^State/).fill('Maharashtra');
  await donor.getByLabel(/^Pincode/).fill('416415');
  await donor.getByRole('button', { name: 'Next' }).click();
  await donor.getByRole('heading', { name: 'Review and pay' }).waitFor();
  await donor.getByLabel(/^I certify that the details given above are true/).check();
  await donor.getByRole('button', { name: 'Donate Now' }).click();
  const checkout = donor.locator('[data-sandbox-checkout] [role="dialog"]');
  await checkout.waitFor();
  await checkout.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await donor.getByRole('heading', { name: 'Payment Successful' }).waitFor({ timeout: 30_000 });
  await donorContext.close();

  // The office signs in and opens the donation.
  const context = await office.browser.newContext({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems = watchProblems(page, (url, status) => status === 401 && url.endsWith('/api/admin/session'));
  await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password').fill(office.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('link', { name: 'Donations', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  await page.getByRole('link', { name: 'Rahul Chougule' }).click();
  await page.getByRole('heading', { level: 1, name: 'Donation: Rahul Chougule' }).waitFor();

  // Refund: a reason that is too short is refused in the dialog, then the refund is confirmed.
  const refundSection = page.getByRole('region', { name: 'Refund' });
  await refundSection.getByText('Only full refunds are made.').waitFor();
  await refundSection.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund ₹1,023.60?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Refund now' }).click();
  await dialog.getByText(/Give the reason for the refund/).waitFor();
  await dialog.getByLabel('Reason (printed on the credit note)').fill('Donor gave twice by mistake');
  await screenshot(page, 'refunds-e2e-dialog');
  await dialog.getByRole('button', { name: 'Refund now' }).click();
  const done = page.getByText(
    /The payment was refunded and its receipt cancelled by a credit note\. Credit note/,
  );
  await done.waitFor();
  const creditNote = /Credit note (\S+)\.$/.exec(((await done.textContent()) ?? '').trim())![1];
  expect(creditNote.startsWith(creditNotePrefix)).toBe(true);

  // Shown as refunded, with the credit note in the refund's row, and the PDF downloads as issued.
  await page.getByText('refunded', { exact: true }).first().waitFor();
  await refundSection.getByRole('link', { name: creditNote }).waitFor();
  await refundSection.getByText('Donor gave twice by mistake').waitFor();
  await screenshot(page, 'refunds-e2e-refunded');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    refundSection.getByRole('link', { name: 'Download credit note PDF' }).click(),
  ]);
  const pdf = fs.readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Credit Note');
  expect(text).toContain(creditNote);
  expect(text).toContain('Donor gave twice by mistake');
  expect(text).toContain('₹1,023.60');
  // Nothing more to refund, and the cancelled receipt is no longer offered for mailing.
  expect(await refundSection.getByRole('button', { name: 'Refund' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Resend receipt email' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Send copy' }).count()).toBe(0);

  // The list marks it refunded too.
  await page.getByRole('link', { name: 'All donations' }).click();
  await page.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  const row = page.getByRole('row', { name: /Rahul Chougule/ });
  await row.getByText('refunded', { exact: true }).waitFor();

  expect(problems.consoleErrors.filter((message) => !/status of 401/.test(message))).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  await context.close();
});
