import { sql } from 'drizzle-orm';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
} from '../../../src/shared/validation/controlCharacters';
import { VALID_ENQUIRY } from '../helpers/enquiry';
import { describeEachDatabase } from '../helpers/harness';
import { DONATION_FIELDS, MEMBERSHIP_FIELDS, membershipFiles, multipart } from '../payments/fixtures';

// docs/api.md#control-characters: a NUL byte (or another C0 control) anywhere a client can put text is a 400
// with a message, never a 500 and never stored. These were the seven endpoints that answered 500 before the
// edge rule.

describe('hasControlCharacter', () => {
  it('finds NUL and other C0 controls, and spares line breaks only in multi-line text', () => {
    expect(hasControlCharacter('Sangli\u0000')).toBe(true);
    expect(hasControlCharacter('a\u001bb')).toBe(true);
    expect(hasControlCharacter('line one\nline two')).toBe(true);
    expect(hasControlCharacter('line one\r\nline two\tend', true)).toBe(false);
    expect(hasControlCharacter('nul \u0000 in a message', true)).toBe(true);
    expect(hasControlCharacter('मराठी ಕನ್ನಡ हिंदी ₹')).toBe(false);
  });
});

let client = 0;
const nextClient = () => `10.9.0.${(client++ % 250) + 1}`;

describeEachDatabase('control characters at the edge', (server) => {
  const countRows = async (table: string) => {
    const result = await server().db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
  };

  it.each(['message', 'address', 'interested_in'])(
    'contact %s with NUL is 400 and stores nothing',
    async (field) => {
      const before = await countRows('enquiries');
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/fetch/contact-details/add',
        remoteAddress: nextClient(),
        payload: { ...VALID_ENQUIRY, [field]: 'bad\u0000value here' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(await countRows('enquiries')).toBe(before);
    },
  );

  it('keeps line breaks in an enquiry message', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/fetch/contact-details/add',
      remoteAddress: nextClient(),
      payload: { ...VALID_ENQUIRY, message: 'First line.\r\nSecond line.' },
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    {
      form: 'membership',
      url: '/api/joinus/joinnow',
      body: async () =>
        multipart({ ...MEMBERSHIP_FIELDS, address: '12 Shivaji Peth\u0000' }, await membershipFiles()),
    },
    {
      form: 'donation',
      url: '/api/donation/add',
      body: async () => multipart({ ...DONATION_FIELDS, address: 'Near the temple\u0000' }),
    },
  ])('refuses a NUL in the address of the $form form without creating an order', async ({ url, body }) => {
    const before = await countRows('orders');
    const response = await server().app.inject({
      method: 'POST',
      url,
      remoteAddress: nextClient(),
      ...(await body()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.address).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(await countRows('orders')).toBe(before);
  });

  it.each(['/api/joinus/joinnow/verify-payment', '/api/donation/verify-payment'])(
    '%s refuses a NUL in receiptId',
    async (url) => {
      const response = await server().app.inject({
        method: 'POST',
        url,
        remoteAddress: nextClient(),
        payload: {
          razorpay_order_id: 'order_x',
          razorpay_payment_id: 'pay_x',
          razorpay_signature: 'abc',
          receiptId: 'DBJS\u0000',
          status: 'failed',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    },
  );

  it.each([
    '/api/fetch/board-of-directors?category_name=%00',
    '/api/fetch/event-view/%00',
    '/api/fetch/event-view/abc%01def',
    '/api/fetch/events?page=1%00',
  ])('GET %s is 400 with a message', async (url) => {
    const response = await server().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});
