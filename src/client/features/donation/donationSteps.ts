import { ADDRESS_FIELD_ORDER, PERSON_FIELD_ORDER } from '../payments/personFields';
import { donationErrors, MESSAGES, type DonationForm, type FieldErrors } from '../../../shared/validation';

// The donation form's four steps (issue 5): amount and frequency, personal details, address, review. Each step
// is checked with the shared rules, filtered to its own fields, before the next one opens.

export const DONATION_STEPS = ['amount', 'personal', 'address', 'review'] as const;
export type DonationStep = (typeof DONATION_STEPS)[number];
export type DonationField = keyof DonationForm;

export const STEP_FIELDS: Record<DonationStep, readonly DonationField[]> = {
  amount: ['donation_amount', 'donation_frequency', 'donation_type'],
  personal: [...PERSON_FIELD_ORDER, 'pan'],
  address: ADDRESS_FIELD_ORDER,
  review: ['updates_consent', 'certification'],
};

export const STEP_TITLES: Record<DonationStep, string> = {
  amount: 'Amount',
  personal: 'Your details',
  address: 'Address',
  review: 'Review',
};

/** The submit-time rules of every field (an empty date of birth is "required" rather than "invalid"). */
export function donationFieldErrors(form: DonationForm): FieldErrors<DonationForm> {
  const errors = donationErrors(form);
  if (form.data_of_birth.trim() === '') errors.data_of_birth = MESSAGES.required('Date of birth');
  return errors;
}

export function stepErrors(form: DonationForm, step: DonationStep): FieldErrors<DonationForm> {
  const all = donationFieldErrors(form);
  const result: FieldErrors<DonationForm> = {};
  for (const field of STEP_FIELDS[step]) if (all[field]) result[field] = all[field];
  return result;
}

/** The first step holding an error, so the visitor is taken to it. */
export function firstStepWithErrors(form: DonationForm): DonationStep | null {
  return DONATION_STEPS.find((step) => Object.keys(stepErrors(form, step)).length > 0) ?? null;
}
