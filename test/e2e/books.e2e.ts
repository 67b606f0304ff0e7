import fs from 'node:fs';
import { financialYearOf, todayInIndia, toIsoDate } from '../../src/shared/dates';
import { screenshot } from './browser';
import { fillOfflineDonor, patilOfBelagavi } from './journeys';
import { officeTest, signIn } from './officeServer';

// The office's books end to end in Chromium (issue 15): the office enters a cash gift and a cheque gift, corrects
// the cheque donor's PAN, cancels the receipt and re-issues it under a new number, and downloads a Form 10BD that
// holds both offline gifts. Like admin.e2e.ts, the account is made with the real CLI on a data folder of its own.

officeTest(
  { name: 'books', email: 'accounts@example.org', acceptDownloads: true },
  'the office records cash and cheque gifts, corrects a PAN, cancels and re-issues, and downloads 10BD',
  async ({ office, page }) => {
    const today = toIsoDate(todayInIndia());
    const fy = financialYearOf(todayInIndia());
    await signIn(page, office);

    const person = (first: string) =>
      fillOfflineDonor(page, patilOfBelagavi(first, `${first.toLowerCase()}@example.com`));

    // A cash gift.
    await page.getByRole('link', { name: 'Record an offline gift' }).click();
    await page.getByRole('heading', { level: 1, name: 'Record an offline gift' }).waitFor();
    await page.getByLabel('Received as').selectOption('cash');
    await page.getByLabel('Amount (₹)').fill('1500');
    await person('Mahavir');
    await page.getByRole('button', { name: 'Record and issue the receipt' }).click();
    await page
      .getByText(/The payment was recorded and its receipt issued\. Receipt number DBJS\/D\//)
      .waitFor();

    // A cheque gift; a wrong cheque number is refused in the form first, with the shared rule's message.
    await page.getByLabel('Received as').selectOption('cheque');
    await page.getByLabel('Cheque number').fill('12');
    await page.getByLabel('Bank', { exact: true }).fill('Canara Bank, Belagavi');
    await page.getByLabel('Date on the instrument (YYYY-MM-DD)').fill(today);
    await page.getByLabel('Amount (₹)').fill('25000');
    await page.getByLabel("Donor's PAN").fill('ABCPS1234E');
    await person('Shanti');
    await page.getByRole('button', { name: 'Record and issue the receipt' }).click();
    await page.getByText('A cheque or draft number has 6 digits.').waitFor();
    await page.getByLabel('Cheque number').fill('004512');
    await page.getByRole('button', { name: 'Record and issue the receipt' }).click();
    const recorded = page.getByText(/Receipt number DBJS\/D\/\S+\./);
    await recorded.waitFor();
    const chequeReceipt = /Receipt number (DBJS\/D\/\S+)\./.exec((await recorded.textContent()) ?? '')![1];
    await screenshot(page, 'books-e2e-cheque-recorded');

    // Its books: correct the PAN the donor sent later, then cancel the receipt and re-issue it.
    await page.getByRole('link', { name: 'Open its books' }).click();
    await page.getByRole('heading', { level: 1, name: `Books of receipt ${chequeReceipt}` }).waitFor();
    await page.getByText('Cheque no. 004512').waitFor();
    await page.getByLabel('Field').selectOption('pan');
    await page.getByLabel('Correct value').fill('aaaps1234c');
    await page.getByRole('button', { name: 'Save the correction' }).click();
    await page.getByText('The correction was saved.').waitFor();
    await page.getByRole('cell', { name: 'AAAPS1234C' }).waitFor();
    await page.getByLabel('Reason for cancelling').fill('PAN corrected after issue');
    await page.getByRole('button', { name: 'Cancel the receipt' }).click();
    await page.getByText('The receipt was cancelled.').waitFor();
    await page.getByRole('button', { name: 'Re-issue under a new number' }).click();
    // The console asks first, repeating the reason the receipt was cancelled.
    await page.getByText(/was cancelled for this reason: “PAN corrected after issue”/).waitFor();
    await page.getByRole('button', { name: 'Re-issue the receipt' }).click();
    const reissued = page.getByText(/The receipt was re-issued under a new number\. New number: (\S+)\./);
    await reissued.waitFor();
    const newReceipt = /New number: (\S+)\./.exec((await reissued.textContent()) ?? '')![1];
    expect(newReceipt).not.toBe(chequeReceipt);
    // The new number, with the one it replaces under it.
    await page
      .getByRole('cell', { name: new RegExp(`^${newReceipt}\\s*in place of ${chequeReceipt}$`) })
      .waitFor();
    await page.getByText(/Cancelled .*PAN corrected after issue/).waitFor();
    await screenshot(page, 'books-e2e-reissued');

    // Form 10BD of this year: both offline gifts, the corrected PAN, cash apart, no byte-order mark.
    await page.getByRole('link', { name: 'Exports' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor();
    await page.getByLabel('Financial year').selectOption(String(fy));
    await page.getByText(/rows? for this year/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Form 10BD CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^Sr\. No\.,/);
    expect(
      lines.some(
        (line) => line.includes('Mahavir Patil') && line.includes(',Cash,') && line.endsWith(',1500'),
      ),
    ).toBe(true);
    expect(
      lines.some(
        (line) =>
          line.includes('Shanti Patil') &&
          line.includes('AAAPS1234C') &&
          line.includes('Electronic modes') &&
          line.endsWith(',25000'),
      ),
    ).toBe(true);
    expect(csv).not.toContain('ABCPS1234E');
  },
);
