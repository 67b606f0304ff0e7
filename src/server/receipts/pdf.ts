import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatOrdinalDate, toIsoDate, todayInIndia } from '../../shared/dates';
import {
  LIFE_MEMBERSHIP_PAISE,
  MAGAZINE_MEMBERSHIP_PAISE,
  formatPaise,
  paiseInWords,
} from '../../shared/money';
import {
  DONATION_CATEGORY_LABELS,
  donationCategoryOf,
  donationPurposeLabel,
} from '../../shared/validation/receiptDetails';
import { OFFLINE_MODE_LABELS, type OfflineMode } from '../../shared/validation/offline';
import type { ReceiptLegal, ReceiptRecord } from '../repositories/receipts';

// Receipts as PDF. Each is rendered once, when its order becomes paid, and kept as issued (receipts/issue.ts).
// Donations carry the Sabha's 80G approval, the donation type, the donor's PAN when given and the amount in words;
// membership fees are not donations, so their receipts carry no 80G wording.

export const SABHA_NAME = 'Dakshin Bharat Jain Sabha';
/** Section 80G(5D): a cash donation above this gives the donor no deduction. */
const CASH_80G_LIMIT_PAISE = 2_000 * 100;
/** A sandbox payment moved no money: its receipt must never pass for a real one. */
export const SANDBOX_NOTICE = 'SANDBOX TEST RECEIPT: no money was received; not valid for any purpose.';

/** '₹1,500.00': the receipt's fonts have the rupee sign. */
export function rupees(paise: number): string {
  return formatPaise(paise);
}

/** How the money came: online through the gateway, or the office's record of cash, cheque, transfer or UPI. */
export function paymentMode(
  gateway: string,
  offline?: { mode: string; instrumentNumber: string; bank: string; instrumentDate: string | null },
): string {
  if (offline) {
    const label = OFFLINE_MODE_LABELS[offline.mode as OfflineMode] ?? offline.mode;
    const details = [
      offline.instrumentNumber ? `no. ${offline.instrumentNumber}` : '',
      offline.instrumentDate ? `dated ${formatOrdinalDate(offline.instrumentDate)}` : '',
      offline.bank ? offline.bank : '',
    ].filter(Boolean);
    return [label, ...details].join(', ');
  }
  return gateway === 'razorpay' ? 'Online (Razorpay)' : 'Online (sandbox)';
}

export function receiptDate(paidAt: Date): string {
  return formatOrdinalDate(toIsoDate(todayInIndia(paidAt)));
}

/** '15th June, 2022' for a YYYY-MM-DD date; '' stays ''. */
function shownDate(iso: string): string {
  return iso ? formatOrdinalDate(iso) : '';
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
  return donationPurposeLabel(value);
}

// ------------------------------------------------------------------ fonts

// Noto Serif, whole (Latin, its extensions, Greek, Cyrillic and the rupee sign U+20B9), from the npm package
// @expo-google-fonts/noto-serif: shipped with the app, nothing is fetched at run time. (@fontsource splits the
// family into subsets, and a run of text switching font between "₹" and "500" may break the line between them.)
// Names and addresses may also be written in Devanagari or Kannada (the validation allows letters of any
// script): those runs use the system's Noto fonts, or show "?" on a machine without them.
const NOTO_SERIF_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-serif/package.json'));
const SERIF = {
  regular: path.join(NOTO_SERIF_DIR, '400Regular', 'NotoSerif_400Regular.ttf'),
  bold: path.join(NOTO_SERIF_DIR, '700Bold', 'NotoSerif_700Bold.ttf'),
};

const FONT_DIRS = [
  '/usr/share/fonts/truetype/noto',
  '/usr/share/fonts/noto',
  '/usr/share/fonts/opentype/noto',
];
const SCRIPT_FONTS: { pattern: RegExp; files: string[] }[] = [
  {
    pattern: /[\u0900-\u097f]/,
    files: ['NotoSansDevanagari-Regular.ttf', 'NotoSerifDevanagari-Regular.ttf'],
  },
  { pattern: /[\u0c80-\u0cff]/, files: ['NotoSansKannada-Regular.ttf', 'NotoSerifKannada-Regular.ttf'] },
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

/** The font file that shows `char` (null: none on this machine does). */
function fontFor(char: string, bold: boolean): string | null {
  const script = SCRIPT_FONTS.find((entry) => entry.pattern.test(char));
  if (!script) return bold ? SERIF.bold : SERIF.regular;
  return findFontFile(script.files);
}

export interface Writer {
  doc: PDFKit.PDFDocument;
  /** Text in Noto Serif, switching font run by run where the text is in another script. */
  text(value: string, options?: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number }): void;
}

export function makeWriter(doc: PDFKit.PDFDocument): Writer {
  return {
    doc,
    text(value, options = {}) {
      const { bold = false, size = 11, ...rest } = options;
      const latin = bold ? SERIF.bold : SERIF.regular;
      // Runs of characters that share a font; spaces and punctuation stay with the run before them.
      const runs: Array<{ font: string; text: string }> = [];
      for (const char of Array.from(value)) {
        const previous = runs[runs.length - 1];
        const neutral = /[\s,.;:()/-]/.test(char);
        const font = neutral && previous ? previous.font : fontFor(char, bold);
        const shown = font ? char : '?';
        const chosen = font ?? latin;
        if (previous && previous.font === chosen) previous.text += shown;
        else runs.push({ font: chosen, text: shown });
      }
      if (runs.length === 0) runs.push({ font: latin, text: '' });
      runs.forEach((run, index) => {
        doc
          .font(run.font)
          .fontSize(size)
          .text(run.text, { ...rest, continued: index < runs.length - 1 });
      });
    },
  };
}

// ------------------------------------------------------------------ the emblem

const EMBLEM_SVG = path.resolve(__dirname, '../../../public/images/brand/emblem.svg');
let emblem: Promise<Buffer> | undefined;

/** The Sabha's emblem (public/images/brand/emblem.svg) as a PNG for pdfkit, made once per process by sharp. */
export function emblemPng(): Promise<Buffer> {
  emblem ??= sharp(EMBLEM_SVG, { density: 300 })
    .resize(240, 240, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer()
    .catch((error: unknown) => {
      // Tried again next time; a receipt is never issued without its emblem.
      emblem = undefined;
      throw error;
    });
  return emblem;
}

export const MAROON = '#7b1e1e';
export const GREY = '#555555';

export function field(writer: Writer, label: string, value: string): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  const valueX = left + 150;
  const width = doc.page.width - valueX - doc.page.margins.right;
  const top = doc.y;
  doc.fillColor(GREY);
  doc.x = left;
  writer.text(label, { bold: true, size: 9.5, width: 140 });
  const afterLabel = doc.y;
  doc.fillColor('#000000');
  doc.x = valueX;
  doc.y = top;
  writer.text(value || '-', { size: 10.5, width });
  doc.x = left;
  doc.y = Math.max(doc.y, afterLabel) + 3;
}

export function money(writer: Writer, label: string, paise: number, bold = false): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const top = doc.y;
  doc.fillColor('#000000');
  doc.x = left;
  writer.text(label, { bold, size: 10.5, width: right - left - 140 });
  const afterLabel = doc.y;
  doc.x = right - 140;
  doc.y = top;
  writer.text(rupees(paise), { bold, size: 10.5, width: 140, align: 'right' });
  doc.x = left;
  doc.y = Math.max(doc.y, afterLabel) + 2;
}

export function rule(doc: PDFKit.PDFDocument, weight = 0.7): void {
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(weight)
    .strokeColor(MAROON)
    .stroke();
  doc.y = y + 8;
}

export function paragraph(writer: Writer, text: string, size = 9.5, bold = false): void {
  const { doc } = writer;
  doc.x = doc.page.margins.left;
  writer.text(text, {
    size,
    bold,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    lineGap: 1.5,
  });
  doc.moveDown(0.4);
}

/** The Sabha's registrations, a line each; what the office has not filled in is left out. */
function registrationLines(record: ReceiptRecord): string[] {
  const legal = record.legal;
  if (!legal) return [];
  const lines: string[] = [];
  const ids = [
    legal.pan ? `PAN: ${legal.pan}` : '',
    legal.registration_12ab ? `Registration u/s 12A/12AB: ${legal.registration_12ab}` : '',
  ].filter(Boolean);
  if (ids.length) lines.push(ids.join('    '));
  // A membership fee is not a donation: its receipt names no 80G approval at all.
  if (legal.urn_80g && record.kind === 'donation') {
    const approval = [
      `80G approval (URN): ${legal.urn_80g}`,
      legal.approved_80g_on ? `dated ${shownDate(legal.approved_80g_on)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(approval);
    if (legal.valid_80g_from || legal.valid_80g_until) {
      lines.push(
        `80G approval valid ${[
          legal.valid_80g_from ? `from ${shownDate(legal.valid_80g_from)}` : '',
          legal.valid_80g_until ? `until ${shownDate(legal.valid_80g_until)}` : '',
        ]
          .filter(Boolean)
          .join(' ')}`,
      );
    }
  }
  return lines;
}

/** Renders the receipt of a paid order; throws when the order is not paid. */
/**
 * The signatory at the right of the page (For the Sabha, the signature image if any, a line, name and
 * designation), shared by receipts, credit notes and Form 10BE certificates. Draws nothing and answers false when
 * no signatory is set; leaves the cursor at `left` below the block.
 */
export function signatoryBlock(
  doc: PDFKit.PDFDocument,
  writer: Writer,
  legal: ReceiptLegal | null | undefined,
  left: number,
): boolean {
  if (!legal?.signatory_name) return false;
  const blockWidth = 200;
  const blockX = doc.page.width - doc.page.margins.right - blockWidth;
  doc.x = blockX;
  writer.text(`For ${SABHA_NAME}`, { bold: true, size: 10, width: blockWidth, align: 'center' });
  const signatureTop = doc.y + 4;
  if (legal.signaturePng) {
    doc.image(legal.signaturePng, blockX + 30, signatureTop, {
      fit: [blockWidth - 60, 46],
      align: 'center',
      valign: 'bottom',
    });
  }
  doc.y = signatureTop + 50;
  doc
    .moveTo(blockX + 20, doc.y)
    .lineTo(blockX + blockWidth - 20, doc.y)
    .lineWidth(0.5)
    .strokeColor('#333333')
    .stroke();
  doc.y += 4;
  doc.x = blockX;
  writer.text(legal.signatory_name, { bold: true, size: 10, width: blockWidth, align: 'center' });
  if (legal.signatory_designation) {
    doc.x = blockX;
    writer.text(legal.signatory_designation, { size: 9.5, width: blockWidth, align: 'center' });
  }
  doc.x = left;
  doc.moveDown(0.8);
  return true;
}

export async function renderReceiptPdf(
  record: ReceiptRecord,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order, person } = record;
  if (order.status !== 'paid' || !order.receiptNumber || !order.paidAt) {
    throw new Error(`order ${order.id} is not paid`);
  }
  const logo = await emblemPng();
  const legal = record.legal;
  const isDonation = record.kind === 'donation';
  const title = isDonation ? 'Donation Receipt' : 'Membership Fee Receipt';
  const doc = new PDFDocument({
    size: 'A4',
    compress: options.compress ?? true,
    margins: { top: 42, bottom: 42, left: 52, right: 52 },
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
  const left = doc.page.margins.left;
  const contentWidth = doc.page.width - left - doc.page.margins.right;

  // Letterhead: the emblem, the name, the registered address and the registrations.
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
  const address = (legal?.registered_address || record.sabhaAddress).trim().replace(/\s*\n\s*/g, ', ');
  if (address) {
    doc.x = textX;
    writer.text(`Registered office: ${address}`, { size: 9, width: textWidth });
  }
  for (const line of registrationLines(record)) {
    doc.x = textX;
    writer.text(line, { size: 9, width: textWidth });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, top + emblemSize) + 4;
  rule(doc, 1.4);

  doc.fillColor(MAROON);
  writer.text(title, { bold: true, size: 15, align: 'center', width: contentWidth });
  doc.fillColor('#000000');
  if (order.gateway === 'sandbox') {
    doc.moveDown(0.2).fillColor('#9b1c1c');
    writer.text(SANDBOX_NOTICE, { bold: true, size: 10, align: 'center', width: contentWidth });
    doc.fillColor('#000000');
  }
  doc.moveDown(0.6);

  field(writer, 'Receipt number', order.receiptNumber);
  if (record.replacesNumber)
    field(writer, 'Issued in place of', `Receipt ${record.replacesNumber} (cancelled)`);
  field(writer, 'Date', receiptDate(order.paidAt));
  field(writer, isDonation ? 'Received with thanks from' : 'Received from', personName(person));
  field(writer, 'Address', postalAddress(person));
  if (record.kind === 'donation' && record.person.pan.trim())
    field(writer, "Donor's PAN", record.person.pan.trim().toUpperCase());
  if (person.email.trim()) field(writer, 'Email', person.email.trim());
  field(writer, 'Mode of payment', paymentMode(order.gateway, record.offline));
  if (!record.offline) {
    field(writer, 'Payment reference', order.paymentId ?? '-');
    field(writer, 'Order reference', order.receiptId);
  }
  if (record.kind === 'donation') {
    field(writer, 'Donation type', DONATION_CATEGORY_LABELS[donationCategoryOf(record.person.donationType)]);
    field(writer, 'Purpose', donationTypeLabel(record.person.donationType));
    field(writer, 'Frequency chosen', record.person.frequency);
    // The receipt is kept for years, longer than a signed link lives: it says where the donor's current link is.
    if (order.subscriptionId !== null && order.subscriptionId !== undefined)
      field(
        writer,
        'Regular gift',
        'To see or stop it, open the link in the mail that brought this receipt, or write to the office.',
      );
  }
  doc.moveDown(0.3);
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
  // Money received at the office carries no gateway charge.
  if (!record.offline) {
    money(writer, 'Payment gateway charge (2%)', order.gatewayChargePaise);
    money(writer, 'GST on the gateway charge (18%)', order.gstPaise);
  }
  money(writer, 'Total received', order.totalPaise, true);
  doc.moveDown(0.4);

  if (record.kind === 'donation') {
    paragraph(writer, `Donation amount in words: ${paiseInWords(order.basePaise)}.`, 10.5, true);
    paragraph(writer, `Total received in words: ${paiseInWords(order.totalPaise)}.`, 9.5);
    rule(doc);
    writer.text('Section 80G of the Income-tax Act, 1961', { bold: true, size: 10.5 });
    doc.moveDown(0.2);
    const approval = legal?.urn_80g
      ? ` under approval number (URN) ${legal.urn_80g}` +
        (legal.approved_80g_on ? ` dated ${shownDate(legal.approved_80g_on)}` : '') +
        (legal.valid_80g_from && legal.valid_80g_until
          ? `, valid from ${shownDate(legal.valid_80g_from)} to ${shownDate(legal.valid_80g_until)}`
          : '')
      : '';
    paragraph(
      writer,
      `Donations to ${SABHA_NAME} are eligible for deduction under section 80G of the Income-tax Act, 1961` +
        `${approval}, subject to the conditions and limits of that section. The eligible amount is the donation ` +
        (record.offline
          ? `of ${rupees(order.basePaise)}.`
          : `of ${rupees(order.basePaise)}; the payment gateway charge and the GST on it are not part of the donation.`),
    );
    // Section 80G(5D): no deduction for a cash donation above ₹2,000.
    if (record.offline?.mode === 'cash' && order.basePaise > CASH_80G_LIMIT_PAISE) {
      paragraph(
        writer,
        'This donation was made in cash: a cash donation of more than ₹2,000 is not eligible for deduction ' +
          'under section 80G (section 80G(5D)).',
      );
    }
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
    paragraph(writer, `Amount in words: ${paiseInWords(order.totalPaise)}.`, 10.5, true);
  }

  // The signatory, at the right; without one the receipt says it needs no signature.
  doc.moveDown(0.8);
  if (signatoryBlock(doc, writer, legal, left)) {
    doc.fillColor(GREY);
    paragraph(writer, 'This receipt is issued electronically and kept by the Sabha as issued.', 8.5);
  } else {
    doc.fillColor(GREY);
    paragraph(writer, 'This is a computer-generated receipt and needs no signature.', 8.5);
  }
  doc.end();
  return done;
}
