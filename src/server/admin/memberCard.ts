import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatOrdinalDate, toIsoDate, todayInIndia } from '../../shared/dates';
import { emblemPng, fontRuns, makeWriter } from '../receipts/pdf';
import { oneLineAddress, pdfBytes } from '../receipts/pdfLayout';

// The member card (docs/product.md "Membership records"): an A4 page with the card's front and back side by side at
// the size of a bank card (85.6 x 54 mm), with cut marks and a fold line: cut out, fold, laminate. Drawn in the
// receipts' fonts, shipped with the app (src/server/receipts/pdf.ts, fontRuns: Noto Serif, and Noto Sans
// Devanagari or Kannada for a name, an address or a signatory written in those scripts; no system font), with the
// Sabha's emblem, the member's photo from the private file store, name, membership number, type, valid-from date
// and the office's address.

export interface MemberCardInput {
  name: string;
  membershipNumber: string;
  dbjsMember: boolean;
  magazineMember: boolean;
  /** When the office approved the membership: the card is valid from that day (India time). */
  validFrom: Date;
  /** PNG or JPEG bytes, or null (the card then shows the member's initials). */
  photo: Buffer | null;
  officeAddress: string;
  officePhone: string;
  officeEmail: string;
  signatoryName: string;
  signatoryDesignation: string;
  /** A sandbox membership: the card says so across its face. */
  test: boolean;
}

const SABHA_NAME = 'Dakshin Bharat Jain Sabha';
const MM = 72 / 25.4;
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 54 * MM;
const MAROON = '#7b1e1e';
const GOLD = '#e2b65c';
const INK = '#222222';
const GREY = '#666666';

// ------------------------------------------------------------------ text in the receipts' fonts

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  characterSpacing?: number;
}

/** The vertical extent of a font at a size, from its baseline: ascender above (positive), descender below. */
function extentOf(
  doc: PDFKit.PDFDocument,
  font: string,
  size: number,
): { ascender: number; descender: number } {
  doc.font(font).fontSize(size);
  // pdfkit's current font; its metrics are not in the typings.
  const current = (doc as unknown as { _font: { ascender: number; descender: number } })._font;
  return { ascender: (current.ascender / 1000) * size, descender: (current.descender / 1000) * size };
}

/** The width of a line of text set run by run in the receipts' fonts (receipts/pdf.ts, fontRuns). */
function widthOf(doc: PDFKit.PDFDocument, text: string, style: Style): number {
  const spacing = style.characterSpacing ?? 0;
  const runs = fontRuns(text, style.bold ?? false);
  return runs.reduce(
    (sum, run) =>
      sum + doc.font(run.font).fontSize(style.size).widthOfString(run.text, { characterSpacing: spacing }),
    spacing * (runs.length - 1),
  );
}

/**
 * The extent of a line of text above and below its baseline: the largest of its fonts', and at least Noto Serif's.
 * Noto Sans Devanagari and Kannada draw up to their (lower) ascenders, where Latin capitals stay well under Noto
 * Serif's: on a baseline set by their own ascender, those scripts would touch the label above the line.
 */
function lineExtent(
  doc: PDFKit.PDFDocument,
  text: string,
  style: Style,
): { ascender: number; descender: number } {
  const bold = style.bold ?? false;
  const fonts = [fontRuns('A', bold)[0].font, ...fontRuns(text, bold).map((run) => run.font)];
  const extents = fonts.map((font) => extentOf(doc, font, style.size));
  return {
    ascender: Math.max(...extents.map((extent) => extent.ascender)),
    descender: Math.min(...extents.map((extent) => extent.descender)),
  };
}

/** The height of a line of text, from its ascender to its descender (lineExtent). */
function heightOf(doc: PDFKit.PDFDocument, text: string, style: Style): number {
  const extent = lineExtent(doc, text, style);
  return extent.ascender - extent.descender;
}

/**
 * One line of text whose top is at `top`, set run by run in the receipts' fonts on one baseline (the fonts of the
 * scripts have ascenders of their own: placed by their tops, a Latin word beside a Devanagari one would sit lower).
 * Answers the line's height.
 */
function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  top: number,
  style: Style & { width?: number; align?: 'left' | 'center' },
): number {
  const spacing = style.characterSpacing ?? 0;
  const runs = fontRuns(text, style.bold ?? false);
  const baseline = top + lineExtent(doc, text, style).ascender;
  let at = x;
  if (style.align === 'center' && style.width !== undefined)
    at = x + Math.max(0, (style.width - widthOf(doc, text, style)) / 2);
  doc.fillColor(style.color ?? INK);
  for (const run of runs) {
    doc
      .font(run.font)
      .fontSize(style.size)
      .text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', characterSpacing: spacing });
    at += doc.widthOfString(run.text, { characterSpacing: spacing }) + spacing;
  }
  return heightOf(doc, text, style);
}

/** A word's letters (grapheme clusters: a Devanagari or Kannada letter keeps its vowel signs and virama). */
function lettersOf(word: string): string[] {
  return Array.from(
    new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(word),
    (part) => part.segment,
  );
}

/**
 * Text broken into lines of at most `width`, between words. A word wider than a line is cut between its letters when
 * `cutWords` is set; otherwise the answer is null (the text does not fit at this size).
 */
function wrapLines(
  doc: PDFKit.PDFDocument,
  text: string,
  style: Style,
  width: number,
  cutWords = false,
): string[] | null {
  // A text that fits keeps its spacing ("Phone …  ·  office@…").
  if (widthOf(doc, text, style) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(doc, candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (widthOf(doc, word, style) <= width) continue;
    if (!cutWords) return null;
    line = '';
    for (const letter of lettersOf(word)) {
      if (line && widthOf(doc, line + letter, style) > width) {
        lines.push(line);
        line = '';
      }
      line += letter;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Block extends Style {
  width: number;
  /** The smallest size the text may shrink to. */
  min: number;
  maxLines: number;
  align?: 'left' | 'center';
}

/**
 * The lines of a text in at most `block.maxLines` lines of `block.width`, at the largest size from `block.size` down
 * to `block.min` (in quarter points) at which it fits between words, else at `block.min` with a word wider than a
 * line cut between its letters; null when it does not fit even so.
 */
function layoutBlock(
  doc: PDFKit.PDFDocument,
  text: string,
  block: Block,
): { lines: string[]; size: number } | null {
  for (let size = block.size; size >= block.min; size -= 0.25) {
    const lines = wrapLines(doc, text, { ...block, size }, block.width);
    if (lines && lines.length <= block.maxLines) return { lines, size };
  }
  const lines = wrapLines(doc, text, { ...block, size: block.min }, block.width, true);
  return lines && lines.length <= block.maxLines ? { lines, size: block.min } : null;
}

/** Lines drawn one under the other from `top`, tight (a tenth of the size less than the fonts' own spacing). */
function drawLines(
  doc: PDFKit.PDFDocument,
  lines: string[],
  x: number,
  top: number,
  style: Style & { width?: number; align?: 'left' | 'center' },
): number {
  let y = top;
  lines.forEach((line, index) => {
    y += drawLine(doc, line, x, y, style) - (index < lines.length - 1 ? 0.1 * style.size : 0);
  });
  return y - top;
}

/**
 * Text in at most `block.maxLines` lines, shrunk to fit whole (layoutBlock); a text too long even at the smallest
 * size (an office's long address or designation) is cut at the end of its last line, marked "…". Answers the height
 * drawn.
 */
function textBlock(doc: PDFKit.PDFDocument, text: string, x: number, top: number, block: Block): number {
  const laid = layoutBlock(doc, text, block);
  if (laid) return drawLines(doc, laid.lines, x, top, { ...block, size: laid.size });
  const style = { ...block, size: block.min };
  const lines = (wrapLines(doc, text, style, block.width, true) ?? [text]).slice(0, block.maxLines);
  let last = lettersOf(lines[lines.length - 1]);
  while (last.length > 1 && widthOf(doc, `${last.join('').trimEnd()}…`, style) > block.width)
    last = last.slice(0, -1);
  lines[lines.length - 1] = `${last.join('').trimEnd()}…`;
  return drawLines(doc, lines, x, top, style);
}

/**
 * The member's name in bold, as large as it fits beside the photo: on one line (10.5 down to 8.5 points), else on two
 * (9.5 down to 6.5 points), else on three (6.5 down to 5.5 points, the size of the card's small print): the forms
 * allow three names of 50 letters each. Only a name that fits in none of these (names of ordinary words fit) loses
 * words from its middle, shown as "…", never its first word or its surname: the card identifies the member by them.
 * Answers the height drawn.
 */
function fitName(doc: PDFKit.PDFDocument, name: string, x: number, top: number, width: number): number {
  const style = { bold: true, color: INK, width };
  const words = name.split(/\s+/).filter(Boolean);
  const tries: Array<{ text: string; block: Block }> = [
    { text: name, block: { ...style, size: 10.5, min: 8.5, maxLines: 1 } },
    { text: name, block: { ...style, size: 9.5, min: 6.5, maxLines: 2 } },
    { text: name, block: { ...style, size: 6.5, min: 5.5, maxLines: 3 } },
  ];
  // The first word, "…" and as many of the last words as fit.
  for (let kept = words.length - 2; kept >= 1; kept -= 1)
    tries.push({
      text: [words[0], '…', ...words.slice(-kept)].join(' '),
      block: { ...style, size: 5.5, min: 5.5, maxLines: 3 },
    });
  for (const attempt of tries) {
    const laid = layoutBlock(doc, attempt.text, attempt.block);
    if (laid) return drawLines(doc, laid.lines, x, top, { ...style, size: laid.size });
  }
  // Past the forms' limits: the last word, smaller still.
  return textBlock(doc, ['…', ...words.slice(-1)].join(' '), x, top, {
    ...style,
    size: 5.5,
    min: 3,
    maxLines: 3,
  });
}

/** The photo as a 3:4 portrait JPEG, turned upright by its EXIF orientation; null when it cannot be read. */
async function portrait(photo: Buffer | null): Promise<Buffer | null> {
  if (!photo) return null;
  try {
    return await sharp(photo)
      .rotate()
      .resize(330, 440, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer();
  } catch {
    return null;
  }
}

export function membershipTypeLabel(dbjsMember: boolean, magazineMember: boolean): string {
  if (dbjsMember && magazineMember) return 'Life member and magazine subscriber';
  if (dbjsMember) return 'Life member';
  return 'Magazine member (5 years)';
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => Array.from(part)[0] ?? '')
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('')
    .toUpperCase();
}

function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  drawLine(doc, text.toUpperCase(), x, y, { size: 5.2, color: GREY, characterSpacing: 0.6 });
}

function cardOutline(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc
    .save()
    .roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 3.18 * MM)
    .lineWidth(0.4)
    .strokeColor('#b9b9b9')
    .stroke()
    .restore();
}

function cutMarks(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number): void {
  const gap = 4;
  const len = 10;
  doc.save().lineWidth(0.4).strokeColor('#888888');
  for (const [cx, cy] of [
    [x, y],
    [x + width, y],
    [x, y + height],
    [x + width, y + height],
  ]) {
    const dx = cx === x ? -1 : 1;
    const dy = cy === y ? -1 : 1;
    doc
      .moveTo(cx + dx * gap, cy)
      .lineTo(cx + dx * (gap + len), cy)
      .stroke();
    doc
      .moveTo(cx, cy + dy * gap)
      .lineTo(cx, cy + dy * (gap + len))
      .stroke();
  }
  doc.restore();
}

async function front(doc: PDFKit.PDFDocument, input: MemberCardInput, x: number, y: number): Promise<void> {
  const radius = 3.18 * MM;
  doc.save();
  doc.roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, radius).clip();
  doc.rect(x, y, CARD_WIDTH, CARD_HEIGHT).fill('#fffaf0');
  // Header band: emblem, name, "Member card".
  const band = 40;
  doc.rect(x, y, CARD_WIDTH, band).fill(MAROON);
  doc.rect(x, y + band, CARD_WIDTH, 1.6).fill(GOLD);
  doc.image(await emblemPng(), x + 8, y + 6, { width: 28, height: 28 });
  drawLine(doc, SABHA_NAME, x + 42, y + 9, { size: 11, bold: true, color: '#ffffff' });
  drawLine(doc, 'MEMBER CARD  ·  FOUNDED 1899', x + 42, y + 25, {
    size: 6.4,
    color: GOLD,
    characterSpacing: 0.8,
  });

  // Photo (3:4) or the member's initials.
  const photoX = x + 9;
  const photoY = y + band + 8;
  const photoW = 66;
  const photoH = 88;
  const picture = await portrait(input.photo);
  if (picture) {
    doc.image(picture, photoX, photoY, { width: photoW, height: photoH });
  } else {
    doc.rect(photoX, photoY, photoW, photoH).fill('#e9e2d6');
    textBlock(doc, initialsOf(input.name) || '?', photoX + 4, photoY + photoH / 2 - 16, {
      size: 24,
      min: 12,
      maxLines: 1,
      bold: true,
      color: '#9a8f80',
      width: photoW - 8,
      align: 'center',
    });
  }
  doc.rect(photoX, photoY, photoW, photoH).lineWidth(0.8).strokeColor(GOLD).stroke();

  // Details. A name on two lines moves the rows under it down (the card has room below them).
  const textX = photoX + photoW + 10;
  const textW = x + CARD_WIDTH - textX - 8;
  let rowY = photoY;
  label(doc, 'Name', textX, rowY);
  const nameHeight = fitName(doc, input.name, textX, rowY + 6, textW);
  rowY += Math.max(24, 6 + nameHeight + 3);
  label(doc, 'Membership no.', textX, rowY);
  textBlock(doc, input.membershipNumber, textX, rowY + 6, {
    width: textW,
    size: 10,
    min: 7,
    maxLines: 1,
    bold: true,
    color: MAROON,
  });
  rowY += 23;
  label(doc, 'Membership', textX, rowY);
  textBlock(doc, membershipTypeLabel(input.dbjsMember, input.magazineMember), textX, rowY + 6, {
    width: textW,
    size: 7.6,
    min: 5.5,
    maxLines: 1,
  });
  rowY += 20;
  label(doc, 'Valid from', textX, rowY);
  textBlock(doc, formatOrdinalDate(toIsoDate(todayInIndia(input.validFrom))), textX, rowY + 6, {
    width: textW,
    size: 7.6,
    min: 5.5,
    maxLines: 1,
  });

  if (input.test) {
    doc
      .save()
      .rotate(-18, { origin: [x + CARD_WIDTH / 2, y + CARD_HEIGHT / 2] })
      .opacity(0.35);
    drawLine(doc, 'SANDBOX TEST', x, y + CARD_HEIGHT / 2 - 12, {
      size: 22,
      bold: true,
      color: '#c0392b',
      width: CARD_WIDTH,
      align: 'center',
    });
    doc.restore();
  }
  doc.restore();
  cardOutline(doc, x, y);
}

function back(doc: PDFKit.PDFDocument, input: MemberCardInput, x: number, y: number): void {
  const radius = 3.18 * MM;
  doc.save();
  doc.roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, radius).clip();
  doc.rect(x, y, CARD_WIDTH, CARD_HEIGHT).fill('#fffaf0');
  doc.rect(x, y, CARD_WIDTH, 6).fill(MAROON);
  doc.rect(x, y + 6, CARD_WIDTH, 1.2).fill(GOLD);
  const innerX = x + 12;
  const innerW = CARD_WIDTH - 24;
  drawLine(doc, SABHA_NAME, innerX, y + 15, { size: 8, bold: true, color: MAROON });
  const address =
    oneLineAddress(input.officeAddress) || 'Office address not yet entered in the console settings.';
  textBlock(doc, address, innerX, y + 27, { size: 6.6, min: 5.4, width: innerW, maxLines: 4 });
  const contacts = [input.officePhone && `Phone ${input.officePhone}`, input.officeEmail]
    .filter(Boolean)
    .join('  ·  ');
  if (contacts) textBlock(doc, contacts, innerX, y + 64, { size: 6.4, min: 4.8, width: innerW, maxLines: 1 });
  doc.fillColor(GREY);
  doc.x = innerX;
  doc.y = y + 80;
  makeWriter(doc).text(
    `This card is issued to the member named overleaf under membership number ${input.membershipNumber}. ` +
      'It remains the property of the Sabha; if found, please return it to the office above.',
    { size: 5.6, width: innerW, lineGap: 0.6 },
  );
  // Signature line.
  const lineY = y + CARD_HEIGHT - 24;
  const lineX = x + CARD_WIDTH - 12 - 96;
  doc
    .moveTo(lineX, lineY)
    .lineTo(lineX + 96, lineY)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  const signatory = [input.signatoryName, input.signatoryDesignation].filter(Boolean).join(', ');
  textBlock(doc, signatory || 'Authorised signatory', lineX, lineY + 3, {
    size: 5.4,
    min: 4.6,
    maxLines: 2,
    color: GREY,
    width: 96,
    align: 'center',
  });
  doc.restore();
  cardOutline(doc, x, y);
}

/** The card's PDF: front and back beside each other on an A4 page, cut marks around them and a fold line between. */
export async function renderMemberCardPdf(
  input: MemberCardInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    compress: options.compress ?? true,
    margin: 0,
    info: {
      Title: `Member card ${input.membershipNumber}`,
      Author: SABHA_NAME,
      Subject: 'Member card',
      Creator: SABHA_NAME,
    },
  });
  const done = pdfBytes(doc);
  const left = (doc.page.width - 2 * CARD_WIDTH) / 2;
  const top = 90;
  drawLine(doc, `Member card ${input.membershipNumber}`, left, 46, { size: 13, bold: true, color: MAROON });
  await front(doc, input, left, top);
  back(doc, input, left + CARD_WIDTH, top);
  cutMarks(doc, left, top, 2 * CARD_WIDTH, CARD_HEIGHT);
  // Fold line between front and back.
  doc
    .save()
    .moveTo(left + CARD_WIDTH, top - 14)
    .lineTo(left + CARD_WIDTH, top - 4)
    .moveTo(left + CARD_WIDTH, top + CARD_HEIGHT + 4)
    .lineTo(left + CARD_WIDTH, top + CARD_HEIGHT + 14)
    .lineWidth(0.4)
    .dash(2, { space: 2 })
    .strokeColor('#888888')
    .stroke()
    .restore();
  doc.fillColor(GREY);
  doc.x = left;
  doc.y = top + CARD_HEIGHT + 24;
  makeWriter(doc).text(
    'Print at actual size (100 %, no "fit to page"). Cut along the outer marks, fold along the middle so the ' +
      'front and back face outwards, and laminate. The card measures 85.6 x 54 mm, the size of a bank card.',
    { size: 9, width: 2 * CARD_WIDTH },
  );
  doc.end();
  return done;
}
