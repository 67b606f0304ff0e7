import fs from 'node:fs';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../src/shared/dates';
import { pdfText } from '../server/helpers/pdfText';
import { screenshot } from './browser';
import { donateOnce } from './journeys';
import { officeTest, signIn } from './officeServer';

// A refund end to end in Chromium (issue 15 item 6): a donor pays a donation through the sandbox checkout on the
// public site, the office refunds it from the donation's record (reason, confirmation), sees it refunded with its
// credit note number, downloads the credit note, and finds the donation marked refunded in the list. The server is
// its own (officeServer.ts: the real CLI makes the officer's account).

officeTest(
  { name: 'refunds', email: 'refunds.office@example.org', acceptDownloads: true },
  'a sandbox donation is refunded by the office, which sees Refunded and downloads the credit note',
  async ({ office, base, page }) => {
    const creditNotePrefix = `DBJS/TEST/CN/${financialYearLabel(financialYearOf(todayInIndia()))}/`;

    // The donor pays ₹1,000 (₹1,023.60 with the charges) through the sandbox checkout.
    const donorContext = await office.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const donor = await donorContext.newPage();
    await donateOnce(donor, base, 'rahul.refund.e2e@example.com', 'Pay (sandbox)');
    await donorContext.close();

    // The office signs in and opens the donation.
    await signIn(page, office);
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
  },
);
