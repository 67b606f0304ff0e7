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
    margins: { top: 34, bottom: 34, left: 52, right: 52 },
    // Kept until the end, when every page gets its sandbox watermark and, past one page, its number.
    bufferPages: true,
    info: { Title: options.title, Author: SABHA_NAME, Subject: options.subject, Creator: SABHA_NAME },
  });
  documents.set(doc, { title: options.title, t: english, writer: null, sandbox: null });
  const end = doc.end.bind(doc);
  doc.end = () => {
    finishPages(doc);
    return end();
  };
  return { doc, done: pdfBytes(doc) };
}

/**
 * What the end of a document needs to know (set as its parts are drawn): its title with its number, its translator
 * and writer (from the letterhead), and the sandbox notice of a document that moved no money.
 */
interface DocumentState {
  title: string;
  t: Translator;
  writer: Writer | null;
  sandbox: string | null;
}
const documents = new WeakMap<PDFKit.PDFDocument, DocumentState>();

/**
 * The last touches on every page of a document, before it ends: a sandbox document's watermark across each page,
 * and, when it runs past one page, its title and number with 'Page N / M' at the head of each page.
 */
function finishPages(doc: PDFKit.PDFDocument): void {
  const state = documents.get(doc);
  const writer = state?.writer;
  if (!state || !writer) return;
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    if (state.sandbox) sandboxWatermark(writer, state.sandbox);
    if (range.count > 1) {
      const { margins } = doc.page;
      doc.x = margins.left;
      doc.y = 13;
      doc.fillColor(GREY);
      writer.text(`${state.title}  ·  ${state.t('Page')} ${index + 1} / ${range.count}`, {
        size: 8,
        align: 'right',
        width: contentWidth(doc),
        lineBreak: false,
      });
    }
  }
}

/**
 * The sandbox watermark: the notice's heading (its text before the colon: 'SANDBOX TEST RECEIPT') large and light
 * across the page's diagonal, the rest of it smaller under it. Drawn over the page, faint enough to read through.
 */
function sandboxWatermark(writer: Writer, notice: string): void {
  const { doc } = writer;
  const colon = notice.indexOf(':');
  const heading = (colon > 0 ? notice.slice(0, colon) : notice).trim();
  const rest = colon > 0 ? notice.slice(colon + 1).trim() : '';
  const { width, height } = doc.page;
  const diagonal = Math.hypot(width, height);
  const span = diagonal * 0.72;
  const size = Math.min(66, span / Math.max(1, writer.width(heading, { bold: true, size: 1 })));
  const restSize = Math.min(22, span / Math.max(1, writer.width(rest, { size: 1 })));
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  doc.save();
  doc.rotate(angle, { origin: [width / 2, height / 2] });
  doc.fillColor('#c81e1e').fillOpacity(0.13);
  doc.x = width / 2 - span / 2;
  doc.y = height / 2 - size * 0.8;
  writer.text(heading, { bold: true, size, align: 'center', width: span, lineBreak: false });
  if (rest) {
    doc.x = width / 2 - span / 2;
    doc.y = height / 2 + size * 0.55;
    writer.text(rest, { bold: true, size: restSize, align: 'center', width: span, lineBreak: false });
  }
  doc.restore();
  doc.fillOpacity(1);
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

/**
 * An address typed on several lines, on one line: each line break becomes ', ', and a comma typed at the end of a
 * line is not doubled ('…Bhavan,\n1120 Shivaji Chowk' → '…Bhavan, 1120 Shivaji Chowk').
 */
export function oneLineAddress(address: string): string {
  return address.trim().replace(/\s*,?\s*\n\s*/g, ', ');
}

/** The registered address of the legal details, else the site's contact address, on one line. */
export function registeredAddress(legal: ReceiptLegal | null | undefined, sabhaAddress: string): string {
  return oneLineAddress(legal?.registered_address || sabhaAddress);
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
  const state = documents.get(doc);
  if (state) Object.assign(state, { t, writer });
  const left = doc.page.margins.left;
  const top = doc.y;
  const emblemSize = 60;
  doc.image(logo, left, top, { width: emblemSize, height: emblemSize });
  const textX = left + emblemSize + 14;
  const textWidth = contentWidth(doc) - emblemSize - 14;
  const line = (text: string, options: { bold?: boolean; size: number }) => {
    doc.x = textX;
    writer.text(text, { ...options, width: textWidth });
  };
  doc.y = top;
  doc.fillColor(MAROON);
  const sabha = sabhaName(t);
  line(sabha, { bold: true, size: 18 });
  const afterName = doc.y;
  doc.fillColor('#333333');
  // The founding date on the name's line, at its right, when it fits there; else on a line of its own.
  const founded = t('Founded 3 April 1899');
  const nameWidth = writer.width(sabha, { bold: true, size: 18 });
  const foundedWidth = writer.width(founded, { size: 8.5 });
  const besideName = nameWidth + 16 + foundedWidth <= textWidth;
  if (besideName) {
    doc.x = textX + textWidth - foundedWidth - 1;
    doc.y = top + writer.ascent(sabha, { bold: true, size: 18 }) - writer.ascent(founded, { size: 8.5 });
    writer.text(founded, { size: 8.5, width: foundedWidth + 2, lineBreak: false });
    doc.y = afterName;
  }
  // In another language the Sabha's registered (English) name follows its name in that script.
  if (sabha !== SABHA_NAME) line(SABHA_NAME, { bold: true, size: 9.5 });
  if (!besideName) line(founded, { size: 8.5 });
  if (address) line(t('Registered office: {address}', { address }), { size: 8.5 });
  for (const registration of registrations) line(registration, { size: 8.5 });
  doc.x = left;
  doc.y = Math.max(doc.y, top + emblemSize) + 1;
  rule(doc, 1.4);
}

/** The document's title, centred, with the sandbox notice under it when the payment moved no money. */
export function documentTitle(writer: Writer, title: string, sandboxNotice: string | null): void {
  const { doc } = writer;
  const width = contentWidth(doc);
  doc.fillColor(MAROON);
  writer.text(title, { bold: true, size: 14, align: 'center', width });
  doc.fillColor('#000000');
  if (sandboxNotice) {
    // Marked on every page too, with a watermark, when the document ends (finishPages).
    const state = documents.get(doc);
    if (state) state.sandbox = sandboxNotice;
    doc.moveDown(0.1).fillColor('#9b1c1c');
    writer.text(sandboxNotice, { bold: true, size: 9.5, align: 'center', width });
    doc.fillColor('#000000');
  }
  doc.moveDown(0.4);
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
  const valueX = left + 130;
  const width = doc.page.width - valueX - doc.page.margins.right;
  const shown = value || '-';
  const top = doc.y;
  // The label's baseline on the value's first baseline (the value is a size larger, or in another font).
  const labelDrop = Math.max(
    0,
    writer.ascent(shown, { size: 10 }) - writer.ascent(label, { bold: true, size: 9 }),
  );
  doc.fillColor(GREY);
  doc.x = left;
  doc.y = top + labelDrop;
  writer.text(label, { bold: true, size: 9, width: 124 });
  const afterLabel = doc.y;
  doc.fillColor('#000000');
  doc.x = valueX;
  doc.y = top;
  writer.text(shown, { size: 10, width });
  doc.x = left;
  doc.y = Math.max(doc.y, afterLabel) + 1.5;
}

/** A row of the amounts: the label at the left, the amount in rupees at the right. */
export function money(writer: Writer, label: string, paise: number, bold = false): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const top = doc.y;
  doc.fillColor('#000000');
  doc.x = left;
  writer.text(label, { bold, size: 10, width: right - left - 140 });
  const afterLabel = doc.y;
  doc.x = right - 140;
  doc.y = top;
  writer.text(rupees(paise), { bold, size: 10, width: 140, align: 'right' });
  doc.x = left;
  doc.y = Math.max(doc.y, afterLabel) + 1;
}

export function rule(doc: PDFKit.PDFDocument, weight = 0.7): void {
  const y = doc.y + 3;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(weight)
    .strokeColor(MAROON)
    .stroke();
  doc.y = y + 6;
}

export function paragraph(writer: Writer, text: string, size = 9.5, bold = false): void {
  const { doc } = writer;
  doc.x = doc.page.margins.left;
  writer.text(text, {
    size,
    bold,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    lineGap: 1,
  });
  doc.moveDown(0.3);
}

/** The signatory block's width, at the right of the page. */
const SIGNATORY_WIDTH = 200;
/** The room for the signature image between 'For the Sabha' and the line. */
const SIGNATURE_HEIGHT = 36;

/** The signatory block's lines: 'For the Sabha', the name and the designation, with their heights. */
function signatoryLines(writer: Writer, legal: ReceiptLegal, t: Translator) {
  const width = SIGNATORY_WIDTH;
  const lines = [
    { text: t('For {sabha}', { sabha: sabhaName(t) }), bold: true, size: 10 },
    { text: legal.signatory_name, bold: true, size: 10 },
    ...(legal.signatory_designation ? [{ text: legal.signatory_designation, bold: false, size: 9.5 }] : []),
  ];
  return lines.map((line) => ({ ...line, height: writer.height(line.text, { ...line, width }) }));
}

/** The height of the signatory block (0 when no signatory is set). */
export function signatoryHeight(
  writer: Writer,
  legal: ReceiptLegal | null | undefined,
  t: Translator,
): number {
  if (!legal?.signatory_name) return 0;
  const lines = signatoryLines(writer, legal, t);
  return lines.reduce((sum, line) => sum + line.height, 0) + SIGNATURE_HEIGHT + 12;
}

/**
 * The signatory at the right of the page (For the Sabha, the signature image if any, a line, name and
 * designation), shared by receipts, credit notes and Form 10BE certificates. Draws nothing and answers false when
 * no signatory is set; leaves the cursor at `left` below the block. `t` is the receipt's translator (credit notes and
 * Form 10BE stay in English). A sandbox document (documentTitle) carries no signature image: it must never look
 * signed.
 */
export function signatoryBlock(
  doc: PDFKit.PDFDocument,
  writer: Writer,
  legal: ReceiptLegal | null | undefined,
  left: number,
  t: Translator = english,
): boolean {
  if (!legal?.signatory_name) return false;
  const blockWidth = SIGNATORY_WIDTH;
  const blockX = doc.page.width - doc.page.margins.right - blockWidth;
  const [forSabha, ...below] = signatoryLines(writer, legal, t);
  doc.x = blockX;
  writer.text(forSabha.text, { bold: true, size: forSabha.size, width: blockWidth, align: 'center' });
  const signatureTop = doc.y + 2;
  if (legal.signaturePng && !documents.get(doc)?.sandbox) {
    doc.image(legal.signaturePng, blockX + 30, signatureTop, {
      fit: [blockWidth - 60, SIGNATURE_HEIGHT],
      align: 'center',
      valign: 'bottom',
    });
  }
  doc.y = signatureTop + SIGNATURE_HEIGHT + 4;
  doc
    .moveTo(blockX + 20, doc.y)
    .lineTo(blockX + blockWidth - 20, doc.y)
    .lineWidth(0.5)
    .strokeColor('#333333')
    .stroke();
  doc.y += 4;
  for (const line of below) {
    doc.x = blockX;
    writer.text(line.text, { bold: line.bold, size: line.size, width: blockWidth, align: 'center' });
  }
  doc.x = left;
  return true;
}

/**
 * The foot of the document: the signatory at the right and `notes.signed` beside it at the left, level with the
 * signatory's name, in small grey type; or, when no signatory is set, `notes.unsigned` (the document needs no
 * signature). The signatory block is never split across pages: when the page has no room left for it, it starts the
 * next page (which the end of the document numbers, with the document's number: finishPages).
 */
export function signatureAndNote(
  writer: Writer,
  legal: ReceiptLegal | null | undefined,
  t: Translator,
  notes: { signed: string; unsigned: string },
): void {
  const { doc } = writer;
  const left = doc.page.margins.left;
  doc.moveDown(0.4);
  const height = signatoryHeight(writer, legal, t);
  if (!height) {
    doc.fillColor(GREY);
    paragraph(writer, notes.unsigned, 8.5);
    doc.fillColor('#000000');
    return;
  }
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  signatoryBlock(doc, writer, legal, left, t);
  const bottom = doc.y;
  const noteWidth = contentWidth(doc) - SIGNATORY_WIDTH - 24;
  const noteHeight = writer.height(notes.signed, { size: 8.5, width: noteWidth, lineGap: 1 });
  doc.fillColor(GREY);
  doc.x = left;
  doc.y = Math.max(top, bottom - noteHeight - 2);
  writer.text(notes.signed, { size: 8.5, width: noteWidth, lineGap: 1 });
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = Math.max(doc.y, bottom);
}
