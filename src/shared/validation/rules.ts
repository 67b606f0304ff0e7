import { ageInYears, parseIsoDate, todayInIndia, type CalendarDate } from '../dates';
import { MESSAGES } from './messages';

/** A rule answers the message to show, or null when the value is fine. */
export type Rule = (value: string) => string | null;

export const MINIMUM_AGE = 18;
export const NAME_MAX = 50;
export const PLACE_MAX = 60;
export const ADDRESS_MAX = 300;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 2000;
export const MOBILE_TYPED_MAX = 10;
export const PINCODE_TYPED_MAX = 6;

// Letters of any script (Devanagari and Kannada names carry combining marks) and spaces.
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
// Deliberately simple: one @, something before, a dotted domain after, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** docs/product.md#validation input filter: digits only, at most `max` characters. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

// What people paste or autofill puts between the digits: spaces (no-break ones too), hyphens and dashes, dots,
// brackets. Dropped before any limit is applied, so they never cost a digit.
const NUMBER_SEPARATORS = /[\s\-\u2010-\u2015\u2212.()]/g;

/**
 * A mobile number as written or autofilled, reduced to the national number: separators dropped, then the Indian
 * country code (+91, 0091, or 91 in front of ten digits) and the trunk 0 that precede it. No Indian mobile
 * number begins with 0. Anything else stays, so a rule can still refuse it: the server keeps what it is sent.
 */
export function normaliseMobile(value: string): string {
  const compact = value.replace(NUMBER_SEPARATORS, '');
  let national = compact;
  if (compact.startsWith('+91')) national = compact.slice(3);
  else if (compact.startsWith('0091')) national = compact.slice(4);
  else if (/^91\d{10}$/.test(compact)) national = compact.slice(2);
  return national.replace(/^0+/, '');
}

/** A pincode as written ('416 416', '416-416'): separators dropped. */
export function normalisePincode(value: string): string {
  return value.replace(NUMBER_SEPARATORS, '');
}

/**
 * The mobile input filter (docs/product.md#validation): normalise first, then digits only, up to 10. The inputs
 * carry no maxLength attribute: the browser would cut a pasted '+91 98220 12345' to its first 10 characters before
 * any filter saw it.
 */
export function filterMobileInput(value: string): string {
  // A 0 that comes first once the other characters are gone ('*0') is a trunk 0 as well.
  const digits = normaliseMobile(value).replace(/\D/g, '').replace(/^0+/, '');
  return digits.slice(0, MOBILE_TYPED_MAX);
}

/** The pincode input filter (docs/product.md#validation): normalise first, then digits only, up to 6. */
export function filterPincodeInput(value: string): string {
  return digitsOnly(normalisePincode(value), PINCODE_TYPED_MAX);
}

function personName(message: string): Rule {
  return (value) => {
    const text = value.trim();
    return text.length >= 2 && text.length <= NAME_MAX && LETTERS_AND_SPACES.test(text) ? null : message;
  };
}

export const firstNameRule: Rule = personName(MESSAGES.firstName);
export const surnameRule: Rule = personName(MESSAGES.surname);
const middleNameWhenGiven = personName(MESSAGES.middleName);
export const middleNameRule: Rule = (value) => (value.trim() === '' ? null : middleNameWhenGiven(value));

export const emailRule: Rule = (value) => {
  const text = value.trim();
  return text.length <= EMAIL_MAX && EMAIL.test(text) ? null : MESSAGES.email;
};
export const optionalEmailRule: Rule = (value) => (value.trim() === '' ? null : emailRule(value));

export const mobileRule: Rule = (value) => (/^\d{10,15}$/.test(value.trim()) ? null : MESSAGES.mobile);

/** State, City, Dist, Tehsil: '{label} should contain only letters.' */
export function placeRule(label: string): Rule {
  return (value) => {
    const text = value.trim();
    if (text === '') return MESSAGES.required(label);
    if (text.length > PLACE_MAX) return MESSAGES.tooLong(label, PLACE_MAX);
    return LETTERS_AND_SPACES.test(text) ? null : MESSAGES.lettersOnly(label);
  };
}

export const addressRule: Rule = (value) => {
  const text = value.trim();
  if (text.length < 5) return MESSAGES.address;
  return text.length <= ADDRESS_MAX ? null : MESSAGES.tooLong('Address', ADDRESS_MAX);
};

export const pincodeRule: Rule = (value) => (/^\d{5,6}$/.test(value.trim()) ? null : MESSAGES.pincode);

export function requiredRule(label: string, max = NAME_MAX): Rule {
  return (value) => {
    const text = value.trim();
    if (text === '') return MESSAGES.required(label);
    return text.length <= max ? null : MESSAGES.tooLong(label, max);
  };
}

/** Permanent Account Number, optional; needed on an 80G receipt and in Form 10BD. */
export const panRule: Rule = (value) => {
  const text = value.trim().toUpperCase();
  return text === '' || /^[A-Z]{5}\d{4}[A-Z]$/.test(text) ? null : MESSAGES.pan;
};

export const GENDERS = ['male', 'female', 'others'] as const;
export type Gender = (typeof GENDERS)[number];
/** Each gender as the forms offer it (the public forms' options, the office's record page and entry form). */
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', others: 'Others' };
/** A stored gender in words; an unknown value as it is. */
export const genderLabel = (value: string): string => GENDER_LABELS[value as Gender] ?? value;
export const genderRule: Rule = (value) =>
  (GENDERS as readonly string[]).includes(value) ? null : MESSAGES.gender;

/** Date of birth: 'Invalid date format.' or 'You must be at least 18 years old.' (docs/product.md#validation). */
export function dateOfBirthRule(value: string, today: CalendarDate = todayInIndia()): string | null {
  const birth = parseIsoDate(value);
  if (!birth || ageInYears(birth, today) > 130 || ageInYears(birth, today) < 0) return MESSAGES.invalidDate;
  return ageInYears(birth, today) >= MINIMUM_AGE ? null : MESSAGES.underAge;
}
