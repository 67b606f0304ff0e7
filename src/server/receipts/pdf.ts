import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatOrdinalDate, toIsoDate, todayInIndia } from '../../shared/dates';
import {
  LIFE_MEMBERSHIP_PAISE,
  MAGAZINE_MEMBERSHIP_PAISE,
  formatPaise,
  paiseInWords,
} from '../../shared/money';
import { DONATION_TYPES } from '../../shared/validation';
import type { ReceiptRecord } from '../repositories/receipts';

// Receipts as PDF, made on demand from the records. Donations carry the 80G wording, the donor's PAN when given
// and the amount in words; membership fees are not donations, so their receipts carry no 80G wording.

export const SABHA_NAME = 'Dakshin Bharat Jain Sabha';
/** A sandbox payment moved no money: its receipt must never pass for a real one. */
export const SANDBOX_NOTICE = 'SANDBOX TEST RECEIPT: no money was received; not valid for any purpose.';

/** Helvetica has no rupee sign; 'Rs.' is how Indian receipts have long written it. */
export function rupees(paise: number): string {
  return formatPaise(paise).replace('₹', 'Rs. ');
}

export function paymentMode(gateway: string): string {
  return gateway === 'razorpay' ? 'Online (Razorpay)' : 'Online (sandbox)';
}

export function receiptDate(paidAt: Date): string {
  return formatOrdinalDate(toIsoDate(todayInIndia(paidAt)));
}

export function personName(person: { firstName: string; middleName: string; surname: string }): string {
  return [person.firstName, person.middleName, person.surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function postalAddress(person: {
  address: string;
  tehsil: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
}): string {
  const places = [person.tehsil, person.city, person.district, person.state]
    .map((part) => part.trim())
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index);
  return [person.address.trim(), places.join(', '), person.pincode.trim()].filter(Boolean).join(', ');
}

export function donationTypeLabel(value: string): string {
  return DONATION_TYPES.find((type) => type.value === value)?.label ?? value;
}

// Names and addresses may be written in Devanagari or Kannada (the validation allows letters of any script).
// The standard PDF fonts only cover Latin-1, so such text uses a Noto font when the system has one.
const FONT_DIRS = [
  '/usr/share/fonts/truetype/noto',
  '/usr/share/fonts/noto',
  '/usr/share/fonts/truetype/dejavu',
];
/** Characters the standard PDF fonts cannot show (everything past Latin-1, and control characters). */
const BEYOND_LATIN1 = /[^\t\n\r\u0020-\u00ff]/;
const SCRIPT_RUNS = /[\t\n\r\u0020-\u00ff]+|[^\t\n\r\u0020-\u00ff]+/g;
const SCRIPT_FONTS: { pattern: RegExp; files: string[] }[] = [
  { pattern: /[\u0900-\u097f]/, files: ['NotoSansDevanagari-Regular.ttf'] },
  { pattern: /[\u0c80-\u0cff]/, files: ['NotoSansKannada-Regular.ttf'] },
  { pattern: BEYOND_LATIN1, files: ['NotoSans-Regular.ttf', 'DejaVuSans.ttf'] },
];
const fontCache = new Map<string, string | null>();

function findFontFile(files: string[]): string | null {
  const cacheKey = files.join('|');
  if (!fontCache.has(cacheKey)) {
    const found = FONT_DIRS.flatMap((dir) => files.map((file) => `${dir}/${file}`)).find((candidate) =>
      fs.existsSync(candidate),
    );
    fontCache.set(cacheKey, found ?? null);
  }
  return fontCache.get(cacheKey) ?? null;
}

interface Writer {
  doc: PDFKit.PDFDocument;
  /** Text in the regular font, switching to a script font when the text needs one. */
  text(value: string, options?: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number }): void;
}

function makeWriter(doc: PDFKit.PDFDocument): Writer {
  return {
    doc,
    text(value, options = {}) {
      const { bold, size = 11, ...rest } = options;
      const latin = bold ? 'Helvetica-Bold' : 'Helvetica';
      // Mixed text ("७ स्टेशन रोड, Sangli") is written run by run: script fonts lack Latin letters and the
      // standard fonts lack everything else.
      const runs = value.match(SCRIPT_RUNS) ?? [''];
      runs.forEach((run, index) => {
        let font = latin;
        let shown = run;
        if (BEYOND_LATIN1.test(run)) {
          const script = SCRIPT_FONTS.find((entry) => entry.pattern.test(run));
          const file = script ? findFontFile(script.files) : null;
          if (file) font = file;
          else shown = run.replace(new RegExp(BEYOND_LATIN1.source, 'g'), '?');
        }
        doc
          .font(font)
          .fontSize(size)
          .text(shown, { ...rest, continued: index < runs.length - 1 });
      });
    },
  };
}

function field(writer: Writer, label: string, value: string): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  const valueX = left + 160;
  const width = doc.page.width - valueX - doc.page.margins.right;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#555555').text(label, left, top, { width: 150 });
  const afterLabel = doc.y;
  doc.fillColor('#000000');
  doc.x = valueX;
  doc.y = top;
  writer.text(value || '-', { size: 11, width });
  doc.x = left;
  doc.y = Math.max(doc.y, afterLabel) + 4;
}

function money(writer: Writer, label: string, paise: number, bold = false): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const top = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(11)
    .fillColor('#000000');
  doc.text(label, left, top, { width: right - left - 140 });
  const afterLabel = doc.y;
  doc.text(rupees(paise), right - 140, top, { width: 140, align: 'right' });
  doc.x = left;
  doc.y = Math.max(doc.y, afterLabel) + 2;
}

function rule(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.7)
    .strokeColor('#7b1e1e')
    .stroke();
  doc.y = y + 8;
}

function paragraph(writer: Writer, text: string, size = 10): void {
  const { doc } = writer;
  doc.x = doc.page.margins.left;
  writer.text(text, { size, width: doc.page.width - doc.page.margins.left - doc.page.margins.right });
  doc.moveDown(0.5);
}

/** Renders the receipt of a paid order; throws when the order is not paid. */
export function renderReceiptPdf(
  record: ReceiptRecord,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order, person } = record;
  if (order.status !== 'paid' || !order.receiptNumber || !order.paidAt) {
    return Promise.reject(new Error(`order ${order.id} is not paid`));
  }
  const isDonation = record.kind === 'donation';
  const title = isDonation ? 'Donation Receipt' : 'Membership Fee Receipt';
  const doc = new PDFDocument({
    size: 'A4',
    compress: options.compress ?? true,
    margin: 56,
    info: {
      Title: `${title} ${order.receiptNumber}`,
      Author: SABHA_NAME,
      Subject: title,
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

  doc.fillColor('#7b1e1e');
  writer.text(SABHA_NAME, { bold: true, size: 20, align: 'center' });
  doc.fillColor('#000000');
  if (record.sabhaAddress.trim()) writer.text(record.sabhaAddress.trim(), { size: 10, align: 'center' });
  writer.text('Founded 1899', { size: 10, align: 'center' });
  rule(doc);
  writer.text(title, { bold: true, size: 16, align: 'center' });
  if (order.gateway === 'sandbox') {
    doc.moveDown(0.3).fillColor('#9b1c1c');
    writer.text(SANDBOX_NOTICE, { bold: true, size: 11, align: 'center' });
    doc.fillColor('#000000');
  }
  doc.moveDown(0.8);

  field(writer, 'Receipt number', order.receiptNumber);
  field(writer, 'Date', receiptDate(order.paidAt));
  field(writer, isDonation ? 'Received with thanks from' : 'Received from', personName(person));
  field(writer, 'Address', postalAddress(person));
  if (record.kind === 'donation' && record.person.pan.trim())
    field(writer, 'PAN', record.person.pan.trim().toUpperCase());
  if (person.email.trim()) field(writer, 'Email', person.email.trim());
  field(writer, 'Mode of payment', paymentMode(order.gateway));
  field(writer, 'Payment reference', order.paymentId ?? '-');
  field(writer, 'Order reference', order.receiptId);
  if (record.kind === 'donation') {
    field(writer, 'Purpose', donationTypeLabel(record.person.donationType));
    field(writer, 'Frequency chosen', record.person.frequency);
  }
  doc.moveDown(0.5);
  rule(doc);

  if (record.kind === 'membership') {
    // The base comes from the price list: a life membership and/or a magazine membership.
    if (record.person.dbjsMember) money(writer, `Life membership of ${SABHA_NAME}`, LIFE_MEMBERSHIP_PAISE);
    if (record.person.magazineMember) {
      money(writer, 'Pragati and Jinvijay magazine membership (5 years)', MAGAZINE_MEMBERSHIP_PAISE);
    }
  } else {
    money(writer, 'Donation', order.basePaise);
  }
  money(writer, 'Payment gateway charge (2%)', order.gatewayChargePaise);
  money(writer, 'GST on the gateway charge (18%)', order.gstPaise);
  money(writer, 'Total received', order.totalPaise, true);
  doc.moveDown(0.5);

  if (record.kind === 'donation') {
    paragraph(writer, `Donation amount in words: ${paiseInWords(order.basePaise)}.`, 11);
    paragraph(writer, `Total received in words: ${paiseInWords(order.totalPaise)}.`, 10);
    rule(doc);
    writer.text('Section 80G of the Income-tax Act, 1961', { bold: true, size: 11 });
    doc.moveDown(0.3);
    paragraph(
      writer,
      `Donations to ${SABHA_NAME} are eligible for deduction under section 80G of the Income-tax Act, 1961, ` +
        `subject to the conditions and limits of that section. The eligible amount is the donation of ` +
        `${rupees(order.basePaise)}; the payment gateway charge and the GST on it are not part of the donation.`,
    );
    paragraph(
      writer,
      record.person.pan.trim()
        ? 'The Sabha reports this donation with the PAN above in its statement of donations (Form 10BD) and ' +
            'issues the certificate of donation (Form 10BE) after filing it.'
        : 'No PAN was given with this donation. To have it reported in the statement of donations (Form 10BD) ' +
            'and receive the certificate of donation (Form 10BE), send your PAN and this receipt number to the ' +
            'Sabha office.',
    );
  } else {
    paragraph(writer, `Amount in words: ${paiseInWords(order.totalPaise)}.`, 11);
  }

  doc.moveDown(1);
  doc.fillColor('#555555');
  paragraph(writer, 'This is a computer-generated receipt and needs no signature.', 9);
  doc.end();
  return done;
}
