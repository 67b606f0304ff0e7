import path from 'node:path';
import sharp from 'sharp';
import { formatOrdinalDate, toIsoDate, todayInIndia } from '../../shared/dates';
import { LIFE_MEMBERSHIP_PAISE, MAGAZINE_MEMBERSHIP_PAISE } from '../../shared/money';
import {
  approval80gOn,
  CASH_80G_LIMIT_PAISE,
  donationCategoryOf,
  donationPurposeLabel,
  type Approval80g,
} from '../../shared/validation/receiptDetails';
import { OFFLINE_MODE_LABELS, type OfflineMode } from '../../shared/validation/offline';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';
import type { ReceiptLegal, ReceiptRecord } from '../repositories/receipts';
import { translatorFor } from '../lib/translate';
import { amountInWords } from './amountInWords';
import {
  field,
  money,
  paragraph,
  receiptHead,
  registrationIds,
  rule,
  rupees,
  sabhaName,
  signatureAndNote,
  startDocument,
} from './pdfLayout';

// Receipts as PDF. Each is rendered once, when its order becomes paid, and kept as issued (receipts/issue.ts).
// Donations carry the Sabha's 80G approval, the donation type, the donor's PAN when given and the amount in words;
// membership fees are not donations, so their receipts carry no 80G wording.
// A receipt is in the language the payer paid in (orders.language): its labels, sentences, dates and the amount in
// words; the identifiers (receipt number, PAN, URN, references) and the amounts (₹, Indian grouping) are the same in
// every language. Credit notes and Form 10BE stay in English.

// The Sabha's names, the rupee format and the parts of the page that credit notes and Form 10BE certificates draw
// alike live in receipts/pdfLayout.ts; the mails (receipts/deliver.ts, subscriptionMail.ts, form10beMail.ts) take
// the names and the rupee format from here, with the receipt's other texts.
export { rupees, SABHA_NAME, sabhaName } from './pdfLayout';

/** A translator of English texts with their values (lib/translate.ts); the extractor reads the literals passed to it. */
export type Translator = (text: string, values?: Record<string, unknown>) => string;

/** The translator of a record's language; English for a row without one. */
export function receiptTranslator(language: unknown): { language: Language; t: Translator } {
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { language: chosen, t: translatorFor(chosen) };
}

/** A sandbox payment moved no money: its receipt must never pass for a real one. */
export const SANDBOX_NOTICE = 'SANDBOX TEST RECEIPT: no money was received; not valid for any purpose.';

function sandboxNotice(t: Translator): string {
  return t('SANDBOX TEST RECEIPT: no money was received; not valid for any purpose.');
}

/** How the money came: online through the gateway, or the office's record of cash, cheque, transfer or UPI. */
/** An office payment mode's name in a language. */
function offlineModeLabel(mode: string, t: Translator): string {
  switch (mode as OfflineMode) {
    case 'cash':
      return t('Cash');
    case 'cheque':
      return t('Cheque');
    case 'demand_draft':
      return t('Demand draft');
    case 'bank_transfer':
      return t('Bank transfer (NEFT/RTGS/IMPS)');
    case 'upi':
      return t('UPI');
    default:
      return OFFLINE_MODE_LABELS[mode as OfflineMode] ?? mode;
  }
}

export function paymentMode(
  gateway: string,
  offline?: { mode: string; instrumentNumber: string; bank: string; instrumentDate: string | null },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const t = translatorFor(language);
  if (offline) {
    const label = offlineModeLabel(offline.mode, t);
    const details = [
      offline.instrumentNumber ? t('no. {number}', { number: offline.instrumentNumber }) : '',
      offline.instrumentDate
        ? t('dated {date}', { date: formatOrdinalDate(offline.instrumentDate, language) })
        : '',
      offline.bank ? offline.bank : '',
    ].filter(Boolean);
    return [label, ...details].join(', ');
  }
  return gateway === 'razorpay' ? t('Online (Razorpay)') : t('Online (sandbox)');
}

export function receiptDate(paidAt: Date, language: Language = DEFAULT_LANGUAGE): string {
  return formatOrdinalDate(toIsoDate(todayInIndia(paidAt)), language);
}

/** '15th June, 2022' for a YYYY-MM-DD date (in Marathi '15 जून, 2022'); '' stays ''. */
function shownDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  return iso ? formatOrdinalDate(iso, language) : '';
}

/** A donation's category (corpus, specific grant or general) in a language. */
function donationCategoryLabel(donationType: string, t: Translator): string {
  switch (donationCategoryOf(donationType)) {
    case 'corpus':
      return t('Corpus donation');
    case 'others':
      return t('General donation (not corpus)');
    default:
      return t('Specific grant (not corpus)');
  }
}

/** A donation's purpose in a language; a purpose the list does not know is printed as recorded. */
function donationPurposeText(donationType: string, t: Translator): string {
  switch (donationType) {
    case 'cost_of_education':
      return t('Cost of education');
    case 'general':
      return t('General purposes of the Sabha');
    case 'corpus':
      return t('Corpus of the Sabha');
    default:
      return donationPurposeLabel(donationType);
  }
}

/** The frequency the donor chose (One Time, Monthly, Yearly) in a language. */
function frequencyText(frequency: string, t: Translator): string {
  switch (frequency) {
    case 'One Time':
      return t('One Time');
    case 'Monthly':
      return t('Monthly');
    case 'Yearly':
      return t('Yearly');
    default:
      return frequency;
  }
}

export function personName(person: { firstName: string; middleName: string; surname: string }): string {
  return [person.firstName, person.middleName, person.surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The parts of a person's postal address as the forms ask for them. */
export interface PostalAddressParts {
  address: string;
  tehsil: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
}

export function postalAddress(person: PostalAddressParts): string {
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
// Devanagari (Marathi, Hindi) and Kannada, in the receipt's own texts and in names and addresses written in those
// scripts (the validation allows letters of any script), are set in Noto Sans Devanagari and Noto Sans Kannada from
// the npm packages @expo-google-fonts/noto-sans-devanagari and -kannada, also shipped with the app. pdfkit shapes
// them through fontkit (conjuncts, vowel signs before their consonant, reph), run by run: the writer below cuts a
// text into runs of one script each.
const NOTO_SERIF_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-serif/package.json'));
const SERIF = {
  regular: path.join(NOTO_SERIF_DIR, '400Regular', 'NotoSerif_400Regular.ttf'),
  bold: path.join(NOTO_SERIF_DIR, '700Bold', 'NotoSerif_700Bold.ttf'),
};
const DEVANAGARI_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const KANNADA_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-kannada/package.json'));
const DEVANAGARI = {
  regular: path.join(DEVANAGARI_DIR, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
  bold: path.join(DEVANAGARI_DIR, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
};
const KANNADA = {
  regular: path.join(KANNADA_DIR, '400Regular', 'NotoSansKannada_400Regular.ttf'),
  bold: path.join(KANNADA_DIR, '700Bold', 'NotoSansKannada_700Bold.ttf'),
};

/** Devanagari and its extensions, with the vedic signs; the dandas (U+0964, U+0965) are shared with Kannada. */
function isDevanagari(code: number): boolean {
  return (
    (code >= 0x0900 && code <= 0x097f && code !== 0x0964 && code !== 0x0965) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    (code >= 0x1cd0 && code <= 0x1cff)
  );
}
function isKannada(code: number): boolean {
  return code >= 0x0c80 && code <= 0x0cff;
}
/** Joiners, dandas and combining marks belong to the run they are in (they shape with the letters around them). */
function isJoining(char: string): boolean {
  return ['\u200c', '\u200d', '\u0964', '\u0965'].includes(char) || /^\p{M}$/u.test(char);
}

/** The font file of a script character; null for a character of no script of ours (Latin, digits, punctuation). */
function scriptFontFor(char: string, bold: boolean): string | null {
  const code = char.codePointAt(0) ?? 0;
  if (isDevanagari(code)) return bold ? DEVANAGARI.bold : DEVANAGARI.regular;
  if (isKannada(code)) return bold ? KANNADA.bold : KANNADA.regular;
  return null;
}

// fontkit (pdfkit's font engine) tells which characters a font has; it ships no types of its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require('fontkit') as { openSync(file: string): FontkitFont };
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  ascent: number;
  unitsPerEm: number;
}
const openedFonts = new Map<string, FontkitFont>();

function openedFont(file: string): FontkitFont {
  let font = openedFonts.get(file);
  if (!font) {
    font = fontkit.openSync(file);
    openedFonts.set(file, font);
  }
  return font;
}

function fontHas(file: string, char: string): boolean {
  return openedFont(file).hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
}

/** The Noto Sans of a receipt's language (Devanagari for Marathi and Hindi, Kannada); null for English. */
function languageFont(language: Language, bold: boolean): string | null {
  if (language === 'mr' || language === 'hi') return bold ? DEVANAGARI.bold : DEVANAGARI.regular;
  if (language === 'kn') return bold ? KANNADA.bold : KANNADA.regular;
  return null;
}

/** A Basic Latin letter. Noto Sans Kannada Bold draws these at regular weight: a bold run sets them elsewhere. */
function isLatinLetter(char: string): boolean {
  return /^[A-Za-z]$/.test(char);
}

/**
 * A text cut into runs that each take one font. In an English document Latin text keeps Noto Serif and only the
 * Devanagari or Kannada in it (a name, an address) takes that script's Noto Sans, run by run. In a Marathi, Hindi or
 * Kannada receipt a text in one script is set in its Noto Sans whole, its digits, Latin words and ₹ included (both
 * fonts have them), and so is a text of Latin letters and digits only (a receipt number, a PAN, an email, an amount):
 * the language's Noto Sans, so that labels and values look alike and sit on one baseline. Spaces and punctuation stay
 * in the run before them (a line never breaks on a change of font inside a word), and so do joiners and marks.
 * Noto Sans Kannada Bold has no bold Latin letters (they come out at regular weight beside bold Kannada and digits):
 * in a bold run they are set in Noto Sans Devanagari Bold, whose Latin is the same design in bold.
 */
export function fontRuns(
  value: string,
  bold = false,
  language: Language = DEFAULT_LANGUAGE,
): Array<{ font: string; text: string }> {
  const serif = bold ? SERIF.bold : SERIF.regular;
  const chars = Array.from(value);
  const scripts = new Set(chars.map((char) => scriptFontFor(char, bold)).filter((font) => font !== null));
  const own = languageFont(language, bold);
  const base =
    language === DEFAULT_LANGUAGE
      ? serif
      : scripts.size === 1
        ? [...scripts][0]
        : scripts.size === 0 && own
          ? own
          : serif;
  const runs: Array<{ font: string; text: string }> = [];
  for (const char of chars) {
    const previous = runs[runs.length - 1];
    let font = scriptFontFor(char, bold);
    if (!font && previous) {
      if (isJoining(char)) font = previous.font;
      // Both Noto Sans fonts have these (and the rest of Basic Latin).
      else if (/[\s,.;:()/'"!?-]/.test(char)) font = previous.font;
    }
    if (!font) font = base !== serif && fontHas(base, char) ? base : serif;
    if (font === KANNADA.bold && isLatinLetter(char)) font = DEVANAGARI.bold;
    if (previous && previous.font === font) previous.text += char;
    else runs.push({ font, text: char });
  }
  if (runs.length === 0) runs.push({ font: serif, text: '' });
  return runs;
}

/** A font file's ascent in ems (for the baseline of a line that mixes fonts). */
function ascentOf(file: string): number {
  const font = openedFont(file);
  return font.ascent / font.unitsPerEm;
}

export interface Writer {
  doc: PDFKit.PDFDocument;
  /** Text in Noto Serif, switching font run by run where the text is in another script. */
  text(value: string, options?: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number }): void;
  /** How far below the top of its line `value`'s baseline falls when written with `text` in these options. */
  ascent(value: string, options?: { bold?: boolean; size?: number }): number;
  /** The width of `value` on one line, run by run. */
  width(value: string, options?: { bold?: boolean; size?: number }): number;
  /** The height `text` would take for `value` wrapped in `width` (measured in the font of its first run). */
  height(value: string, options: { bold?: boolean; size?: number; width: number; lineGap?: number }): number;
}

/**
 * A writer for a document in `language` (credit notes and Form 10BE: English). The runs of a text share one
 * baseline, the tallest of their fonts' ascents below the top of the line: pdfkit otherwise hangs each run from the
 * top by its own font's ascent, and Noto Serif's is taller than Noto Sans Devanagari's or Kannada's, so a Latin value
 * sat 2 to 3 points lower than the Devanagari or Kannada around it.
 */
export function makeWriter(doc: PDFKit.PDFDocument, language: Language = DEFAULT_LANGUAGE): Writer {
  const ascent = (value: string, options: { bold?: boolean; size?: number } = {}) => {
    const { bold = false, size = 11 } = options;
    return Math.max(...fontRuns(value, bold, language).map((run) => ascentOf(run.font))) * size;
  };
  return {
    doc,
    ascent,
    width(value, options = {}) {
      const { bold = false, size = 11 } = options;
      return fontRuns(value, bold, language).reduce(
        (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text),
        0,
      );
    },
    height(value, options) {
      const { bold = false, size = 11, ...rest } = options;
      const [first] = fontRuns(value, bold, language);
      return doc.font(first.font).fontSize(size).heightOfString(value, rest);
    },
    text(value, options = {}) {
      const { bold = false, size = 11, ...rest } = options;
      const runs = fontRuns(value, bold, language);
      const baseline = -ascent(value, { bold, size });
      runs.forEach((run, index) => {
        doc
          .font(run.font)
          .fontSize(size)
          .text(run.text, { baseline, ...rest, continued: index < runs.length - 1 });
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

// ------------------------------------------------------------------ the receipt

/** The Sabha's registrations, a line each; what the office has not filled in is left out. */
function registrationLines(record: ReceiptRecord, language: Language, t: Translator): string[] {
  const legal = record.legal;
  if (!legal) return [];
  const lines = registrationIds(legal, t);
  // A membership fee is not a donation: its receipt names no 80G approval at all.
  // The approval as recorded, even when it did not cover the payment's date: the 80G paragraph then says so.
  if (legal.urn_80g && record.kind === 'donation') {
    lines.push(
      legal.approved_80g_on
        ? t('80G approval (URN): {urn}, dated {date}', {
            urn: legal.urn_80g,
            date: shownDate(legal.approved_80g_on, language),
          })
        : t('80G approval (URN): {urn}', { urn: legal.urn_80g }),
    );
    const from = shownDate(legal.valid_80g_from, language);
    const until = shownDate(legal.valid_80g_until, language);
    if (from && until) lines.push(t('80G approval valid from {from} until {until}', { from, until }));
    else if (from) lines.push(t('80G approval valid from {from}', { from }));
    else if (until) lines.push(t('80G approval valid until {until}', { until }));
  }
  return lines;
}

/** What every part of a receipt reads: the writer, the record, and the receipt's language with its translator. */
interface ReceiptPage {
  writer: Writer;
  record: ReceiptRecord;
  language: Language;
  t: Translator;
}

/** The receipt's fields: its number and date, the payer, how they paid and, for a donation, what it is for. */
function receiptFields(page: ReceiptPage, receiptNumber: string, paidAt: Date): void {
  const { writer, record, language, t } = page;
  const { order, person } = record;
  const isDonation = record.kind === 'donation';
  field(writer, t('Receipt number'), receiptNumber);
  if (record.replacesNumber)
    field(
      writer,
      t('Issued in place of'),
      t('Receipt {number} (cancelled)', { number: record.replacesNumber }),
    );
  field(writer, t('Date'), receiptDate(paidAt, language));
  field(writer, isDonation ? t('Received with thanks from') : t('Received from'), personName(person));
  field(writer, t('Address'), postalAddress(person));
  if (record.kind === 'donation' && record.person.pan.trim())
    field(writer, t("Donor's PAN"), record.person.pan.trim().toUpperCase());
  if (person.email.trim()) field(writer, t('Email'), person.email.trim());
  field(writer, t('Mode of payment'), paymentMode(order.gateway, record.offline, language));
  if (!record.offline) {
    field(writer, t('Payment reference'), order.paymentId ?? '-');
    field(writer, t('Order reference'), order.receiptId);
  }
  if (record.kind === 'donation') {
    field(writer, t('Donation type'), donationCategoryLabel(record.person.donationType, t));
    field(writer, t('Purpose'), donationPurposeText(record.person.donationType, t));
    field(writer, t('Frequency chosen'), frequencyText(record.person.frequency, t));
    // The receipt is kept for years, longer than a signed link lives: it says where the donor's current link is.
    if (order.subscriptionId !== null && order.subscriptionId !== undefined)
      field(
        writer,
        t('Regular gift'),
        t('To see or stop it, open the link in the mail that brought this receipt, or write to the office.'),
      );
  }
}

/** The amounts: what was paid for, the gateway's charge and GST on it when paid online, and the total. */
function receiptAmounts(page: ReceiptPage): void {
  const { writer, record, t } = page;
  const { order } = record;
  if (record.kind === 'membership') {
    // The base comes from the price list: a life membership and/or a magazine membership.
    if (record.person.dbjsMember)
      money(writer, t('Life membership of {sabha}', { sabha: sabhaName(t) }), LIFE_MEMBERSHIP_PAISE);
    if (record.person.magazineMember) {
      money(writer, t('Pragati and Jinvijay magazine membership (5 years)'), MAGAZINE_MEMBERSHIP_PAISE);
    }
  } else {
    money(writer, t('Donation'), order.basePaise);
  }
  // Money received at the office carries no gateway charge.
  if (!record.offline) {
    money(writer, t('Payment gateway charge (2%)'), order.gatewayChargePaise);
    money(writer, t('GST on the gateway charge (18%)'), order.gstPaise);
  }
  money(writer, t('Total received'), order.totalPaise, true);
  writer.doc.moveDown(0.4);
}

/**
 * A donation's amounts in words and its section 80G statement. The deduction is claimed only under an approval in
 * force on the day of payment (a URN, and that day within the validity dates that are set); then the eligible
 * amount (nil for a cash donation of more than ₹2,000, section 80G(5D)) and its reporting in Form 10BD. Without
 * an approval in force the receipt says so plainly and claims nothing.
 */
function donationStatements(page: ReceiptPage, record: Extract<ReceiptRecord, { kind: 'donation' }>): void {
  const { writer, language, t } = page;
  const { order } = record;
  const words = (paise: number) => amountInWords(paise, language);
  paragraph(writer, t('Donation amount in words: {words}.', { words: words(order.basePaise) }), 10.5, true);
  paragraph(writer, t('Total received in words: {words}.', { words: words(order.totalPaise) }), 9.5);
  rule(writer.doc);
  writer.text(t('Section 80G of the Income-tax Act, 1961'), { bold: true, size: 10.5 });
  writer.doc.moveDown(0.2);
  const paidOn = toIsoDate(todayInIndia(order.paidAt ?? new Date()));
  const approval = approval80gOn(record.legal, paidOn);
  if (approval !== 'in-force' || !record.legal) {
    paragraph(
      writer,
      `${noApprovalStatement(record.legal, approval, shownDate(paidOn, language), language, t)} ${t(
        'Please contact the Sabha office with any question.',
      )}`,
    );
    return;
  }
  const amount = rupees(order.basePaise);
  let eligible: string;
  if (record.offline?.mode === 'cash' && order.basePaise > CASH_80G_LIMIT_PAISE)
    eligible = t(
      'The eligible amount is nil: this donation was made in cash, and a cash donation of more than ₹2,000 is not eligible for deduction under section 80G (section 80G(5D)).',
    );
  else if (record.offline) eligible = t('The eligible amount is the donation of {amount}.', { amount });
  else
    eligible = t(
      'The eligible amount is the donation of {amount}; the payment gateway charge and the GST on it are not part of the donation.',
      { amount },
    );
  paragraph(writer, `${approvalStatement(record.legal, language, t)} ${eligible}`);
  paragraph(
    writer,
    record.person.pan.trim()
      ? t(
          'The Sabha reports this donation with the PAN above in its statement of donations (Form 10BD) and issues the certificate of donation (Form 10BE) after filing it.',
        )
      : t(
          'No PAN was given with this donation. To have it reported in the statement of donations (Form 10BD) and receive the certificate of donation (Form 10BE), send your PAN and this receipt number to the Sabha office.',
        ),
  );
}

/**
 * The 80G paragraph's first sentence under an approval in force: the URN with its date and validity where the
 * office entered them. Each case is one sentence to translate, so every language puts the dates in its own order.
 */
function approvalStatement(legal: ReceiptLegal, language: Language, t: Translator): string {
  const values = {
    sabha: sabhaName(t),
    urn: legal.urn_80g,
    date: shownDate(legal.approved_80g_on, language),
    from: shownDate(legal.valid_80g_from, language),
    until: shownDate(legal.valid_80g_until, language),
  };
  const validity = Boolean(legal.valid_80g_from && legal.valid_80g_until);
  if (legal.approved_80g_on && validity)
    return t(
      'Donations to {sabha} are eligible for deduction under section 80G of the Income-tax Act, 1961 under approval number (URN) {urn} dated {date}, valid from {from} to {until}, subject to the conditions and limits of that section.',
      values,
    );
  if (legal.approved_80g_on)
    return t(
      'Donations to {sabha} are eligible for deduction under section 80G of the Income-tax Act, 1961 under approval number (URN) {urn} dated {date}, subject to the conditions and limits of that section.',
      values,
    );
  if (validity)
    return t(
      'Donations to {sabha} are eligible for deduction under section 80G of the Income-tax Act, 1961 under approval number (URN) {urn}, valid from {from} to {until}, subject to the conditions and limits of that section.',
      values,
    );
  return t(
    'Donations to {sabha} are eligible for deduction under section 80G of the Income-tax Act, 1961 under approval number (URN) {urn}, subject to the conditions and limits of that section.',
    values,
  );
}

/** Why this donation carries no 80G deduction: no approval recorded, or the day of payment outside its validity. */
function noApprovalStatement(
  legal: ReceiptLegal | undefined,
  approval: Approval80g,
  paidOn: string,
  language: Language,
  t: Translator,
): string {
  const values = {
    sabha: sabhaName(t),
    date: paidOn,
    urn: legal?.urn_80g ?? '',
    from: shownDate(legal?.valid_80g_from ?? '', language),
    until: shownDate(legal?.valid_80g_until ?? '', language),
  };
  if (approval === 'ended')
    return t(
      'The approval of {sabha} under section 80G of the Income-tax Act, 1961 (URN {urn}) was valid until {until} and was not in force on {date}, the date of this donation: this receipt cannot be used to claim a deduction under that section.',
      values,
    );
  if (approval === 'not-yet')
    return t(
      'The approval of {sabha} under section 80G of the Income-tax Act, 1961 (URN {urn}) is valid from {from} and was not in force on {date}, the date of this donation: this receipt cannot be used to claim a deduction under that section.',
      values,
    );
  return t(
    'No approval of {sabha} under section 80G of the Income-tax Act, 1961 is recorded for {date}, the date of this donation: this receipt cannot be used to claim a deduction under that section.',
    values,
  );
}

/** Renders the receipt of a paid order, in the order's language; throws when the order is not paid. */
export async function renderReceiptPdf(
  record: ReceiptRecord,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order } = record;
  if (order.status !== 'paid' || !order.receiptNumber || !order.paidAt) {
    throw new Error(`order ${order.id} is not paid`);
  }
  const { language, t } = receiptTranslator(order.language);
  const logo = await emblemPng();
  const title = record.kind === 'donation' ? t('Donation Receipt') : t('Membership Fee Receipt');
  const { doc, done } = startDocument({
    title: `${title} ${order.receiptNumber}`,
    subject: title,
    compress: options.compress,
    language,
  });
  const page: ReceiptPage = { writer: makeWriter(doc, language), record, language, t };

  // Letterhead (the emblem, the name, the registered address and the registrations) and title.
  const registrations = registrationLines(record, language, t);
  receiptHead(page.writer, record, { logo, t, registrations, title, sandboxNotice: sandboxNotice(t) });
  receiptFields(page, order.receiptNumber, order.paidAt);
  doc.moveDown(0.3);
  rule(doc);

  receiptAmounts(page);
  if (record.kind === 'donation') {
    donationStatements(page, record);
  } else {
    const words = amountInWords(order.totalPaise, language);
    paragraph(page.writer, t('Amount in words: {words}.', { words }), 10.5, true);
  }

  // The signatory, at the right; without one the receipt says it needs no signature.
  signatureAndNote(page.writer, record.legal, t, {
    signed: t('This receipt is issued electronically and kept by the Sabha as issued.'),
    unsigned: t('This is a computer-generated receipt and needs no signature.'),
  });
  doc.end();
  return done;
}
