import { DONATION_PRESETS_RUPEES, MAX_DONATION_PAISE, MIN_DONATION_PAISE, rupeesToPaise } from '../money';
import { parseIsoDate } from '../dates';
import { MESSAGES } from './messages';
import {
  addressRule,
  dateOfBirthRule,
  emailRule,
  firstNameRule,
  genderRule,
  middleNameRule,
  mobileRule,
  optionalEmailRule,
  panRule,
  pincodeRule,
  placeRule,
  requiredRule,
  surnameRule,
  MESSAGE_MAX,
  type Rule,
} from './rules';

export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

function collectErrors<F extends object>(
  form: F,
  rules: Partial<Record<keyof F & string, Rule>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, rule] of Object.entries(rules) as [keyof F & string, Rule][]) {
    const value = form[field];
    const message = rule(typeof value === 'string' ? value : value == null ? '' : String(value));
    if (message) errors[field] = message;
  }
  return errors;
}

const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Boolean(value));

// ---------------------------------------------------------------- contact enquiry

export const INTEREST_OPTIONS = [
  'Membership',
  'Donation',
  'Hostel admission',
  'School admission',
  'Scholarship',
  'Volunteering',
  'Publications',
  'Other',
] as const;

export interface ContactForm {
  first_name: string;
  last_name: string;
  email_id: string;
  mobile_no: string;
  interested_in: string;
  address: string;
  message: string;
}

/** The enquiry's fields, in the form's order: what the server reads and where the form looks for the first error. */
export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'email_id',
  'mobile_no',
  'interested_in',
  'address',
  'message',
] as const satisfies readonly (keyof ContactForm)[];

export const EMPTY_CONTACT_FORM = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, '']),
) as unknown as ContactForm;

const lastNameRule: Rule = (value) => {
  const text = value.trim();
  return text.length >= 2 && firstNameRule(text) === null
    ? null
    : 'Last name should contain only letters and be at least 2 characters long.';
};

export function contactErrors(form: ContactForm): FieldErrors<ContactForm> {
  return collectErrors(form, {
    first_name: firstNameRule,
    last_name: lastNameRule,
    email_id: (value) => (value.trim() === '' ? MESSAGES.required('Email') : emailRule(value)),
    mobile_no: mobileRule,
    interested_in: requiredRule('Interested in', 100),
    address: addressRule,
    message: requiredRule('Message', MESSAGE_MAX),
  });
}

// ---------------------------------------------------------------- personal details shared by both journeys

export interface PersonalDetails {
  first_name: string;
  middle_name: string;
  sur_name: string;
  mobile_no: string;
  email_id: string;
  data_of_birth: string;
  gender: string;
  city: string;
  tehsil: string;
  dist: string;
  state: string;
  address: string;
  pincode: string;
}

const personalRules = {
  first_name: firstNameRule,
  middle_name: middleNameRule,
  sur_name: surnameRule,
  mobile_no: mobileRule,
  email_id: optionalEmailRule,
  gender: genderRule,
  state: placeRule('State'),
  city: placeRule('City'),
  dist: placeRule('Dist'),
  tehsil: placeRule('Tehsil'),
  address: addressRule,
  pincode: pincodeRule,
} satisfies Record<string, Rule>;

// ---------------------------------------------------------------- membership (Join Us)

export interface MembershipForm extends PersonalDetails {
  dbjs_member: boolean;
  magazine_member: boolean;
  /** Declaration: Digambar Jain, accepts the constitution. */
  personal_checkbox: boolean;
  /** Final certification that the details are true. */
  choose_type_checbox: boolean;
}

export const EMPTY_PERSONAL_DETAILS: PersonalDetails = {
  first_name: '',
  middle_name: '',
  sur_name: '',
  mobile_no: '',
  email_id: '',
  data_of_birth: '',
  gender: '',
  city: '',
  tehsil: '',
  dist: '',
  state: '',
  address: '',
  pincode: '',
};

export const EMPTY_MEMBERSHIP_FORM: MembershipForm = {
  ...EMPTY_PERSONAL_DETAILS,
  dbjs_member: false,
  magazine_member: false,
  personal_checkbox: false,
  choose_type_checbox: false,
};

export interface FilesPresent {
  memberProfile: boolean;
  aadharFile: boolean;
}

/** Submit-time rules (docs/product.md#validation); date of birth included, since the server must refuse it too. */
export function membershipErrors(form: MembershipForm): FieldErrors<MembershipForm> {
  const errors = collectErrors(form, { ...personalRules, data_of_birth: (value) => dateOfBirthRule(value) });
  if (!form.dbjs_member && !form.magazine_member) errors.dbjs_member = MESSAGES.membershipType;
  if (!form.personal_checkbox) errors.personal_checkbox = MESSAGES.consent;
  if (!form.choose_type_checbox) errors.choose_type_checbox = MESSAGES.consent;
  return errors;
}

/**
 * docs/product.md#validation, membership button-enable: gender, date of birth, first name, mobile number, photo,
 * identity file, declaration and final certification present, and at least one membership type chosen.
 */
export function membershipReadyToSubmit(form: MembershipForm, files: FilesPresent): boolean {
  return (
    isFilled(form.gender) &&
    isFilled(form.data_of_birth) &&
    isFilled(form.first_name) &&
    isFilled(form.mobile_no) &&
    files.memberProfile &&
    files.aadharFile &&
    form.personal_checkbox &&
    form.choose_type_checbox &&
    (form.dbjs_member || form.magazine_member)
  );
}

// ---------------------------------------------------------------- donation

export const DONATION_TYPES = [{ value: 'cost_of_education', label: 'Cost of education' }] as const;
export const DONATION_FREQUENCIES = ['Yearly', 'Monthly', 'One Time'] as const;
export { DONATION_PRESETS_RUPEES };

export interface DonationForm extends PersonalDetails {
  donation_type: string;
  /** Rupees as typed or picked from the presets. */
  donation_amount: string;
  donation_frequency: string;
  pan: string;
  updates_consent: boolean;
  certification: boolean;
}

export const EMPTY_DONATION_FORM: DonationForm = {
  ...EMPTY_PERSONAL_DETAILS,
  donation_type: DONATION_TYPES[0].value,
  donation_amount: '',
  donation_frequency: '',
  pan: '',
  updates_consent: false,
  certification: false,
};

const donationDateRule: Rule = (value) => (parseIsoDate(value) ? null : MESSAGES.invalidDate);

export function donationAmountRule(value: string): string | null {
  const paise = rupeesToPaise(value);
  return paise >= MIN_DONATION_PAISE && paise <= MAX_DONATION_PAISE ? null : MESSAGES.donationAmount;
}

export function donationErrors(form: DonationForm): FieldErrors<DonationForm> {
  const errors = collectErrors(form, {
    ...personalRules,
    data_of_birth: donationDateRule,
    donation_amount: donationAmountRule,
    pan: panRule,
    donation_type: (value) =>
      DONATION_TYPES.some((type) => type.value === value) ? null : MESSAGES.donationType,
    donation_frequency: (value) =>
      (DONATION_FREQUENCIES as readonly string[]).includes(value) ? null : MESSAGES.donationFrequency,
  });
  if (!form.certification) errors.certification = MESSAGES.consent;
  return errors;
}

const DONATION_REQUIRED: (keyof DonationForm)[] = [
  'first_name',
  'sur_name',
  'mobile_no',
  'data_of_birth',
  'gender',
  'city',
  'tehsil',
  'dist',
  'state',
  'address',
  'pincode',
  'donation_type',
  'donation_amount',
  'donation_frequency',
];

/** docs/product.md#validation, donation button-enable: every required field non-empty and the certification ticked. */
export function donationReadyToSubmit(form: DonationForm): boolean {
  return DONATION_REQUIRED.every((field) => isFilled(form[field])) && form.certification;
}
