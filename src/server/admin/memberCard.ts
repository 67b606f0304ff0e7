import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatOrdinalDate, toIsoDate, todayInIndia } from '../../shared/dates';
import { pdfBytes } from '../receipts/pdfLayout';

// The member card (docs/product.md "Membership records"): an A4 page with the card's front and back side by side at
// the size of a bank card (85.6 x 54 mm), with cut marks and a fold line: cut out, fold, laminate. Drawn in the
// receipts' font (Noto Serif, src/server/receipts/pdf.ts) with the Sabha's emblem, the member's photo from the
// private file store, name, membership number, type, valid-from date and the office's address.

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

// The receipts' fonts: Noto Serif from @expo-google-fonts/noto-serif, whole (with ₹ and Latin extensions); names in
// Devanagari or Kannada use the system's Noto fonts when the machine has them.
const NOTO_SERIF_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-serif/package.json'));
const SERIF = path.join(NOTO_SERIF_DIR, '400Regular', 'NotoSerif_400Regular.ttf');
const SERIF_BOLD = path.join(NOTO_SERIF_DIR, '700Bold', 'NotoSerif_700Bold.ttf');
const SCRIPT_FONTS: { pattern: RegExp; files: string[] }[] = [
  {
    pattern: /[\u0900-\u097f]/,
    files: ['NotoSansDevanagari-Regular.ttf', 'NotoSerifDevanagari-Regular.ttf'],
  },
  { pattern: /[\u0c80-\u0cff]/, files: ['NotoSansKannada-Regular.ttf', 'NotoSerifKannada-Regular.ttf'] },
];
const FONT_DIRS = [
  '/usr/share/fonts/truetype/noto',
  '/usr/share/fonts/noto',
  '/usr/share/fonts/opentype/noto',
];

/**
 * The font for a line of text, and the text as it can be shown: Noto Serif, or a system font of the line's script
 * when it is not Latin. Without such a font the script's letters show as "?", as on the receipts, never as boxes.
 */
function fontAndText(text: string, bold: boolean): { font: string; text: string } {
  const script = SCRIPT_FONTS.find((entry) => entry.pattern.test(text));
  if (script) {
    for (const dir of FONT_DIRS) {
      for (const file of script.files) {
        const candidate = path.join(dir, file);
        if (fs.existsSync(candidate)) return { font: candidate, text };
      }
    }
    const letters = new RegExp(script.pattern.source, 'g');
    return { font: bold ? SERIF_BOLD : SERIF, text: text.replace(letters, '?').replace(/\?+/g, '?') };
  }
  return { font: bold ? SERIF_BOLD : SERIF, text };
}

const EMBLEM_SVG = path.resolve(__dirname, '../../../public/images/brand/emblem.svg');
let emblem: Promise<Buffer> | undefined;

function emblemPng(): Promise<Buffer> {
  emblem ??= sharp(EMBLEM_SVG, { density: 300 })
    .resize(240, 240, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
  return emblem;
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

/** Text shrunk until it fits one line of `width` (down to `min` points). */
function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { width: number; size: number; min: number; bold?: boolean; color?: string },
): void {
  const shown = fontAndText(text, options.bold ?? false);
  doc.font(shown.font);
  text = shown.text;
  let size = options.size;
  while (size > options.min && doc.fontSize(size).widthOfString(text) > options.width) size -= 0.25;
  doc
    .fillColor(options.color ?? INK)
    .fontSize(size)
    .text(text, x, y, { width: options.width, lineBreak: false, ellipsis: true, height: size * 1.4 });
}

function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  doc
    .font(SERIF)
    .fontSize(5.2)
    .fillColor(GREY)
    .text(text.toUpperCase(), x, y, { characterSpacing: 0.6, lineBreak: false });
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
  doc
    .font(SERIF_BOLD)
    .fontSize(11)
    .fillColor('#ffffff')
    .text(SABHA_NAME, x + 42, y + 9, { lineBreak: false });
  doc
    .font(SERIF)
    .fontSize(6.4)
    .fillColor(GOLD)
    .text('MEMBER CARD  ·  FOUNDED 1899', x + 42, y + 25, { characterSpacing: 0.8, lineBreak: false });

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
    const initials = fontAndText(initialsOf(input.name) || '?', true);
    doc
      .font(initials.font)
      .fontSize(24)
      .fillColor('#9a8f80')
      .text(initials.text, photoX, photoY + photoH / 2 - 16, {
        width: photoW,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.rect(photoX, photoY, photoW, photoH).lineWidth(0.8).strokeColor(GOLD).stroke();

  // Details.
  const textX = photoX + photoW + 10;
  const textW = x + CARD_WIDTH - textX - 8;
  let rowY = photoY;
  label(doc, 'Name', textX, rowY);
  fitText(doc, input.name, textX, rowY + 6, { width: textW, size: 10.5, min: 6.5, bold: true });
  rowY += 24;
  label(doc, 'Membership no.', textX, rowY);
  fitText(doc, input.membershipNumber, textX, rowY + 6, {
    width: textW,
    size: 10,
    min: 7,
    bold: true,
    color: MAROON,
  });
  rowY += 23;
  label(doc, 'Membership', textX, rowY);
  fitText(doc, membershipTypeLabel(input.dbjsMember, input.magazineMember), textX, rowY + 6, {
    width: textW,
    size: 7.6,
    min: 5.5,
  });
  rowY += 20;
  label(doc, 'Valid from', textX, rowY);
  fitText(doc, formatOrdinalDate(toIsoDate(todayInIndia(input.validFrom))), textX, rowY + 6, {
    width: textW,
    size: 7.6,
    min: 5.5,
  });

  if (input.test) {
    doc
      .save()
      .rotate(-18, { origin: [x + CARD_WIDTH / 2, y + CARD_HEIGHT / 2] })
      .font(SERIF_BOLD)
      .fontSize(22)
      .fillColor('#c0392b')
      .opacity(0.35)
      .text('SANDBOX TEST', x, y + CARD_HEIGHT / 2 - 12, {
        width: CARD_WIDTH,
        align: 'center',
        lineBreak: false,
      })
      .restore();
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
  doc
    .font(SERIF_BOLD)
    .fontSize(8)
    .fillColor(MAROON)
    .text(SABHA_NAME, innerX, y + 15, { width: innerW });
  const address = fontAndText(input.officeAddress.trim().replace(/\s*,?\s*\n\s*/g, ', '), false);
  doc.font(address.font).fontSize(6.6).fillColor(INK);
  doc.text(address.text || 'Office address not yet entered in the console settings.', innerX, y + 27, {
    width: innerW,
    height: 36,
    ellipsis: true,
  });
  const contacts = [input.officePhone && `Phone ${input.officePhone}`, input.officeEmail]
    .filter(Boolean)
    .join('  ·  ');
  if (contacts)
    doc
      .font(SERIF)
      .fontSize(6.4)
      .fillColor(INK)
      .text(contacts, innerX, y + 64, { width: innerW, lineBreak: false });
  doc
    .font(SERIF)
    .fontSize(5.6)
    .fillColor(GREY)
    .text(
      `This card is issued to the member named overleaf under membership number ${input.membershipNumber}. ` +
        'It remains the property of the Sabha; if found, please return it to the office above.',
      innerX,
      y + 80,
      { width: innerW, lineGap: 0.6 },
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
  const signatory = fontAndText(
    [input.signatoryName, input.signatoryDesignation].filter(Boolean).join(', '),
    false,
  );
  doc
    .font(signatory.font)
    .fontSize(5.4)
    .fillColor(GREY)
    .text(signatory.text || 'Authorised signatory', lineX, lineY + 3, {
      width: 96,
      align: 'center',
      lineBreak: false,
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
  doc.font(SERIF_BOLD).fontSize(13).fillColor(MAROON).text(`Member card ${input.membershipNumber}`, left, 46);
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
  doc
    .font(SERIF)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      'Print at actual size (100 %, no "fit to page"). Cut along the outer marks, fold along the middle so the ' +
        'front and back face outwards, and laminate. The card measures 85.6 x 54 mm, the size of a bank card.',
      left,
      top + CARD_HEIGHT + 24,
      { width: 2 * CARD_WIDTH },
    );
  doc.end();
  return done;
}
