import { personName, postalAddress } from '../receipts/pdf';

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
export const FORM_10BD_DONATION_TYPE = 'Others';
export const FORM_10BD_MODE = 'Electronic modes including account payee cheque/draft';
export const FORM_10BD_PAN_CODE = 'Permanent Account Number';

export interface Form10bdDonation {
  firstName: string;
  middleName: string;
  surname: string;
  address: string;
  tehsil: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  pan: string;
  basePaise: number;
}

function rupeesCell(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/**
 * One row per donor and donation type (all online donations are of type 'Others'): donors are the same person
 * when their PAN matches, or, without a PAN, when name and address match. Amounts are the donations
 * themselves (the gateway charge and its GST are not a donation).
 */
export function form10bdRows(donations: readonly Form10bdDonation[]): string[][] {
  const groups = new Map<string, { pan: string; name: string; address: string; paise: number }>();
  for (const donation of donations) {
    const pan = donation.pan.trim().toUpperCase();
    const name = personName(donation);
    const address = postalAddress(donation);
    const key = pan
      ? `pan:${pan}|${FORM_10BD_DONATION_TYPE}`
      : `name:${name.toLowerCase().replace(/\s+/g, ' ')}|${address.toLowerCase().replace(/\s+/g, ' ')}|${FORM_10BD_DONATION_TYPE}`;
    const group = groups.get(key);
    if (group) group.paise += donation.basePaise;
    else groups.set(key, { pan, name, address, paise: donation.basePaise });
  }
  return [...groups.values()].map((group, index) => [
    String(index + 1),
    '',
    group.pan ? FORM_10BD_PAN_CODE : '',
    group.pan,
    FORM_10BD_SECTION,
    '',
    '',
    group.name,
    group.address,
    FORM_10BD_DONATION_TYPE,
    FORM_10BD_MODE,
    rupeesCell(group.paise),
  ]);
}

/** Start (inclusive) and end (exclusive) of an Indian financial year, as instants at midnight in India. */
export function financialYearBounds(fy: number): { start: Date; end: Date } {
  return { start: indiaMidnight(fy, 4, 1), end: indiaMidnight(fy + 1, 4, 1) };
}

/** Midnight at the start of a calendar day in India (UTC+05:30). */
export function indiaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - 330 * 60_000);
}
