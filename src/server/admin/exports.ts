import { CASH_80G_LIMIT_PAISE, donationCategoryOf } from '../../shared/validation/receiptDetails';
import { personName, postalAddress, type PostalAddressParts } from '../receipts/pdf';

// CSV files for the office: UTF-8 with a byte order mark (Excel then reads Devanagari and Kannada correctly),
// RFC 4180 quoting, CRLF line ends, and cells that a spreadsheet would run as a formula made inert.

const BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // CSV injection: a cell starting with = + - @ (or a tab / carriage return) becomes a formula in Excel.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// ------------------------------------------------------------------ Form 10BD

/** Column order of the Income Tax portal's Form 10BD template (Statement of particulars of donations). */
export const FORM_10BD_COLUMNS = [
  'Sr. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

export const FORM_10BD_SECTION = 'Section 80G';
export const FORM_10BD_PAN_CODE = 'Permanent Account Number';

/** The template's donation types: a corpus donation, a specific grant, or neither. */
export const FORM_10BD_DONATION_TYPES = {
  corpus: 'Corpus',
  specific: 'Specific grant',
  others: 'Others',
} as const;

/** The template's modes of receipt: cash apart; cheques, drafts, transfers, UPI and the gateway are electronic. */
export const FORM_10BD_MODES = {
  cash: 'Cash',
  electronic: 'Electronic modes including account payee cheque/draft',
} as const;

export interface Form10bdDonation extends PostalAddressParts {
  firstName: string;
  middleName: string;
  surname: string;
  pan: string;
  basePaise: number;
  /** The purpose as stored (donations.donation_type); its category decides the template's type. */
  donationType: string;
  /** 'cash' for cash received at the office; anything else is an electronic mode. */
  mode: 'cash' | 'electronic';
  erased: boolean;
  receiptNumber: string;
  /** The day of payment in India (YYYY-MM-DD): Form 10BE checks the 80G approval was in force on it. */
  paidOn?: string;
  /** Where the donor's Form 10BE certificate is mailed (admin/form10be.ts); not part of the statement. */
  email?: string;
}

/** One row of the statement, with the donor identity it belongs to (Form 10BE issues one certificate each). */
export interface Form10bdGroup {
  /** 'pan:<PAN>|<name>' or 'name:<name>|<address>', normalised: one identity, one Form 10BE certificate. */
  identity: string;
  pan: string;
  name: string;
  address: string;
  type: string;
  mode: string;
  paise: number;
  /**
   * The part of `paise` given as single cash donations of more than ₹2,000 each, which section 80G(5D) gives no
   * deduction: the rule is per donation, never on a row's total (Form 10BE states it; the statement reports all).
   */
  cashAboveLimitPaise: number;
  receiptNumbers: string[];
  /** The last e-mail address given with the identity's donations ('' when none). */
  email: string;
}

/** Something the office must look at before filing: a statement never merges or blanks a donor silently. */
export type Form10bdWarning =
  | { kind: 'shared-pan'; pan: string; names: string[]; receipt_numbers: string[] }
  | { kind: 'erased'; receipt_numbers: string[]; amount_paise: number };

function rupeesCell(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * One row per donor identity, donation type and mode of receipt, as the CBDT template wants. A donor is one
 * identity when PAN and name match, or, without a PAN, name and address. Different names under one PAN stay
 * separate rows and are flagged (two people, or a typing mistake the office must correct); erased donors have
 * no identity left to report and are flagged instead of written as blank rows. Amounts are the donations
 * themselves (the gateway charge and its GST are not a donation).
 */
export function form10bd(donations: readonly Form10bdDonation[]): {
  rows: string[][];
  warnings: Form10bdWarning[];
  /** The rows' groups, in the rows' order. */
  groups: Form10bdGroup[];
} {
  const groups = new Map<string, Form10bdGroup>();
  const namesByPan = new Map<string, { names: Map<string, string>; receipts: string[] }>();
  const erased = { receipts: [] as string[], paise: 0 };
  for (const donation of donations) {
    const pan = donation.pan.trim().toUpperCase();
    const name = personName(donation);
    if (donation.erased || name === '') {
      erased.receipts.push(donation.receiptNumber);
      erased.paise += donation.basePaise;
      continue;
    }
    const address = postalAddress(donation);
    const type = FORM_10BD_DONATION_TYPES[donationCategoryOf(donation.donationType)];
    const mode = FORM_10BD_MODES[donation.mode];
    const identity = pan
      ? `pan:${pan}|${normalised(name)}`
      : `name:${normalised(name)}|${normalised(address)}`;
    const key = `${identity}|${type}|${mode}`;
    const email = donation.email?.trim() ?? '';
    const cashAboveLimit =
      donation.mode === 'cash' && donation.basePaise > CASH_80G_LIMIT_PAISE ? donation.basePaise : 0;
    const group = groups.get(key);
    if (group) {
      group.paise += donation.basePaise;
      group.cashAboveLimitPaise += cashAboveLimit;
      group.receiptNumbers.push(donation.receiptNumber);
      if (email) group.email = email;
    } else {
      groups.set(key, {
        identity,
        pan,
        name,
        address,
        type,
        mode,
        paise: donation.basePaise,
        cashAboveLimitPaise: cashAboveLimit,
        receiptNumbers: [donation.receiptNumber],
        email,
      });
    }
    if (pan) {
      const entry = namesByPan.get(pan) ?? { names: new Map<string, string>(), receipts: [] };
      if (!entry.names.has(normalised(name))) entry.names.set(normalised(name), name);
      entry.receipts.push(donation.receiptNumber);
      namesByPan.set(pan, entry);
    }
  }
  const rows = [...groups.values()].map((group, index) => [
    String(index + 1),
    '',
    group.pan ? FORM_10BD_PAN_CODE : '',
    group.pan,
    FORM_10BD_SECTION,
    '',
    '',
    group.name,
    group.address,
    group.type,
    group.mode,
    rupeesCell(group.paise),
  ]);
  const warnings: Form10bdWarning[] = [];
  for (const [pan, entry] of namesByPan) {
    if (entry.names.size > 1)
      warnings.push({
        kind: 'shared-pan',
        pan,
        names: [...entry.names.values()],
        receipt_numbers: entry.receipts,
      });
  }
  if (erased.receipts.length > 0)
    warnings.push({ kind: 'erased', receipt_numbers: erased.receipts, amount_paise: erased.paise });
  return { rows, warnings, groups: [...groups.values()] };
}

/** The statement's rows alone (see form10bd). */
export function form10bdRows(donations: readonly Form10bdDonation[]): string[][] {
  return form10bd(donations).rows;
}

/** The Form 10BD file: the portal's upload takes plain UTF-8, so unlike the office's other CSVs it has no BOM. */
export function form10bdCsv(rows: readonly (readonly unknown[])[]): string {
  return toCsv(FORM_10BD_COLUMNS, rows).slice(BOM.length);
}

/** Start (inclusive) and end (exclusive) of an Indian financial year, as instants at midnight in India. */
export function financialYearBounds(fy: number): { start: Date; end: Date } {
  return { start: indiaMidnight(fy, 4, 1), end: indiaMidnight(fy + 1, 4, 1) };
}

/** Midnight at the start of a calendar day in India (UTC+05:30). */
export function indiaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - 330 * 60_000);
}
