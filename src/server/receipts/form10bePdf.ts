import { financialYearLabel, formatOrdinalDate, todayInIndia, toIsoDate } from '../../shared/dates';
import { paiseInWords } from '../../shared/money';
import type { ReceiptLegal } from '../repositories/receipts';
import { emblemPng, makeWriter, type Writer } from './pdf';
import {
  contentWidth,
  english,
  field,
  GREY,
  letterhead,
  MAROON,
  paragraph,
  registeredAddress,
  registrationIds,
  rule,
  rupees,
  SABHA_NAME,
  signatureAndNote,
  startDocument,
} from './pdfLayout';

// The Form 10BE certificate of donation (rule 18AB of the Income-tax Rules): one per donor identity of a financial
// year whose statement of donations (Form 10BD) the Sabha has filed, made from the same rows as that statement
// (admin/form10be.ts). Rendered once, stored, and sent as stored, in the receipts' style (receipts/pdf.ts).

export interface Form10beRow {
  /** The 10BD template's donation type: Corpus, Specific grant or Others. */
  type: string;
  /** The 10BD template's mode of receipt: Cash, or Electronic modes including account payee cheque/draft. */
  mode: string;
  paise: number;
  /**
   * The part of `paise` received as single cash donations of more than ₹2,000 each (section 80G(5D) allows them no
   * deduction); the statement's rows total many donations, so the rule is applied per donation (admin/exports.ts).
   */
  cashAboveLimitPaise: number;
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

const shownDate = (iso: string) => (iso ? formatOrdinalDate(iso) : '-');

/** The certificate's title with the rule it is made under, and its number and date. */
function certificateTitle(writer: Writer, input: Form10beInput): void {
  const { doc } = writer;
  const width = contentWidth(doc);
  doc.fillColor(MAROON);
  writer.text('Certificate of Donation (Form No. 10BE)', { bold: true, size: 14, align: 'center', width });
  doc.fillColor(GREY);
  writer.text('[See rule 18AB of the Income-tax Rules, 1962]', { size: 9, align: 'center', width });
  doc.fillColor('#000000');
  doc.moveDown(0.4);

  field(writer, 'Certificate number', input.certificateNumber);
  field(writer, 'Date of certificate', shownDate(toIsoDate(todayInIndia(input.issuedAt))));
  doc.moveDown(0.2);
}

/** A section's heading, in maroon across the page. */
function heading(writer: Writer, text: string): void {
  const { doc } = writer;
  doc.x = doc.page.margins.left;
  doc.fillColor(MAROON);
  writer.text(text, { bold: true, size: 10, width: contentWidth(doc) });
  doc.fillColor('#000000');
  doc.moveDown(0.15);
}

/** The reporting person (the Sabha, with its 80G approval and Form 10BD filing) and the donor. */
function donorAndDonee(writer: Writer, input: Form10beInput, address: string): void {
  const { legal, donor } = input;
  heading(writer, 'Reporting person (the donee)');
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
  writer.doc.moveDown(0.1);

  heading(writer, 'Donor');
  field(writer, 'Name', donor.name);
  field(writer, 'Address', donor.address || '-');
  field(
    writer,
    'Identification',
    donor.pan ? `${donor.pan} (ID code: Permanent Account Number)` : 'None given (no PAN with the donations)',
  );
  writer.doc.moveDown(0.1);
}

/**
 * The donations as a table (donation type, mode of receipt, amount) with a total when there is more than one row,
 * then the total in words.
 */
function donationsTable(writer: Writer, input: Form10beInput): void {
  const { doc } = writer;
  heading(writer, `Donations received in the financial year ${financialYearLabel(input.fy)}`);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const typeX = left;
  const modeX = left + 96;
  const amountWidth = 92;
  const amountX = right - amountWidth;
  // A row on one line where it can (the 10BD's longest mode of receipt fits its column); never split over a page.
  const size = 9.5;
  const widths = [modeX - typeX - 8, amountX - modeX - 8, amountWidth];
  const row = (cells: [string, string, string], bold = false) => {
    const height = Math.max(
      ...cells.map((cell, index) => writer.height(cell, { bold, size, width: widths[index] })),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.x = typeX;
    doc.y = y;
    writer.text(cells[0], { bold, size, width: widths[0] });
    const afterType = doc.y;
    doc.x = modeX;
    doc.y = y;
    writer.text(cells[1], { bold, size, width: widths[1] });
    const afterMode = doc.y;
    doc.x = amountX;
    doc.y = y;
    writer.text(cells[2], { bold, size, width: amountWidth, align: 'right' });
    doc.x = left;
    doc.y = Math.max(doc.y, afterType, afterMode) + 1.5;
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
}

/**
 * The certification itself. Section 80G(5D) allows no deduction for a single cash donation of more than ₹2,000,
 * per donation and never on a row's total: the certificate reports every donation as received and names the part
 * the donor may not claim.
 */
function certification(writer: Writer, input: Form10beInput): void {
  const total = input.rows.reduce((sum, entry) => sum + entry.paise, 0);
  const cashAboveLimit = input.rows.reduce((sum, entry) => sum + entry.cashAboveLimitPaise, 0);
  let claim =
    'The donor may claim the deduction under section 80G for these donations, subject to the conditions and ' +
    'limits of that section.';
  if (cashAboveLimit > 0 && cashAboveLimit >= total)
    claim =
      'These donations were received in cash as single donations of more than ₹2,000 each, which are not eligible ' +
      'for deduction under section 80G (section 80G(5D)); this certificate reports them as received.';
  else if (cashAboveLimit > 0)
    claim =
      `The donor may claim the deduction under section 80G for these donations, except ${rupees(cashAboveLimit)} ` +
      'of them received in cash as single donations of more than ₹2,000 each, which are not eligible for ' +
      'deduction (section 80G(5D)), subject to the conditions and limits of that section.';
  paragraph(
    writer,
    `This is to certify that ${SABHA_NAME} received the donations above from the donor named in this ` +
      `certificate in the financial year ${financialYearLabel(input.fy)}, and has reported them in its statement ` +
      `of donations (Form No. 10BD) filed under section 80G(5)(viii) of the Income-tax Act, 1961 with ` +
      `acknowledgement number ${input.acknowledgement} on ${shownDate(input.filedOn)}. ${claim}`,
  );
}

/** Renders a Form 10BE certificate as an A4 PDF. */
export async function renderForm10bePdf(input: Form10beInput): Promise<Buffer> {
  const { legal } = input;
  const logo = await emblemPng();
  const { doc, done } = startDocument({
    title: `Form 10BE ${input.certificateNumber}`,
    subject: `Certificate of donation for the financial year ${financialYearLabel(input.fy)}`,
  });
  const writer = makeWriter(doc);
  const address = registeredAddress(legal, input.sabhaAddress);

  // Letterhead, as on the receipts.
  letterhead(writer, logo, english, address, registrationIds(legal, english));
  certificateTitle(writer, input);
  donorAndDonee(writer, input, address);
  donationsTable(writer, input);
  rule(doc);
  certification(writer, input);

  // The signatory, at the right, as on the receipts; the note under it either way.
  const note =
    'This certificate is issued electronically from the statement of donations filed with the Income Tax ' +
    'Department and kept by the Sabha as issued.';
  signatureAndNote(writer, legal, english, { signed: note, unsigned: note });
  doc.end();
  return done;
}
