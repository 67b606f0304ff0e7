import fs from 'node:fs';
import path from 'node:path';
import { financialYearLabel, financialYearOf, todayInIndia, toIsoDate } from '../../src/shared/dates';
import { screenshot, SCREENSHOT_DIR } from './browser';
import { fillOfflineDonor, patilOfBelagavi } from './journeys';
import {
  expectNoProblemsButTheSessionProbe,
  officeServerForTests,
  openSignedInOfficeWindow,
  queryOfficeDatabase,
  restartOfficeServer,
} from './officeServer';

// Form 10BE end to end in Chromium (issue 15): the office records gifts at the counter, marks the year's Form 10BD
// as filed with the portal's acknowledgement number and date, generates the certificates (one per donor), mails
// them all and watches the progress reach "all sent"; the donor without an e-mail address is listed for paper.
// Form 10BD may be marked filed only for a year that has ended, and the counter records gifts today: so between
// recording and filing, the test stops the server and moves the gifts' payment (and the 80G approval's start) a
// year back in its database (the only step outside the browser), making them gifts of the last financial year,
// which it then files today.

const EMAIL = 'accounts10be@example.org';
const ACK = '987654321098765';

const officeServer = officeServerForTests('form10be', EMAIL);

/** Moves every paid order a year back (paid and created): today's counter gifts become last year's. */
const MOVE_GIFTS_TO_LAST_YEAR = `
  update orders set paid_at = paid_at - interval '1 year', created_at = created_at - interval '1 year'
  where status = 'paid' returning id`;

/** The receipt details' 80G approval moves back with them, so that it covers the gifts' new days. */
const MOVE_APPROVAL_TO_LAST_YEAR = `
  update receipt_settings set approved_80g_on = (approved_80g_on - interval '1 year')::date,
  valid_80g_from = (valid_80g_from - interval '1 year')::date returning id`;

test('the office files 10BD with its acknowledgement, generates Form 10BE certificates and mails them', async () => {
  const office = officeServer();
  const today = toIsoDate(todayInIndia());
  // The year the gifts end up in (MOVE_GIFTS_TO_LAST_YEAR): the last one, which has ended.
  const fy = financialYearOf(todayInIndia()) - 1;
  // The counter's window, on the server as it first started.
  const counter = await openSignedInOfficeWindow(office);
  const desk = counter.page;

  // Three gifts at the counter: two donors with an e-mail address (one gives twice), one without.
  await desk.getByRole('link', { name: 'Record an offline gift' }).click();
  await desk.getByRole('heading', { level: 1, name: 'Record an offline gift' }).waitFor();
  const gift = async (first: string, amount: string, email: string, pan = '') => {
    await desk.getByLabel('Received as').selectOption('cash');
    await desk.getByLabel('Amount (₹)').fill(amount);
    await desk.getByLabel("Donor's PAN").fill(pan);
    await fillOfflineDonor(desk, patilOfBelagavi(first, email));
    const [response] = await Promise.all([
      desk.waitForResponse(
        (answer) =>
          answer.url().endsWith('/api/admin/orders/offline') && answer.request().method() === 'POST',
      ),
      desk.getByRole('button', { name: 'Record and issue the receipt' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await desk
      .getByText(/The payment was recorded and its receipt issued\. Receipt number DBJS\/D\//)
      .waitFor();
  };
  await gift('Mahavir', '1500', 'mahavir@example.com', 'ABCPM1234E');
  await gift('Mahavir', '500', 'mahavir@example.com', 'ABCPM1234E');
  await gift('Shanti', '2500', 'shanti@example.com', 'ABCPS1234E');
  await gift('Kamala', '700', '');
  expectNoProblemsButTheSessionProbe(counter.problems);
  await counter.context.close();

  // A year later, as it were: the four gifts become the last financial year's, on the same server's data.
  let moved: unknown[] = [];
  const server = await restartOfficeServer(office, async () => {
    moved = await queryOfficeDatabase(office, MOVE_GIFTS_TO_LAST_YEAR);
    expect(await queryOfficeDatabase(office, MOVE_APPROVAL_TO_LAST_YEAR)).toHaveLength(1);
  });
  expect(moved).toHaveLength(4);
  const base = server.baseUrl;
  const { context, page, problems } = await openSignedInOfficeWindow(office, { acceptDownloads: true });

  // Certificates are refused until the year is filed: the page says so and points to Exports.
  await page.goto(`${base}/admin/form-10be?fy=${fy}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Form 10BE certificates' }).waitFor();
  await page.getByText(/is not marked as filed/).waitFor();
  expect(await page.getByRole('button', { name: 'Generate certificates' }).isDisabled()).toBe(true);

  // Exports: mark the year's Form 10BD filed with the acknowledgement number and the date of filing.
  await page.getByRole('link', { name: 'Go to Exports' }).click();
  await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor();
  await page.getByLabel('Financial year').selectOption(String(fy));
  await page.getByText(/3 rows for this year/).waitFor();
  await page.getByLabel('Acknowledgement number (optional)').fill(ACK);
  await page.getByLabel('Date of filing (optional)').fill(today);
  await page.getByRole('button', { name: 'Mark Form 10BD as filed for this year' }).click();
  await page.getByText(`Filed (acknowledgement ${ACK}, on`).waitFor();
  await screenshot(page, 'form10be-e2e-filed');
  await page.getByRole('link', { name: 'Form 10BE certificates for this year' }).click();

  // Generate: one certificate per donor (Mahavir's two gifts are one certificate).
  await page.getByRole('heading', { level: 1, name: 'Form 10BE certificates' }).waitFor();
  await page.getByText(new RegExp(`acknowledgement number\\s*${ACK}`)).waitFor();
  await page.getByRole('button', { name: 'Generate certificates' }).click();
  await page.getByText('3 certificates were generated (3 in all).').waitFor();
  const table = page.getByRole('table');
  await table.getByRole('cell', { name: 'Mahavir Patil' }).waitFor();
  expect(await table.locator('tbody tr').count()).toBe(3);
  await table.getByRole('cell', { name: '₹2,000.00' }).waitFor();
  const paper = page.getByRole('list', { name: 'Donors without e-mail' });
  await paper.getByText('Kamala Patil').waitFor();

  // A certificate downloads as the stored PDF.
  const number = `DBJS/10BE/${financialYearLabel(fy)}/00001`;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('link', { name: number }).click(),
  ]);
  const pdf = fs.readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOT_DIR, 'form10be-e2e-certificate.pdf'), pdf);

  // Mail all: two mails queued (Kamala has no address), the progress reaches all sent.
  await page.getByRole('button', { name: 'Mail all certificates' }).click();
  await page.getByText('2 certificate mails were queued.').waitFor();
  await page.getByText('All 2 certificate mails sent.').waitFor({ timeout: 60_000 });
  await page.getByTestId('progress-sent').getByText('2', { exact: true }).waitFor();
  expect(await page.getByTestId('progress-no-email').textContent()).toBe('1');
  expect(await page.getByTestId('progress-failed').textContent()).toBe('0');
  await table.getByText(/^Sent/).first().waitFor();
  expect(await table.getByText(/^Sent/).count()).toBe(2);
  // Nothing more to mail: the button waits for new certificates.
  expect(await page.getByRole('button', { name: 'Mail all certificates' }).isDisabled()).toBe(true);
  await screenshot(page, 'form10be-e2e-mailed');

  // The mails left the outbox with the certificate attached.
  const outbox = path.join(office.dataDir, 'outbox');
  const mails = fs.readdirSync(outbox).filter((file) => file.startsWith('form-10be-'));
  expect(mails).toHaveLength(2);
  const texts = mails.map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
  expect(texts.some((text) => text.includes('To: mahavir@example.com'))).toBe(true);
  expect(texts.every((text) => /filename="?form-10be-DBJS-10BE-/.test(text))).toBe(true);

  expectNoProblemsButTheSessionProbe(problems);
  await context.close();
}, 240_000);
