import type { ContactForm, FieldErrors } from '../../../shared/validation';

const CONTACT_FIELDS = new Set<string>([
  'first_name',
  'last_name',
  'email_id',
  'mobile_no',
  'interested_in',
  'address',
  'message',
]);

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
      if (CONTACT_FIELDS.has(field) && typeof text === 'string') errors[field as keyof ContactForm] = text;
    }
  }
  return { message, errors };
}
