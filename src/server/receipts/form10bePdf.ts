import PDFDocument from 'pdfkit';
import { financialYearLabel, formatOrdinalDate, todayInIndia, toIsoDate } from '../../shared/dates';
import { paiseInWords } from '../../shared/money';
import type { ReceiptLegal } from '../repositories/receipts';
import {
  emblemPng,
  field,
  GREY,
  makeWriter,
  MAROON,
  paragraph,
  rule,
  rupees,
  SABHA_NAME,
  signatoryBlock,
} from './pdf';

// The Form 10BE certificate of donation (rule 18AB of the Income-tax Rules): one per donor identity of a financial
// year whose statement of donations (Form 10BD) the Sabha has filed, made from the same rows as that statement
// (admin/form10be.ts). Rendered once, stored, and sent as stored, in the receipts' style (receipts/pdf.ts).

export interface Form10beRow {
  /** The 10BD template's donation type: Corpus, Specific grant or Others. */
  type: string;
  /** The 10BD template's mode of receipt: Cash, or Electronic modes including account payee cheque/draft. */
  mode: string;
  paise: number;
}

export interface Form10beInput {
  certificateNumber: string;
  /** The financial year's first calendar year (2025 for 2025-26). */
  fy: number;
  /** When the certificate was generated (its date). */
  issuedAt: Date;
  /** The Form 10BD filing: the portal's acknowledgement number and the date of filing (YYYY-MM-DD). */
  acknowledgement: string;
  filedOn: string;
  donor: { name: string; address: string; pan: string };
  rows: Form10beRow[];
  legal: ReceiptLegal;
  /** The contact address of the site settings, when the legal details hold no registered address. */
  sabhaAddress: string;
}

const CASH_80G_LIMIT_PAISE = 2_000 * 100;

const shownDate = (iso: string) => (iso ? formatOrdinalDate(iso) : '-');

/** Renders a Form 10BE certificate as an A4 PDF. */
export async function renderForm10bePdf(input: Form10beInput): Promise<Buffer> {
  const { legal, donor } = input;
  const logo = await emblemPng();
  const title = 'Certificate of Donation (Form No. 10BE)';
  const doc = new PDFDocument({
    size: 'A4',
    compress: true,
    margins: { top: 42, bottom: 42, left: 52, right: 52 },
    info: {
      Title: `Form 10BE ${input.certificateNumber}`,
      Author: SABHA_NAME,
      Subject: `Certificate of donation for the financial year ${financialYearLabel(input.fy)}`,
      Creator: SABHA_NAME,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = makeWriter(doc);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const contentWidth = right - left;
  const address = (legal.registered_address || input.sabhaAddress).trim().replace(/\s*\n\s*/g, ', ');

  // Letterhead, as on the receipts.
  const top = doc.y;
  const emblemSize = 64;
  doc.image(logo, left, top, { width: emblemSize, height: emblemSize });
  const textX = left + emblemSize + 14;
  const textWidth = contentWidth - emblemSize - 14;
  doc.x = textX;
  doc.y = top + 2;
  doc.fillColor(MAROON);
  writer.text(SABHA_NAME, { bold: true, size: 20, width: textWidth });
  doc.fillColor('#333333');
  doc.x = textX;
  writer.text('Founded 3 April 1899', { size: 9, width: textWidth });
  if (address) {
    doc.x = textX;
    writer.text(`Registered office: ${address}`, { size: 9, width: textWidth });
  }
  const ids = [
    legal.pan ? `PAN: ${legal.pan}` : '',
    legal.registration_12ab ? `Registration u/s 12A/12AB: ${legal.registration_12ab}` : '',
  ].filter(Boolean);
  if (ids.length) {
    doc.x = textX;
    writer.text(ids.join('    '), { size: 9, width: textWidth });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, top + emblemSize) + 4;
  rule(doc, 1.4);

  doc.fillColor(MAROON);
  writer.text(title, { bold: true, size: 15, align: 'center', width: contentWidth });
  doc.fillColor(GREY);
  writer.text('[See rule 18AB of the Income-tax Rules, 1962]', {
    size: 9,
    align: 'center',
    width: contentWidth,
  });
  doc.fillColor('#000000');
  doc.moveDown(0.6);

  field(writer, 'Certificate number', input.certificateNumber);
  field(writer, 'Date of certificate', shownDate(toIsoDate(todayInIndia(input.issuedAt))));
  doc.moveDown(0.2);

  const heading = (text: string) => {
    doc.x = left;
    doc.fillColor(MAROON);
    writer.text(text, { bold: true, size: 10.5, width: contentWidth });
    doc.fillColor('#000000');
    doc.moveDown(0.2);
  };

  heading('Reporting person (the donee)');
  field(writer, 'PAN', legal.pan || '-');
  field(writer, 'Name', SABHA_NAME);
  field(writer, 'Address', address || '-');
  // The approval with its date and validity on one line, as on the receipts.
  field(
    writer,
    '80G approval (URN)',
    [
      legal.urn_80g || '-',
      legal.approved_80g_on ? `dated ${shownDate(legal.approved_80g_on)}` : '',
      legal.valid_80g_from && legal.valid_80g_until
        ? `valid from ${shownDate(legal.valid_80g_from)} to ${shownDate(legal.valid_80g_until)}`
        : '',
    ]
      .filter(Boolean)
      .join(', '),
  );
  field(writer, 'Section code', 'Section 80G');
  field(
    writer,
    'Form 10BD filed',
    `Acknowledgement ${input.acknowledgement}, on ${shownDate(input.filedOn)}`,
  );
  doc.moveDown(0.2);

  heading('Donor');
  field(writer, 'Name', donor.name);
  field(writer, 'Address', donor.address || '-');
  field(
    writer,
    'Identification',
    donor.pan ? `${donor.pan} (ID code: Permanent Account Number)` : 'None given (no PAN with the donations)',
  );
  doc.moveDown(0.2);

  heading(`Donations received in the financial year ${financialYearLabel(input.fy)}`);
  // A table: donation type, mode of receipt, amount; a total when there is more than one row.
  const typeX = left;
  const modeX = left + 120;
  const amountWidth = 110;
  const amountX = right - amountWidth;
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.x = typeX;
    doc.y = y;
    writer.text(cells[0], { bold, size: 10, width: modeX - typeX - 8 });
    const afterType = doc.y;
    doc.x = modeX;
    doc.y = y;
    writer.text(cells[1], { bold, size: 10, width: amountX - modeX - 8 });
    const afterMode = doc.y;
    doc.x = amountX;
    doc.y = y;
    writer.text(cells[2], { bold, size: 10, width: amountWidth, align: 'right' });
    doc.x = left;
    doc.y = Math.max(doc.y, afterType, afterMode) + 3;
  };
  doc.fillColor(GREY);
  row(['Type of donation', 'Mode of receipt', 'Amount'], true);
  doc.fillColor('#000000');
  rule(doc, 0.5);
  for (const entry of input.rows) row([entry.type, entry.mode, rupees(entry.paise)]);
  const total = input.rows.reduce((sum, entry) => sum + entry.paise, 0);
  if (input.rows.length > 1) {
    rule(doc, 0.5);
    row(['Total', '', rupees(total)], true);
  }
  doc.moveDown(0.3);
  paragraph(writer, `Amount of donation in words: ${paiseInWords(total)}.`, 10, true);
  rule(doc);

  paragraph(
    writer,
    `This is to certify that ${SABHA_NAME} received the donations above from the donor named in this ` +
      `certificate in the financial year ${financialYearLabel(input.fy)}, and has reported them in its statement ` +
      `of donations (Form No. 10BD) filed under section 80G(5)(viii) of the Income-tax Act, 1961 with ` +
      `acknowledgement number ${input.acknowledgement} on ${shownDate(input.filedOn)}. The donor may claim the ` +
      'deduction under section 80G for these donations, subject to the conditions and limits of that section.',
  );
  // Section 80G(5D): no deduction for cash above ₹2,000; the certificate reports what was received.
  if (input.rows.some((entry) => entry.mode === 'Cash' && entry.paise > CASH_80G_LIMIT_PAISE)) {
    paragraph(
      writer,
      'A donation in cash of more than ₹2,000 is not eligible for deduction under section 80G ' +
        '(section 80G(5D)); this certificate reports the donations as received.',
      9,
    );
  }

  // The signatory, at the right, as on the receipts.
  doc.moveDown(0.8);
  signatoryBlock(doc, writer, legal, left);
  doc.fillColor(GREY);
  paragraph(
    writer,
    'This certificate is issued electronically from the statement of donations filed with the Income Tax ' +
      'Department and kept by the Sabha as issued.',
    8.5,
  );
  doc.end();
  return done;
}
