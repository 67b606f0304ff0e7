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

/** SPEC.md section 5 input filter: digits only, at most `max` characters. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
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
export const genderRule: Rule = (value) =>
  (GENDERS as readonly string[]).includes(value) ? null : MESSAGES.gender;

/** Date of birth: 'Invalid date format.' or 'You must be at least 18 years old.' (SPEC.md section 5). */
export function dateOfBirthRule(value: string, today: CalendarDate = todayInIndia()): string | null {
  const birth = parseIsoDate(value);
  if (!birth || ageInYears(birth, today) > 130 || ageInYears(birth, today) < 0) return MESSAGES.invalidDate;
  return ageInYears(birth, today) >= MINIMUM_AGE ? null : MESSAGES.underAge;
}
