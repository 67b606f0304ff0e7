import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_FIELDS, contactErrors, normaliseMobile, type ContactForm } from '../../shared/validation';
import { HttpError } from '../plugins/errors';
import { formRateLimit } from '../plugins/security';
import { insertEnquiry } from '../repositories/enquiries';

export const CONTACT_MESSAGES = {
  success: 'Thank you for contacting the Dakshin Bharat Jain Sabha. We will get back to you soon.',
  invalid: 'Please correct the highlighted fields.',
  notJson: 'Please send the enquiry as JSON (Content-Type: application/json).',
  notObject: 'The enquiry must be a JSON object with the form fields.',
} as const;

/** Hidden form field that people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';

// A seven-field enquiry with a 2000-character message fits easily; anything bigger is not an enquiry.
const CONTACT_BODY_LIMIT = 16 * 1024;

function isJsonRequest(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only the seven fields, as text; numbers are accepted as typed (a mobile number sent as a JSON number). */
function readForm(body: Record<string, unknown>): ContactForm {
  const form = {} as ContactForm;
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    form[field] =
      typeof value === 'string'
        ? value
        : typeof value === 'number' && Number.isFinite(value)
          ? String(value)
          : '';
  }
  // Written as people write it ('+91 98220 12345'): normalised as the browser's input does.
  form.mobile_no = normaliseMobile(form.mobile_no);
  return form;
}

function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/fetch/contact-details/add',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: formRateLimit(app.config),
      // Before the body is read: anything but JSON is refused with a message that says what to send.
      preParsing: async (request, _reply, payload) => {
        if (!isJsonRequest(request)) throw new HttpError(415, CONTACT_MESSAGES.notJson);
        return payload;
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isPlainObject(body)) throw new HttpError(400, CONTACT_MESSAGES.notObject);
      if (honeypotFilled(body)) {
        // A bot: it is told what a person is told, and nothing is stored.
        request.log.info('enquiry dropped by the honeypot');
        return reply.code(201).send({ message: CONTACT_MESSAGES.success });
      }
      const form = readForm(body);
      const errors = contactErrors(form);
      if (Object.keys(errors).length > 0) {
        throw new HttpError(400, CONTACT_MESSAGES.invalid, errors as Record<string, string>);
      }
      const enquiryId = await insertEnquiry(app.db, form);
      request.log.info({ enquiryId }, 'enquiry stored');
      return reply.code(201).send({ message: CONTACT_MESSAGES.success });
    },
  );
}
