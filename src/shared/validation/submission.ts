import type { PersonalDetails } from './forms';
import { normaliseMobile, normalisePincode } from './rules';

// The one table between the forms' field names and the names the two order forms (joinus/joinnow, donation/add)
// are submitted under, used both ways: the browser sends a form under these names and reads a refused field's
// message back onto its own field; the server reads the submission into the form the shared rules check, and
// names a refused field as it was sent.

/**
 * Each personal detail's name in the submissions of joinus/joinnow and donation/add (docs/product.md#entities), in
 * the order they are sent. The forms name the fields as the form entities do (sur_name, data_of_birth, dist, ...);
 * the submission, and the server's 400 that names a refused field, as the API does (surname, dob, district, ...).
 * Every other field of the two forms is sent under its form name (choose_type_checbox as it is spelt).
 */
export const PERSONAL_SUBMISSION_NAMES = {
  first_name: 'first_name',
  middle_name: 'middle_name',
  sur_name: 'surname',
  mobile_no: 'mobile',
  email_id: 'email',
  data_of_birth: 'dob',
  gender: 'gender',
  city: 'city',
  tehsil: 'tehsil',
  dist: 'district',
  state: 'state',
  pincode: 'pincode',
  address: 'address',
} as const satisfies Record<keyof PersonalDetails, string>;

const PERSONAL_FIELDS = Object.keys(PERSONAL_SUBMISSION_NAMES) as (keyof PersonalDetails)[];

const FORM_FIELD_OF_SUBMISSION: Record<string, string> = Object.fromEntries(
  PERSONAL_FIELDS.map((field) => [PERSONAL_SUBMISSION_NAMES[field], field]),
);

/** The name a form field is sent under, and under which the server names it when refused. */
export function submissionName(field: string): string {
  return Object.hasOwn(PERSONAL_SUBMISSION_NAMES, field)
    ? PERSONAL_SUBMISSION_NAMES[field as keyof PersonalDetails]
    : field;
}

/** The form field a submission name stands for (the way back from submissionName). */
export function formFieldOfSubmission(name: string): string {
  return Object.hasOwn(FORM_FIELD_OF_SUBMISSION, name) ? FORM_FIELD_OF_SUBMISSION[name] : name;
}

/** The personal details as the submission carries them: [submission name, value trimmed], in order. */
export function personalSubmission(form: PersonalDetails): [string, string][] {
  return PERSONAL_FIELDS.map((field) => [PERSONAL_SUBMISSION_NAMES[field], form[field].trim()]);
}

/** A submitted text field, trimmed ('' when it was not sent). */
export function submittedText(fields: Record<string, string>, name: string): string {
  return (fields[name] ?? '').trim();
}

/**
 * The personal details read back from a submission's fields, trimmed; mobile and pincode are normalised as the
 * browser's inputs do, since people write them with spaces and a +91 ('+91 98220 12345', '416 416').
 */
export function personalDetailsFrom(fields: Record<string, string>): PersonalDetails {
  const details: PersonalDetails = Object.fromEntries(
    PERSONAL_FIELDS.map((field) => [field, submittedText(fields, PERSONAL_SUBMISSION_NAMES[field])]),
  ) as Record<keyof PersonalDetails, string>;
  return {
    ...details,
    mobile_no: normaliseMobile(details.mobile_no),
    pincode: normalisePincode(details.pincode),
  };
}

/** Messages keyed by form field, keyed instead by the names the fields were sent under. */
export function bySubmissionName(errors: Partial<Record<string, string>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (message) result[submissionName(field)] = message;
  return result;
}
