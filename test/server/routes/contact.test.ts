import { desc } from 'drizzle-orm';
import { enquiries } from '../../../src/server/db/schema';
import { CONTACT_MESSAGES } from '../../../src/server/routes/contact';
import { countEnquiries } from '../../../src/server/repositories/enquiries';
import { MESSAGES } from '../../../src/shared/validation';
import { VALID_ENQUIRY } from '../helpers/enquiry';
import { describeEachDatabase } from '../helpers/harness';

// POST fetch/contact-details/add: validated with the shared rules, stored, rate limited, honeypot.

const URL = '/api/fetch/contact-details/add';
const RATE_LIMIT = 4;

const validEnquiry = {
  ...VALID_ENQUIRY,
  message: 'Please send the admission form for the girls hostel at Sangli.',
};

let clientNumber = 0;
/** Each test speaks from its own address, so the per-client rate limit of one test does not touch another. */
const nextClient = () => `10.1.${Math.floor(clientNumber / 200)}.${(clientNumber++ % 200) + 1}`;

describeEachDatabase(
  'contact enquiries',
  (server) => {
    const post = async (
      payload: unknown,
      options: { headers?: Record<string, string>; raw?: string; client?: string } = {},
    ) => {
      const response = await server().app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: options.client ?? nextClient(),
        headers: { 'content-type': 'application/json', ...options.headers },
        payload: options.raw ?? JSON.stringify(payload),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    };

    it('stores a valid enquiry and answers 201 with the thank-you message', async () => {
      const before = await countEnquiries(server().db);
      const { status, body } = await post(validEnquiry);
      expect(status).toBe(201);
      expect(body).toEqual({ message: CONTACT_MESSAGES.success });
      expect(body.message).toBe(
        'Thank you for contacting the Dakshin Bharat Jain Sabha. We will get back to you soon.',
      );
      expect(await countEnquiries(server().db)).toBe(before + 1);
      const [stored] = await server().db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1);
      expect(stored).toMatchObject({
        firstName: 'Sunita',
        lastName: 'Chougule',
        email: 'sunita.chougule@example.org',
        mobile: '9876543210',
        interestedIn: 'Hostel admission',
        address: 'Vishrambag, Sangli',
      });
    });

    it('trims the values it stores, accepts a mobile number sent as a number and ignores unknown fields', async () => {
      const { status } = await post({
        ...validEnquiry,
        first_name: '  Mahavir ',
        mobile_no: 9123456789,
        role: 'admin',
      });
      expect(status).toBe(201);
      const [stored] = await server().db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1);
      expect(stored.firstName).toBe('Mahavir');
      expect(stored.mobile).toBe('9123456789');
    });

    it('answers the path with a trailing slash too', async () => {
      const response = await server().app.inject({
        method: 'POST',
        url: `${URL}/`,
        remoteAddress: nextClient(),
        payload: validEnquiry,
      });
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['first_name', '', MESSAGES.firstName],
      ['first_name', 'S', MESSAGES.firstName],
      ['first_name', 'Sunita1', MESSAGES.firstName],
      ['last_name', '', 'Last name should contain only letters and be at least 2 characters long.'],
      ['last_name', 'C', 'Last name should contain only letters and be at least 2 characters long.'],
      ['email_id', '', 'Email is required.'],
      ['email_id', 'sunita@', MESSAGES.email],
      ['email_id', 'sunita at example.org', MESSAGES.email],
      ['mobile_no', '', MESSAGES.mobile],
      ['mobile_no', '98765', MESSAGES.mobile],
      ['mobile_no', '98765abcde', MESSAGES.mobile],
      ['mobile_no', '9'.repeat(16), MESSAGES.mobile],
      ['interested_in', '', 'Interested in is required.'],
      ['interested_in', 'x'.repeat(101), 'Interested in must be at most 100 characters long.'],
      ['address', '', MESSAGES.address],
      ['address', 'Sang', MESSAGES.address],
      ['message', '', 'Message is required.'],
      ['message', '   ', 'Message is required.'],
      ['message', 'x'.repeat(2001), 'Message must be at most 2000 characters long.'],
    ])('%s = %j is 400 naming only that field', async (field, value, message) => {
      const before = await countEnquiries(server().db);
      const { status, body } = await post({ ...validEnquiry, [field]: value });
      expect(status).toBe(400);
      expect(body).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: { [field]: message },
      });
      expect(await countEnquiries(server().db)).toBe(before);
    });

    it('names all seven fields when the body is an empty object, and treats non-text values as missing', async () => {
      const { status, body } = await post({});
      expect(status).toBe(400);
      expect(Object.keys(body.errors).sort()).toEqual(
        ['address', 'email_id', 'first_name', 'interested_in', 'last_name', 'message', 'mobile_no'].sort(),
      );
      const odd = await post({ ...validEnquiry, first_name: { name: 'x' }, address: ['Sangli road'] });
      expect(odd.status).toBe(400);
      expect(Object.keys(odd.body.errors).sort()).toEqual(['address', 'first_name']);
    });

    it('a filled honeypot gets the same 201 answer and nothing is stored', async () => {
      const before = await countEnquiries(server().db);
      const { status, body } = await post({ ...validEnquiry, website: 'https://spam.example' });
      expect(status).toBe(201);
      expect(body).toEqual({ message: CONTACT_MESSAGES.success });
      // even an invalid bot submission is told the same
      expect((await post({ website: 'x' })).status).toBe(201);
      expect(await countEnquiries(server().db)).toBe(before);
      // an empty honeypot is a person
      expect((await post({ ...validEnquiry, website: '' })).status).toBe(201);
      expect(await countEnquiries(server().db)).toBe(before + 1);
    });

    it(`limits each client to ${RATE_LIMIT} submissions a minute with 429 and a message`, async () => {
      const client = nextClient();
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        expect((await post(validEnquiry, { client })).status).toBe(201);
      }
      const limited = await post(validEnquiry, { client });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // invalid and honeypot submissions count too
      expect((await post({}, { client })).status).toBe(429);
      // another client is not affected
      expect((await post(validEnquiry, { client: nextClient() })).status).toBe(201);
    });

    it('a forged X-Forwarded-For does not dodge the limit (TRUST_PROXY is off by default)', async () => {
      const client = nextClient();
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        await post(validEnquiry, { client, headers: { 'x-forwarded-for': nextClient() } });
      }
      expect((await post(validEnquiry, { client, headers: { 'x-forwarded-for': nextClient() } })).status).toBe(429);
    });

    it.each([
      ['text/plain', 'first_name=Sunita'],
      ['application/x-www-form-urlencoded', 'first_name=Sunita&last_name=Chougule'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--\r\n',
      ],
      ['text/html', '<p>hello</p>'],
    ])('a %s body is 415 with a JSON message', async (type, raw) => {
      const { status, body, headers } = await post(null, { raw, headers: { 'content-type': type } });
      expect(status).toBe(415);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(body).toEqual({ message: 'Please send the enquiry as JSON (Content-Type: application/json).' });
    });

    it('a request without a content type is 415', async () => {
      const response = await server().app.inject({ method: 'POST', url: URL, remoteAddress: nextClient() });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toHaveProperty('message');
    });

    it.each([
      ['malformed JSON', '{"first_name": "Sunita",', 'The request body is not valid JSON.'],
      ['a truncated string', '{"first_name": "Sun', 'The request body is not valid JSON.'],
      [
        'prototype poisoning',
        '{"__proto__": {"admin": true}, "first_name": "Sunita"}',
        'The request body is not valid JSON.',
      ],
      ['an empty body', '', 'The request body is empty.'],
      ['a JSON array', '[1, 2, 3]', CONTACT_MESSAGES.notObject],
      ['a JSON string', '"hello"', CONTACT_MESSAGES.notObject],
      ['JSON null', 'null', CONTACT_MESSAGES.notObject],
    ])('%s is 400 with a message', async (_name, raw, message) => {
      const { status, body } = await post(null, { raw });
      expect(status).toBe(400);
      expect(body).toEqual({ message });
    });

    it('a body over the limit is 413 with a JSON message', async () => {
      const { status, body } = await post({ ...validEnquiry, message: 'x'.repeat(20_000) });
      expect(status).toBe(413);
      expect(body).toEqual({ message: 'The request is too large.' });
    });

    it('other methods on the path are 404 JSON', async () => {
      const response = await server().app.inject({ method: 'GET', url: URL });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'There is nothing at this address.' });
    });
  },
  { seed: false, env: { FORM_RATE_LIMIT: String(RATE_LIMIT) } },
);
