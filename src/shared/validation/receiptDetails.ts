import { formatOrdinalDate, parseIsoDate } from '../dates';
import { DONATION_TYPES } from './forms';

// The Sabha's legal details that every receipt states (an 80G trust's receipt must show its PAN and its 80G
// approval number with date and validity), entered by an owner in the console. The console and the server check
// them with these rules and messages. Every field may stay empty until the office has the real values: a receipt
// then leaves the line out instead of printing a made-up number.

export interface ReceiptDetails {
  pan: string;
  urn_80g: string;
  /** YYYY-MM-DD or '' */
  approved_80g_on: string;
  valid_80g_from: string;
  valid_80g_until: string;
  registration_12ab: string;
  registered_address: string;
  signatory_name: string;
  signatory_designation: string;
}

export type ReceiptDetailsField = keyof ReceiptDetails;

export const RECEIPT_DETAILS_FIELDS: readonly ReceiptDetailsField[] = [
  'pan',
  'urn_80g',
  'approved_80g_on',
  'valid_80g_from',
  'valid_80g_until',
  'registration_12ab',
  'registered_address',
  'signatory_name',
  'signatory_designation',
];

export const RECEIPT_DETAILS_LABELS: Record<ReceiptDetailsField, string> = {
  pan: "The Sabha's PAN",
  urn_80g: '80G approval number (URN)',
  approved_80g_on: '80G approval date',
  valid_80g_from: '80G valid from',
  valid_80g_until: '80G valid until',
  registration_12ab: '12A/12AB registration number',
  registered_address: 'Registered address',
  signatory_name: 'Signatory name',
  signatory_designation: 'Signatory designation',
};

export const RECEIPT_TEXT_MAX = 200;
export const RECEIPT_ADDRESS_MAX = 500;
/** The signature image as uploaded (PNG, JPEG or WebP); it is stored shrunk to a PNG. */
export const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;

export const RECEIPT_DETAILS_MESSAGES = {
  pan: 'Enter a valid PAN, for example ABCDE1234F.',
  urn: 'The 80G approval number (URN) has 10 to 30 letters and digits, as on the approval order.',
  registration: 'The 12A/12AB registration number has 5 to 40 letters, digits, / or -.',
  date: 'Enter the date as YYYY-MM-DD, or leave it empty.',
  validityOrder: 'The end of the 80G validity must come after its start.',
  validityWithUrn: 'Enter the validity period together with the 80G approval number.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  signatureFile: 'Please choose the signature as a PNG, JPEG or WebP image of 2 MB or smaller.',
} as const;

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
// New-regime 80G URNs are 16 characters (PAN + F + year + serial); older approvals carry other references.
const URN = /^[A-Z0-9]{10,30}$/;
const REGISTRATION = /^[A-Z0-9/-]{5,40}$/;

/** Trims every field, upper-cases the numbers and drops spaces inside them, as people type them. */
export function normaliseReceiptDetails(
  input: Partial<Record<ReceiptDetailsField, unknown>>,
): ReceiptDetails {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const code = (value: unknown) => text(value).toUpperCase().replace(/\s+/g, '');
  return {
    pan: code(input.pan),
    urn_80g: code(input.urn_80g),
    approved_80g_on: text(input.approved_80g_on),
    valid_80g_from: text(input.valid_80g_from),
    valid_80g_until: text(input.valid_80g_until),
    registration_12ab: code(input.registration_12ab),
    registered_address: text(input.registered_address).replace(/\r\n?/g, '\n'),
    signatory_name: text(input.signatory_name),
    signatory_designation: text(input.signatory_designation),
  };
}

/** The message of each bad field (of normalised details); empty when they may be saved. */
export function receiptDetailsErrors(details: ReceiptDetails): Partial<Record<ReceiptDetailsField, string>> {
  const errors: Partial<Record<ReceiptDetailsField, string>> = {};
  if (details.pan && !PAN.test(details.pan)) errors.pan = RECEIPT_DETAILS_MESSAGES.pan;
  if (details.urn_80g && !URN.test(details.urn_80g)) errors.urn_80g = RECEIPT_DETAILS_MESSAGES.urn;
  if (details.registration_12ab && !REGISTRATION.test(details.registration_12ab))
    errors.registration_12ab = RECEIPT_DETAILS_MESSAGES.registration;
  for (const field of ['approved_80g_on', 'valid_80g_from', 'valid_80g_until'] as const) {
    if (details[field] && !parseIsoDate(details[field])) errors[field] = RECEIPT_DETAILS_MESSAGES.date;
  }
  if (
    !errors.valid_80g_from &&
    !errors.valid_80g_until &&
    details.valid_80g_from &&
    details.valid_80g_until &&
    details.valid_80g_until <= details.valid_80g_from
  )
    errors.valid_80g_until = RECEIPT_DETAILS_MESSAGES.validityOrder;
  if (!details.urn_80g && (details.valid_80g_from || details.valid_80g_until || details.approved_80g_on))
    errors.urn_80g = RECEIPT_DETAILS_MESSAGES.validityWithUrn;
  for (const field of ['signatory_name', 'signatory_designation'] as const) {
    if (details[field].length > RECEIPT_TEXT_MAX)
      errors[field] = RECEIPT_DETAILS_MESSAGES.tooLong(RECEIPT_DETAILS_LABELS[field], RECEIPT_TEXT_MAX);
  }
  if (details.registered_address.length > RECEIPT_ADDRESS_MAX)
    errors.registered_address = RECEIPT_DETAILS_MESSAGES.tooLong(
      RECEIPT_DETAILS_LABELS.registered_address,
      RECEIPT_ADDRESS_MAX,
    );
  return errors;
}

// ------------------------------------------------------------------ the 80G approval in force

/** Section 80G(5D): no deduction for a donation made in cash of more than ₹2,000 (each donation on its own). */
export const CASH_80G_LIMIT_PAISE = 2_000 * 100;

/**
 * Whether the details' 80G approval was in force on a day (YYYY-MM-DD): 'in-force' with a URN and the day within
 * the validity dates that are set, 'no-approval' without a URN, 'not-yet' before the validity's start, 'ended'
 * after its end. A receipt claims the deduction, and a Form 10BE certificate is made, only under an approval in
 * force (docs/product.md "Receipts").
 */
export type Approval80g = 'in-force' | 'no-approval' | 'not-yet' | 'ended';

export function approval80gOn(
  details: Pick<ReceiptDetails, 'urn_80g' | 'valid_80g_from' | 'valid_80g_until'> | undefined,
  day: string,
): Approval80g {
  if (!details?.urn_80g) return 'no-approval';
  if (details.valid_80g_from && day < details.valid_80g_from) return 'not-yet';
  if (details.valid_80g_until && day > details.valid_80g_until) return 'ended';
  return 'in-force';
}

/**
 * The demo site's legal details (db/seed/receiptDetails.ts) carry DEMO in every number. No real PAN starts so: a
 * PAN's fourth letter says who holds it (P, C, H, F, A, T, B, L, J or G), never O.
 */
export const DEMO_NUMBER_PREFIX = 'DEMO';

/**
 * What the office must fix before donation receipts issued today are what they should be, or null: the demo
 * details still in place, or an 80G approval that is missing or not in force today (the receipt then says so and
 * claims no deduction, and Form 10BE refuses the year). The dashboard and the receipt details page show it.
 */
export function receiptDetailsWarning(details: ReceiptDetails, today: string): string | null {
  if (
    [details.pan, details.urn_80g, details.registration_12ab].some((v) => v.startsWith(DEMO_NUMBER_PREFIX))
  ) {
    return "Receipts print the demo site's legal details (PAN, 80G approval, address and signatory). Enter the Sabha's own in Settings, Receipt details, before recording real money.";
  }
  switch (approval80gOn(details, today)) {
    case 'no-approval':
      return 'No 80G approval number (URN) is saved: donation receipts issued now tell the donor that no 80G approval is recorded and claim no deduction.';
    case 'ended':
      return `The 80G approval's validity ended on ${formatOrdinalDate(details.valid_80g_until)}: donation receipts issued now tell the donor that it was not in force and claim no deduction. Enter the renewed approval and its validity.`;
    case 'not-yet':
      return `The 80G approval is valid only from ${formatOrdinalDate(details.valid_80g_from)}: donation receipts issued before then tell the donor that it was not in force and claim no deduction.`;
    default:
      return null;
  }
}

// ------------------------------------------------------------------ donation type (corpus or specific)

/**
 * Form 10BD and the receipt name each donation's type, one of the template's three: a corpus donation (to the
 * trust's permanent fund, only when the donor says so in writing), a specific grant (for a stated purpose), or
 * others (for the general purposes of the trust). The donation form's "donation type" field
 * (docs/product.md#entities) names the purpose, and every purpose it offers ("Cost of education") is a specific
 * grant; a corpus or general gift can only come through the office. So the category follows from the purpose,
 * here, in one place.
 */
export const DONATION_CATEGORIES = ['corpus', 'specific', 'others'] as const;
export type DonationCategory = (typeof DONATION_CATEGORIES)[number];

/** How a receipt names each category (translated on receipts in other languages). */
export const DONATION_CATEGORY_LABELS: Record<DonationCategory, string> = {
  corpus: 'Corpus donation',
  specific: 'Specific grant (not corpus)',
  others: 'General donation (not corpus)',
};

/** Purposes the office may record besides the form's; 'corpus' is the only one that is a corpus donation. */
export const OFFICE_DONATION_PURPOSES = [
  ...DONATION_TYPES,
  { value: 'general', label: 'General purposes of the Sabha' },
  { value: 'corpus', label: 'Corpus of the Sabha' },
] as const;
export type OfficeDonationPurpose = (typeof OFFICE_DONATION_PURPOSES)[number]['value'];
/** The purposes' values (donations.donation_type), as the donations list's `purpose` filter takes them. */
export const OFFICE_DONATION_PURPOSE_VALUES: readonly OfficeDonationPurpose[] = OFFICE_DONATION_PURPOSES.map(
  (purpose) => purpose.value,
);

export function donationCategoryOf(donationType: string): DonationCategory {
  if (donationType === 'corpus') return 'corpus';
  return donationType === 'general' ? 'others' : 'specific';
}

export function donationPurposeLabel(donationType: string): string {
  return OFFICE_DONATION_PURPOSES.find((purpose) => purpose.value === donationType)?.label ?? donationType;
}
