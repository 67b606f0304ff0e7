import {
  financialYearLabel,
  formatOrdinalDate,
  parseIsoDate,
  todayInIndia,
  toIsoDate,
  type CalendarDate,
} from '../dates';
import { formatPaise, membershipBasePaise, rupeesToPaise } from '../money';
import {
  donationErrors,
  EMPTY_PERSONAL_DETAILS,
  membershipErrors,
  type DonationForm,
  type FieldErrors,
  type MembershipForm,
  type PersonalDetails,
} from './forms';
import { MESSAGES } from './messages';
import { ADDRESS_FIELD_LABELS, PERSON_FIELD_LABELS } from '../personFieldLabels';
import {
  addressRule,
  firstNameRule,
  middleNameRule,
  mobileRule,
  normaliseMobile,
  normalisePincode,
  optionalEmailRule,
  panRule,
  pincodeRule,
  placeRule,
  surnameRule,
  type Rule,
} from './rules';
import { OFFICE_DONATION_PURPOSES } from './receiptDetails';

// The office's books: gifts and memberships paid at the office (cash, cheque, demand draft, bank transfer, UPI),
// corrections of a person's details, and receipt cancellations. The console checks a form with these rules before
// sending it and the server checks it again with the same rules and messages (request shapes: schemas/offline.ts).

export const OFFLINE_MODES = ['cash', 'cheque', 'demand_draft', 'bank_transfer', 'upi'] as const;
export type OfflineMode = (typeof OFFLINE_MODES)[number];

export const OFFLINE_MODE_LABELS: Record<OfflineMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  demand_draft: 'Demand draft',
  bank_transfer: 'Bank transfer (NEFT/RTGS/IMPS)',
  upi: 'UPI',
};

/** What the instrument number is called for each mode ('' for cash, which has none). */
export const INSTRUMENT_NUMBER_LABELS: Record<OfflineMode, string> = {
  cash: '',
  cheque: 'Cheque number',
  demand_draft: 'Demand draft number',
  bank_transfer: 'Transfer reference (UTR)',
  upi: 'UPI transaction id',
};

/** How the server's duplicate message names an instrument: "Cheque no. 123456 of Bank of Maharashtra". */
const INSTRUMENT_NOUNS: Record<OfflineMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque no.',
  demand_draft: 'Demand draft no.',
  bank_transfer: 'Bank transfer reference',
  upi: 'UPI transaction id',
};

/**
 * The key under which an instrument is recorded once (admin/books.ts): mode, number and, for a cheque or draft, the
 * bank it is drawn on, trimmed, in small letters, inner spaces made one (a transfer's UTR or a UPI transaction id
 * names the payment by itself, and the form asks no bank for it); null for cash, which has no number.
 */
export function instrumentKey(mode: string, number: string, bank: string): string | null {
  if (mode === 'cash' || !(OFFLINE_MODES as readonly string[]).includes(mode)) return null;
  const clean = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  const drawnOn = mode === 'cheque' || mode === 'demand_draft' ? clean(bank) : '';
  return `${mode}|${clean(number)}|${drawnOn}`;
}

/**
 * Section 269ST of the Income-tax Act forbids receiving ₹2,00,000 or more in cash from one person in a day, so the
 * office cannot record such a cash gift. offlineEntryErrors checks one entry against it; the server also adds the
 * same person's cash already recorded that day (admin/books.ts cashReceivedToday) before it records another.
 */
export const CASH_LIMIT_PAISE = 2_00_000 * 100;
/** A cheque or draft is valid for three months from its date, counted to the day the office received it. */
export const INSTRUMENT_VALID_DAYS = 92;
/**
 * How far back the date an entry's money was received may go (days before today, India time). The office keys in
 * late entries (cash of a Sunday camp on the Monday, a 31 March cheque on 2 April) while the counterfoil is fresh;
 * an older payment is a matter for the accountant, not the counter.
 */
export const RECEIVED_WITHIN_DAYS = 45;

export const OFFLINE_MESSAGES = {
  kind: 'Choose whether this is a donation or a membership.',
  mode: 'Choose how the money was received.',
  chequeNumber: 'A cheque or draft number has 6 digits.',
  reference: 'Enter the reference of 6 to 35 letters and digits, as on the bank statement.',
  bank: 'Enter the bank the cheque or draft is drawn on.',
  instrumentDate: 'Enter the date on the instrument as YYYY-MM-DD.',
  instrumentFuture: 'The date cannot be in the future: record a post-dated cheque when it is cleared.',
  instrumentStale: 'This cheque or draft is older than three months and can no longer be presented.',
  receivedOn: 'Enter the date the money was received as YYYY-MM-DD.',
  receivedFuture: 'The date received cannot be in the future.',
  receivedTooOld: `The date received must be within the last ${RECEIVED_WITHIN_DAYS} days.`,
  /** A cheque or draft received (received_on) before the date written on it. */
  receivedBeforeInstrument: (mode: 'cheque' | 'demand_draft') =>
    `${mode === 'cheque' ? 'A cheque' : 'A demand draft'} cannot be received before its date.`,
  /** The server's refusal (409) of an entry received in a year whose Form 10BD is marked filed. */
  receivedInFiledYear: (fy: number) =>
    `Form 10BD for ${financialYearLabel(fy)} is already marked as filed: a payment received in that year cannot ` +
    'be added. Remove the filed mark first if the statement must be revised.',
  cashLimit: 'Cash of ₹2,00,000 or more cannot be received from one person (section 269ST).',
  /**
   * The server's day total (269ST): `alreadyPaise` of cash recorded from the same person on the day received,
   * `receivedOn` (YYYY-MM-DD) when that day is not today.
   */
  cashLimitToday: (alreadyPaise: number, amountPaise: number, receivedOn = '') =>
    `${formatPaise(alreadyPaise)} in cash was already received from this person ` +
    `${receivedOn ? `on ${formatOrdinalDate(receivedOn)}` : 'today'}: with this ` +
    `${formatPaise(amountPaise)} it would be ${formatPaise(alreadyPaise + amountPaise)}, and cash of ` +
    `₹2,00,000 or more cannot be received from one person in a day (section 269ST). Take the rest by cheque, ` +
    `draft or transfer.`,
  /** The server's refusal of an instrument already recorded (admin/books.ts findRecordedInstrument). */
  duplicateInstrument: (mode: OfflineMode, number: string, bank: string, receiptNumber: string) =>
    `${INSTRUMENT_NOUNS[mode]} ${number}${bank ? ` of ${bank}` : ''} was already recorded as receipt ` +
    `${receiptNumber}. Cancel that receipt first if it was recorded by mistake.`,
  purpose: 'Choose the purpose of the donation.',
  reason: 'Enter the reason for cancelling (5 to 500 characters).',
  nothingToCorrect: 'Change at least one field to save a correction.',
  filedYear: 'Enter the starting year of a financial year, e.g. 2025.',
  acknowledgement: 'The acknowledgement number has at most 40 letters, digits, / or -.',
  filedOn: 'Enter the date of filing as YYYY-MM-DD; it cannot be in the future.',
  yearNotEnded: (fy: number) =>
    `Form 10BD for ${financialYearLabel(fy)} can be filed only after the year ends on 31 March ${fy + 1}.`,
  filedBeforeYearEnd: (fy: number) =>
    `The date of filing must be on or after 1 April ${fy + 1}: Form 10BD for ${financialYearLabel(fy)} can be ` +
    `filed only after the year ends on 31 March ${fy + 1}.`,
  notMarkedFiled: (fy: number) => `Form 10BD for ${financialYearLabel(fy)} is not marked as filed.`,
} as const;

/** The office's entry form, as the console sends it (JSON; amounts in rupees as typed). */
export interface OfflineEntryForm extends PersonalDetails {
  kind: 'donation' | 'membership';
  mode: string;
  instrument_number: string;
  bank: string;
  instrument_date: string;
  /** The day the money was received (YYYY-MM-DD, India); '' is today. The receipt is dated that day. */
  received_on: string;
  pan: string;
  /** A purpose of OFFICE_DONATION_PURPOSES; 'corpus' is a corpus donation, every other one a specific grant. */
  donation_type: string;
  donation_amount: string;
  dbjs_member: boolean;
  magazine_member: boolean;
}

export const EMPTY_OFFLINE_ENTRY: OfflineEntryForm = {
  kind: 'donation',
  mode: 'cash',
  instrument_number: '',
  bank: '',
  instrument_date: '',
  received_on: '',
  ...EMPTY_PERSONAL_DETAILS,
  pan: '',
  donation_type: 'general',
  donation_amount: '',
  dbjs_member: false,
  magazine_member: false,
};

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

/**
 * The day an entry's money was received: received_on, or today when it is empty; null when it is not a date. The
 * server dates the order and its receipt that day (admin/books.ts).
 */
export function receivedDay(
  form: Pick<OfflineEntryForm, 'received_on'>,
  today: CalendarDate,
): CalendarDate | null {
  const value = (form.received_on ?? '').trim();
  return value === '' ? today : parseIsoDate(value);
}

/** received_on: a date, not after today and at most RECEIVED_WITHIN_DAYS before it. */
function receivedOnError(form: OfflineEntryForm, today: CalendarDate): string | undefined {
  const received = receivedDay(form, today);
  if (!received) return OFFLINE_MESSAGES.receivedOn;
  const daysAgo = daysBetween(received, today);
  if (daysAgo < 0) return OFFLINE_MESSAGES.receivedFuture;
  if (daysAgo > RECEIVED_WITHIN_DAYS) return OFFLINE_MESSAGES.receivedTooOld;
  return undefined;
}

function instrumentErrors(form: OfflineEntryForm, today: CalendarDate): FieldErrors<OfflineEntryForm> {
  const errors: FieldErrors<OfflineEntryForm> = {};
  const mode = form.mode as OfflineMode;
  if (!(OFFLINE_MODES as readonly string[]).includes(mode)) return { mode: OFFLINE_MESSAGES.mode };
  if (mode === 'cash') return errors;
  // A cheque's three months run to the day it was received (today when that date is not usable).
  const received = receivedOnError(form, today) ? today : (receivedDay(form, today) ?? today);
  const number = form.instrument_number.trim();
  if (mode === 'cheque' || mode === 'demand_draft') {
    if (!/^\d{6}$/.test(number)) errors.instrument_number = OFFLINE_MESSAGES.chequeNumber;
    if (form.bank.trim() === '') errors.bank = OFFLINE_MESSAGES.bank;
    else if (form.bank.trim().length > 100) errors.bank = MESSAGES.tooLong('Bank', 100);
  } else if (!/^[A-Za-z0-9]{6,35}$/.test(number)) {
    errors.instrument_number = OFFLINE_MESSAGES.reference;
  }
  const date = parseIsoDate(form.instrument_date.trim());
  if (!date) errors.instrument_date = OFFLINE_MESSAGES.instrumentDate;
  else if (daysBetween(date, today) < 0) errors.instrument_date = OFFLINE_MESSAGES.instrumentFuture;
  else if (mode === 'cheque' || mode === 'demand_draft') {
    if (daysBetween(date, received) < 0) errors.received_on = OFFLINE_MESSAGES.receivedBeforeInstrument(mode);
    else if (daysBetween(date, received) > INSTRUMENT_VALID_DAYS)
      errors.instrument_date = OFFLINE_MESSAGES.instrumentStale;
  }
  return errors;
}

/**
 * Every bad field of an offline entry, with the online forms' rules for the person (a counter membership needs an
 * adult's date of birth like the Join Us form; photo and identity file are not asked for at the counter).
 */
export function offlineEntryErrors(
  form: OfflineEntryForm,
  today: CalendarDate = todayInIndia(),
): FieldErrors<OfflineEntryForm> {
  if (form.kind !== 'donation' && form.kind !== 'membership') return { kind: OFFLINE_MESSAGES.kind };
  const errors: FieldErrors<OfflineEntryForm> = { ...instrumentErrors(form, today) };
  const received = receivedOnError(form, today);
  if (received) errors.received_on = received;
  if (form.kind === 'donation') {
    const donation: DonationForm = {
      ...form,
      donation_frequency: 'One Time',
      updates_consent: false,
      certification: true,
    };
    const personErrors = donationErrors(donation) as FieldErrors<OfflineEntryForm>;
    // The online form offers only its own purposes; the office also records general and corpus gifts.
    delete personErrors.donation_type;
    Object.assign(errors, personErrors);
    if (!OFFICE_DONATION_PURPOSES.some((purpose) => purpose.value === form.donation_type))
      errors.donation_type = OFFLINE_MESSAGES.purpose;
    if (!errors.donation_amount && form.mode === 'cash' && offlineAmountPaise(form) >= CASH_LIMIT_PAISE)
      errors.donation_amount = OFFLINE_MESSAGES.cashLimit;
  } else {
    const membership: MembershipForm = { ...form, personal_checkbox: true, choose_type_checbox: true };
    Object.assign(errors, membershipErrors(membership) as FieldErrors<OfflineEntryForm>);
  }
  return errors;
}

/** The amount received: the donation as entered, or the price list's membership fee. No gateway charge. */
export function offlineAmountPaise(form: OfflineEntryForm): number {
  return form.kind === 'membership' ? membershipBasePaise(form) : rupeesToPaise(form.donation_amount);
}

// ------------------------------------------------------------------ corrections

/**
 * The person's fields the office may correct, with their labels, in the console's order; pan only on a donation.
 * Amounts and receipt numbers never.
 */
export const CORRECTABLE_LABELS = {
  first_name: PERSON_FIELD_LABELS.first_name,
  middle_name: PERSON_FIELD_LABELS.middle_name,
  sur_name: PERSON_FIELD_LABELS.sur_name,
  ...ADDRESS_FIELD_LABELS,
  pan: 'PAN',
  email_id: PERSON_FIELD_LABELS.email_id,
  mobile_no: 'Mobile',
};
export type CorrectableField = keyof typeof CORRECTABLE_LABELS;
export const CORRECTABLE_FIELDS = Object.keys(CORRECTABLE_LABELS) as CorrectableField[];

const CORRECTION_RULES: Record<CorrectableField, Rule> = {
  first_name: firstNameRule,
  middle_name: middleNameRule,
  sur_name: surnameRule,
  address: addressRule,
  city: placeRule('City'),
  tehsil: placeRule('Tehsil'),
  dist: placeRule('Dist'),
  state: placeRule('State'),
  pincode: pincodeRule,
  pan: panRule,
  email_id: optionalEmailRule,
  mobile_no: mobileRule,
};

export type CorrectionForm = Partial<Record<CorrectableField, string>>;

/** The given fields as they would be stored: trimmed, PAN upper-cased, mobile and pincode as digits. */
export function normaliseCorrection(form: CorrectionForm): CorrectionForm {
  const out: CorrectionForm = {};
  for (const field of CORRECTABLE_FIELDS) {
    const value = form[field];
    if (typeof value !== 'string') continue;
    if (field === 'pan') out[field] = value.trim().toUpperCase();
    else if (field === 'mobile_no') out[field] = normaliseMobile(value);
    else if (field === 'pincode') out[field] = normalisePincode(value);
    else out[field] = value.trim();
  }
  return out;
}

/** An offline entry as it is checked and stored: text trimmed, PAN upper-cased, mobile and pincode as digits. */
export function normaliseOfflineEntry(form: OfflineEntryForm): OfflineEntryForm {
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as OfflineEntryForm;
  return {
    ...trimmed,
    pan: trimmed.pan.toUpperCase(),
    mobile_no: normaliseMobile(trimmed.mobile_no),
    pincode: normalisePincode(trimmed.pincode),
  };
}

export function correctionErrors(
  form: CorrectionForm,
  kind: 'donation' | 'membership',
): Partial<Record<CorrectableField, string>> {
  const errors: Partial<Record<CorrectableField, string>> = {};
  for (const field of CORRECTABLE_FIELDS) {
    const value = form[field];
    if (value === undefined) continue;
    if (field === 'pan' && kind === 'membership') {
      errors.pan = 'A membership has no PAN.';
      continue;
    }
    const message = CORRECTION_RULES[field](value);
    if (message) errors[field] = message;
  }
  return errors;
}

// ------------------------------------------------------------------ Form 10BD filed

/**
 * Why Form 10BD of financial year `fy` (1 April fy to 31 March fy+1, India time) cannot be marked filed today, with
 * `filedOn` ('' when not entered yet) as the date of filing; {} when it can. A statement is filed after its year
 * ends, so the year must have ended and the date of filing lie between its end and today. The schema of
 * PUT /api/admin/exports/form-10bd/filings applies this with today's date in India.
 */
export function form10bdFilingErrors(
  fy: number,
  filedOn: string,
  today: CalendarDate = todayInIndia(),
): { fy?: string; filed_on?: string } {
  // ISO dates of four-digit years (parseIsoDate's) compare as text.
  const firstDay = toIsoDate({ year: fy + 1, month: 4, day: 1 });
  const todayIso = toIsoDate(today);
  if (todayIso < firstDay) return { fy: OFFLINE_MESSAGES.yearNotEnded(fy) };
  if (filedOn === '') return {};
  if (parseIsoDate(filedOn) === null || filedOn > todayIso) return { filed_on: OFFLINE_MESSAGES.filedOn };
  if (filedOn < firstDay) return { filed_on: OFFLINE_MESSAGES.filedBeforeYearEnd(fy) };
  return {};
}
