import PDFDocument from 'pdfkit';
import { formatPaise } from '../../shared/money';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';
import type { ReceiptLegal, ReceiptRecord } from '../repositories/receipts';
import { translatorFor } from '../lib/translate';
import type { Translator, Writer } from './pdf';

// The parts of the page that receipts (receipts/pdf.ts), credit notes (receipts/creditNote.ts) and Form 10BE
// certificates (receipts/form10bePdf.ts) draw alike: the A4 page, the letterhead, the title, the label/value fields,
// the amount rows, rules, paragraphs and the signatory at the foot. Receipts pass their language's translator;
// credit notes and Form 10BE stay in English.

export const SABHA_NAME = 'Dakshin Bharat Jain Sabha';

export const MAROON = '#7b1e1e';
export const GREY = '#555555';

/** The translator of the documents that stay in English. */
export const english: Translator = translatorFor(DEFAULT_LANGUAGE);

/** The Sabha's name in a language (its usual spelling in that script). */
export function sabhaName(t: Translator): string {
  return t('Dakshin Bharat Jain Sabha');
}

/** '₹1,500.00': the receipt's fonts have the rupee sign. */
export function rupees(paise: number): string {
  return formatPaise(paise);
}

/** A new A4 document in the receipts' page setup, with the promise of its bytes once `doc.end()` is called. */
export function startDocument(options: {
  title: string;
  subject: string;
  compress?: boolean;
  /** The document's language, for a receipt (credit notes and Form 10BE declare none). */
  language?: Language;
}): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    compress: options.compress ?? true,
    ...(options.language ? { lang: options.language } : {}),
    margins: { top: 42, bottom: 42, left: 52, right: 52 },
    info: { Title: options.title, Author: SABHA_NAME, Subject: options.subject, Creator: SABHA_NAME },
  });
  return { doc, done: pdfBytes(doc) };
}

/** A new document's bytes, collected as PDFKit writes them: resolves once `doc.end()` has written the last. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The width between the page's margins. */
export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The registered address of the legal details, else the site's contact address, on one line. */
export function registeredAddress(legal: ReceiptLegal | null | undefined, sabhaAddress: string): string {
  return (legal?.registered_address || sabhaAddress).trim().replace(/\s*\n\s*/g, ', ');
}

/** The Sabha's PAN and 12A/12AB registration on one line ([] when the office has filled in neither). */
export function registrationIds(legal: ReceiptLegal | null | undefined, t: Translator): string[] {
  const ids = [
    legal?.pan ? t('PAN: {pan}', { pan: legal.pan }) : '',
    legal?.registration_12ab
      ? t('Registration u/s 12A/12AB: {number}', { number: legal.registration_12ab })
      : '',
  ].filter(Boolean);
  return ids.length ? [ids.join('    ')] : [];
}

/**
 * The letterhead: the emblem at the left; beside it the Sabha's name, the founding date, the registered office and
 * `registrations` (a line each); then a rule across the page.
 */
export function letterhead(
  writer: Writer,
  logo: Buffer,
  t: Translator,
  address: string,
  registrations: string[],
): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  const top = doc.y;
  const emblemSize = 64;
  doc.image(logo, left, top, { width: emblemSize, height: emblemSize });
  const textX = left + emblemSize + 14;
  const textWidth = contentWidth(doc) - emblemSize - 14;
  const line = (text: string, options: { bold?: boolean; size: number }) => {
    doc.x = textX;
    writer.text(text, { ...options, width: textWidth });
  };
  doc.y = top + 2;
  doc.fillColor(MAROON);
  const sabha = sabhaName(t);
  line(sabha, { bold: true, size: 20 });
  doc.fillColor('#333333');
  // In another language the Sabha's registered (English) name follows its name in that script.
  if (sabha !== SABHA_NAME) line(SABHA_NAME, { bold: true, size: 10 });
  line(t('Founded 3 April 1899'), { size: 9 });
  if (address) line(t('Registered office: {address}', { address }), { size: 9 });
  for (const registration of registrations) line(registration, { size: 9 });
  doc.x = left;
  doc.y = Math.max(doc.y, top + emblemSize) + 4;
  rule(doc, 1.4);
}

/** The document's title, centred, with the sandbox notice under it when the payment moved no money. */
export function documentTitle(writer: Writer, title: string, sandboxNotice: string | null): void {
  const { doc } = writer;
  const width = contentWidth(doc);
  doc.fillColor(MAROON);
  writer.text(title, { bold: true, size: 15, align: 'center', width });
  doc.fillColor('#000000');
  if (sandboxNotice) {
    doc.moveDown(0.2).fillColor('#9b1c1c');
    writer.text(sandboxNotice, { bold: true, size: 10, align: 'center', width });
    doc.fillColor('#000000');
  }
  doc.moveDown(0.6);
}

/**
 * The head of a receipt or a credit note of `record`: the letterhead with the registered address (else the site's
 * contact address) and `registrations`, then `title` with `sandboxNotice` under it when the payment was a sandbox
 * one (it moved no money).
 */
export function receiptHead(
  writer: Writer,
  record: ReceiptRecord,
  head: { logo: Buffer; t: Translator; registrations: string[]; title: string; sandboxNotice: string },
): void {
  const address = registeredAddress(record.legal, record.sabhaAddress);
  letterhead(writer, head.logo, head.t, address, head.registrations);
  documentTitle(writer, head.title, record.order.gateway === 'sandbox' ? head.sandboxNotice : null);
}

/** A label at the left and its value beside it, the value wrapping in its own column. */
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

/** A row of the amounts: the label at the left, the amount in rupees at the right. */
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

/**
 * The signatory at the right of the page (For the Sabha, the signature image if any, a line, name and
 * designation), shared by receipts, credit notes and Form 10BE certificates. Draws nothing and answers false when
 * no signatory is set; leaves the cursor at `left` below the block. `t` is the receipt's translator (credit notes and
 * Form 10BE stay in English).
 */
export function signatoryBlock(
  doc: PDFKit.PDFDocument,
  writer: Writer,
  legal: ReceiptLegal | null | undefined,
  left: number,
  t: Translator = english,
): boolean {
  if (!legal?.signatory_name) return false;
  const blockWidth = 200;
  const blockX = doc.page.width - doc.page.margins.right - blockWidth;
  doc.x = blockX;
  writer.text(t('For {sabha}', { sabha: sabhaName(t) }), {
    bold: true,
    size: 10,
    width: blockWidth,
    align: 'center',
  });
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

/**
 * The foot of the document: the signatory at the right and `notes.signed` under it in small grey type, or, when no
 * signatory is set, `notes.unsigned` (the document needs no signature).
 */
export function signatureAndNote(
  writer: Writer,
  legal: ReceiptLegal | null | undefined,
  t: Translator,
  notes: { signed: string; unsigned: string },
): void {
  const { doc } = writer;
  doc.moveDown(0.8);
  const signed = signatoryBlock(doc, writer, legal, doc.page.margins.left, t);
  doc.fillColor(GREY);
  paragraph(writer, signed ? notes.signed : notes.unsigned, 8.5);
}
