import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describeEachDatabase } from '../helpers/harness';
import { multipart } from '../payments/fixtures';
import { CONTACT_FIELDS } from '../../../src/shared/validation';
import { hostileText, hostileValue, inUrl, wellFormed } from '../helpers/hostileInput';

// Property-based fuzz of every public endpoint: whatever a client sends (control characters, lone surrogates,
// SQL and path tricks, wrong types, huge values), the answer is never a 5xx. Bounded runs keep CI's time in hand.

const RUNS = 25;

const FORM_FIELDS = [
  'first_name',
  'middle_name',
  'surname',
  'mobile',
  'email',
  'dob',
  'gender',
  'city',
  'tehsil',
  'district',
  'state',
  'pincode',
  'address',
  'dbjs_member',
  'magazine_member',
  'dbjs_amount',
  'magazine_amount',
  'donation_type',
  'donation_amount',
  'donation_frequency',
  'pan',
];

describeEachDatabase('fuzz: no public request gets a 5xx', (server) => {
  const expectNo5xx = async (request: InjectOptions) => {
    const response = await server().app.inject(request);
    if (response.statusCode >= 500) {
      throw new Error(
        `${response.statusCode} for ${JSON.stringify(request).slice(0, 300)}: ${response.body}`,
      );
    }
  };
  let client = 0;
  const remoteAddress = () => `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
  /** A POST from a client address of its own, so no per-address limit (the forms', the sign-in's) answers for the route. */
  const postFromNewClient = (
    url: string,
    payload: InjectOptions['payload'],
    headers: InjectOptions['headers'] = {},
  ) => expectNo5xx({ method: 'POST', url, headers, payload, remoteAddress: remoteAddress() });

  it('read endpoints with hostile query values and path parameters', async () => {
    const paths = [
      'fetch/settings',
      'fetch/homepage-data',
      'fetch/categories/',
      'fetch/board-of-directors/',
      'fetch/about-president',
      'fetch/events/',
      'fetch/awards',
      'fetch//matrimony-event-card',
      'config',
      'health',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom('page', 'per_page', 'parent_name', 'order', 'category_name', 'lang', 'x'),
          hostileText,
          {
            maxKeys: 4,
          },
        ),
        fc.array(hostileText, { minLength: 1, maxLength: 2 }),
        async (path, query, segments) => {
          const search = Object.entries(query)
            .map(([key, value]) => `${key}=${inUrl(value)}`)
            .join('&');
          await expectNo5xx({ method: 'GET', url: `/api/${path}?${search}` });
          await expectNo5xx({ method: 'GET', url: `/api/fetch/event-view/${segments.map(inUrl).join('/')}` });
          await expectNo5xx({ method: 'GET', url: `/api/receipts/${inUrl(segments[0])}` });
          await expectNo5xx({ method: 'GET', url: `/api/uploads/${segments.map(inUrl).join('/')}` });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the enquiry form with hostile JSON and raw bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, hostileValue])), {
          requiredKeys: [],
        }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        async (body, raw) => {
          const url = '/api/fetch/contact-details/add';
          await postFromNewClient(url, body as Record<string, unknown>);
          await postFromNewClient(url, raw, { 'content-type': 'application/json' });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('both payment forms with hostile multipart fields and files', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...FORM_FIELDS), hostileText, { maxKeys: FORM_FIELDS.length }),
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('/api/joinus/joinnow', '/api/donation/add'),
        async (fields, bytes, url) => {
          const body = multipart(
            Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [key, value.replace(/\r|\n/g, ' ')]),
            ),
            {
              memberProfile: { filename: 'photo.png', contentType: 'image/png', content: Buffer.from(bytes) },
              aadharFile: { filename: 'id.pdf', contentType: 'application/pdf', content: Buffer.from(bytes) },
            },
          );
          await expectNo5xx({ method: 'POST', url, ...body, remoteAddress: remoteAddress() });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('verify calls, the webhook and the office login with hostile JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'razorpay_order_id',
            'razorpay_payment_id',
            'razorpay_signature',
            'receiptId',
            'amount',
            'email',
            'status',
            'reason',
            'password',
          ),
          hostileValue,
          { maxKeys: 8 },
        ),
        hostileText,
        async (body, signature) => {
          for (const url of [
            '/api/joinus/joinnow/verify-payment',
            '/api/donation/verify-payment',
            '/api/admin/login',
          ]) {
            await postFromNewClient(url, body as Record<string, unknown>);
          }
          await expectNo5xx({
            method: 'POST',
            url: '/api/payments/razorpay-webhook',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': wellFormed(signature).replace(/[^\x20-\x7e]/g, ''),
            },
            payload: JSON.stringify(body),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
