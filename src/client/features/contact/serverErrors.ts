import {
  CONTACT_FIELDS,
  type ContactForm,
  type FieldErrors,
  type INTEREST_OPTIONS,
} from '../../../shared/validation';
import type { Translate } from '../../i18n';

const CONTACT_FIELD_NAMES = new Set<string>(CONTACT_FIELDS);

export interface SubmitFailure {
  message: string | null;
  errors: FieldErrors<ContactForm>;
}

/**
 * Reads the server's answer to a failed enquiry (docs/api.md#errors: 400 {message, errors: {field:
 * message}}). Anything else, such as a network failure or a proxy's HTML page, yields no message so the
 * caller can use its own.
 */
export function readSubmitFailure(error: unknown): SubmitFailure {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  const errors: FieldErrors<ContactForm> = {};
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, text] of Object.entries(body.errors as Record<string, unknown>)) {
      if (CONTACT_FIELD_NAMES.has(field) && typeof text === 'string') errors[field as keyof ContactForm] = text;
    }
  }
  return { message, errors };
}

/**
 * The English messages the enquiry can come back with, from the server (src/server/routes/contact.ts) or the
 * shared rules the form checks with (contactErrors): listed here so `npm run i18n:extract` puts them in the
 * catalogs; the form shows each with t(message) in the page's language. The rules' messages that are the same
 * for every form (shared/validation/messages.ts) are in the catalogs already.
 */
export const ENQUIRY_MESSAGES = (t: Translate) => [
  t('Thank you for contacting the Dakshin Bharat Jain Sabha. We will get back to you soon.'),
  t('Please correct the highlighted fields.'),
  t('Last name should contain only letters and be at least 2 characters long.'),
  t('Email is required.'),
  t('Interested in is required.'),
  t('Interested in must be at most 100 characters long.'),
  t('Address must be at most 300 characters long.'),
  t('Message is required.'),
  t('Message must be at most 2000 characters long.'),
];

/** The visible names of the interests (the submitted values stay the English ones the office reads). */
export const interestLabels = (t: Translate): Record<(typeof INTEREST_OPTIONS)[number], string> => ({
  Membership: t('Membership'),
  Donation: t('Donation'),
  'Hostel admission': t('Hostel admission'),
  'School admission': t('School admission'),
  Scholarship: t('Scholarship'),
  Volunteering: t('Volunteering'),
  Publications: t('Publications'),
  Other: t('Other'),
});
