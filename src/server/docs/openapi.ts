import { z } from 'zod';
import {
  membershipDecisionResponseSchema,
  membershipRejectSchema,
} from '../../shared/schemas/membershipRecords';
import {
  boardQuerySchema,
  boardResponseSchema,
  categoriesQuerySchema,
  categoriesResponseSchema,
  eventsPageResponseSchema,
  eventsQuerySchema,
  langQuerySchema,
  eventViewResponseSchema,
  homepageResponseSchema,
  matrimonyResponseSchema,
  messageResponseSchema,
  orderResponseSchema,
  presidentResponseSchema,
  runtimeConfigSchema,
  settingsResponseSchema,
  awardsResponseSchema,
  subscriptionResponseSchema,
  verifyFailureSchema,
  verifyResponseSchema,
  verifySuccessSchema,
  verifySubscriptionSchema,
  verifySubscriptionFailureSchema,
} from '../../shared/schemas';
import { CONTACT_FIELDS } from '../../shared/validation/forms';
import { PERSONAL_SUBMISSION_NAMES } from '../../shared/validation/submission';

// The HTTP API as an OpenAPI 3.1 document, built from the zod schemas of src/shared/schemas (docs/api.md tells
// the conventions in prose). `npm run docs:api` writes it to docs/openapi.json; in development the server serves
// it at /api/docs. A server test (test/server/docs/openapi.test.ts) fails when a route of the app is missing here, when
// this names a route the app does not have, or when docs/openapi.json is older than this file's output.
// The office console's routes are listed by path and method only: their contract is docs/admin-api.md.

type Method = 'get' | 'post' | 'put' | 'delete';
type Schema = z.ZodType;

interface Operation {
  summary: string;
  tag: 'content' | 'payments' | 'sandbox' | 'office' | 'site';
  query?: Schema;
  /** A JSON body, or the names of a multipart body's fields. */
  json?: Schema;
  multipart?: { fields: string[]; files?: string[] };
  /** Status code to the answer's schema; `null` for a body that is not JSON (a file, a script). */
  answers: Record<number, Schema | { type: string } | null>;
}

const MESSAGE = messageResponseSchema;
const PDF = { type: 'application/pdf' };
const CSV = { type: 'text/csv' };
const HTML = { type: 'text/html' };
const JS = { type: 'text/javascript' };

/** The personal details both order forms send, under their submission names and in their order. */
const PERSON_FIELDS = Object.values(PERSONAL_SUBMISSION_NAMES);

const operation = (tag: Operation['tag'], summary: string, answers: Operation['answers']): Operation => ({
  summary,
  tag,
  answers,
});
const read = (summary: string, answer: Schema, query?: Schema): Operation => ({
  summary,
  tag: 'content',
  query,
  answers: { 200: answer, 400: MESSAGE },
});
const office = (summary: string, answers: Operation['answers'] = { 200: null }): Operation => ({
  summary,
  tag: 'office',
  answers: { ...answers, 401: MESSAGE, 403: MESSAGE },
});
/** A payment's confirmation from the checkout (routes/verify.ts): every answer is the same JSON shape. */
const verifyPayment = (summary: string, json: Schema): Operation => ({
  summary,
  tag: 'payments',
  json,
  answers: { 200: verifyResponseSchema, 400: verifyResponseSchema, 404: verifyResponseSchema },
});
/** The donor's page of a recurring donation (routes/subscriptions.ts), an HTML page under its signed link. */
const donorPage = (summary: string, refusedWith409 = false): Operation =>
  operation(
    'payments',
    summary,
    refusedWith409 ? { 200: HTML, 404: MESSAGE, 409: MESSAGE } : { 200: HTML, 404: MESSAGE },
  );
const sandbox = (summary: string): Operation =>
  operation('sandbox', `Sandbox: ${summary}`, { 200: null, 404: MESSAGE });
/** A list the office edits (routes/admin/content/crud.ts): list and add at `path`, change and delete at path/{id}. */
const officeList = (path: string, list: string, one: string) => ({
  [path]: { get: office(list), post: office(`Add ${one}`) },
  [`${path}/{id}`]: { put: office(`Change ${one}`), delete: office(`Delete ${one}`) },
});

/** Every route under /api, by OpenAPI path and method. Path parameters are written {name}. */
export const OPERATIONS: Record<string, Partial<Record<Method, Operation>>> = {
  '/api/health': {
    get: operation('site', 'Liveness and database check', { 200: null, 503: null }),
  },
  '/api/config': {
    get: operation('site', 'Runtime configuration for the browser', { 200: runtimeConfigSchema }),
  },
  '/api/docs': {
    get: operation('site', 'This document (development builds only; ?format=html for a readable page)', {
      200: null,
    }),
  },
  '/api/fetch/settings': { get: read('Site settings (first item used)', settingsResponseSchema) },
  '/api/fetch/homepage-data': {
    get: read('Latest news and the newest events', homepageResponseSchema, langQuerySchema),
  },
  '/api/fetch/categories': {
    get: read('Categories of about_us or awards', categoriesResponseSchema, categoriesQuerySchema),
  },
  '/api/fetch/board-of-directors': {
    get: read('Board members of a category', boardResponseSchema, boardQuerySchema),
  },
  '/api/fetch/about-president': { get: read('The president', presidentResponseSchema, langQuerySchema) },
  '/api/fetch/awards': { get: read('Awards with their category', awardsResponseSchema, langQuerySchema) },
  '/api/fetch/events': { get: read('One page of events', eventsPageResponseSchema, eventsQuerySchema) },
  '/api/fetch/event-view/{event_slug}': {
    get: {
      ...read('One event by slug', eventViewResponseSchema, langQuerySchema),
      answers: { 200: eventViewResponseSchema, 404: MESSAGE },
    },
  },
  '/api/fetch/matrimony-event-card': {
    get: read('The matrimony event card', matrimonyResponseSchema, langQuerySchema),
  },
  '/api/fetch/contact-details/add': {
    post: {
      summary: 'Send an enquiry',
      tag: 'content',
      // Every field the enquiry form sends, as text.
      json: z.object(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, z.string()]))),
      answers: { 201: MESSAGE, 400: MESSAGE, 429: MESSAGE },
    },
  },
  '/api/joinus/joinnow': {
    post: {
      summary: 'Apply for membership: creates the gateway order',
      tag: 'payments',
      multipart: {
        fields: [
          ...PERSON_FIELDS,
          'dbjs_member',
          'magazine_member',
          'dbjs_amount',
          'magazine_amount',
          'personal_checkbox',
          'choose_type_checbox',
          'language',
        ],
        files: ['memberProfile', 'aadharFile'],
      },
      answers: { 201: orderResponseSchema, 400: MESSAGE, 413: MESSAGE, 429: MESSAGE },
    },
  },
  '/api/joinus/joinnow/verify-payment': {
    post: verifyPayment(
      'Confirm a membership payment, or report its failure',
      z.union([verifySuccessSchema, verifyFailureSchema]),
    ),
  },
  '/api/donation/add': {
    post: {
      summary: 'Donate: creates the gateway order (One Time) or subscription (Monthly, Yearly)',
      tag: 'payments',
      multipart: {
        fields: [
          ...PERSON_FIELDS,
          'donation_type',
          'donation_amount',
          'donation_frequency',
          'pan',
          'updates_consent',
          'certification',
          'language',
        ],
      },
      answers: {
        201: z.union([orderResponseSchema, subscriptionResponseSchema]),
        400: MESSAGE,
        429: MESSAGE,
      },
    },
  },
  '/api/donation/verify-payment': {
    post: verifyPayment(
      'Confirm a donation payment, or report its failure',
      z.union([
        verifySuccessSchema,
        verifyFailureSchema,
        verifySubscriptionSchema,
        verifySubscriptionFailureSchema,
      ]),
    ),
  },
  '/api/payments/razorpay-webhook': {
    post: operation('payments', "The gateway's signed events (X-Razorpay-Signature)", {
      200: null,
      400: MESSAGE,
    }),
  },
  '/api/receipts/{file}': {
    get: operation('payments', 'A receipt PDF by its unguessable name', { 200: PDF, 404: MESSAGE }),
  },
  '/api/subscriptions/manage/{token}': { get: donorPage("A recurring donation's page for its donor") },
  '/api/subscriptions/manage/{token}/cancel': { post: donorPage('Cancel a recurring donation') },
  '/api/subscriptions/manage/{token}/pause': {
    post: donorPage('Pause a running recurring donation (409 unless active)', true),
  },
  '/api/subscriptions/manage/{token}/resume': {
    post: donorPage('Resume a paused recurring donation (409 unless paused)', true),
  },
  '/api/sandbox/checkout.js': {
    get: operation('sandbox', "The sandbox gateway's checkout script (no keys set)", {
      200: JS,
      404: MESSAGE,
    }),
  },
  '/api/sandbox/orders/{id}/pay': { post: sandbox('pay an order') },
  '/api/sandbox/orders/{id}/fail': { post: sandbox('fail an order') },
  '/api/sandbox/subscriptions/{id}/authorise': { post: sandbox('authorise a subscription') },
  '/api/sandbox/subscriptions/{id}/fail': { post: sandbox('fail a subscription') },
  '/api/sandbox/advance': { post: sandbox('charge subscriptions that are due') },
  '/api/admin/login': {
    post: { ...office('Sign in'), answers: { 200: null, 400: MESSAGE, 401: MESSAGE, 429: MESSAGE } },
  },
  '/api/admin/logout': { post: office('Sign out') },
  '/api/admin/session': { get: office('The signed-in officer and CSRF token') },
  '/api/admin/settings': { get: office('Site settings'), put: office('Change site settings') },
  '/api/admin/settings/form-10ac': { post: office('Upload the Form 10AC PDF') },
  '/api/admin/settings/receipt-details': {
    get: office("The receipts' letterhead details"),
    put: office("Change the receipts' letterhead details"),
  },
  '/api/admin/settings/receipt-details/signature': {
    post: office("Upload the signatory's signature"),
    delete: office("Remove the signatory's signature"),
  },
  '/api/admin/settings/receipt-details/signature.png': {
    get: office("The signatory's signature", { 200: { type: 'image/png' } }),
  },
  '/api/admin/users': { get: office('Officers'), post: office('Add an officer') },
  '/api/admin/users/{id}': { put: office("Change an officer's role or access") },
  '/api/admin/password': { post: office('Change my password') },
  '/api/admin/president': { get: office('The president'), put: office('Change the president') },
  '/api/admin/people/erase': { post: office("Erase a person's data") },
  '/api/admin/profiles': { get: office('Donors and members: profiles with their totals') },
  '/api/admin/profiles/{key}': { get: office('One donor or member: records, receipts, totals, suggestions') },
  '/api/admin/profiles/links': { post: office('Merge two profiles, or mark them as different people') },
  '/api/admin/profiles/links/{id}': { delete: office('Undo a merge or a "different people" decision') },
  '/api/admin/orders/{id}/receipt-copy': { post: office('Mail a copy of the receipt to another address') },
  '/api/admin/events': { get: office('Events'), post: office('Add an event') },
  '/api/admin/events/{id}': {
    get: office('One event'),
    put: office('Change an event'),
    delete: office('Delete an event'),
  },
  '/api/admin/enquiries': { get: office('Enquiries') },
  '/api/admin/enquiries/{id}': { get: office('One enquiry') },
  '/api/admin/exports/enquiries.csv': { get: office('Enquiries as CSV', { 200: CSV }) },
  '/api/admin/exports/memberships.csv': { get: office('Memberships as CSV', { 200: CSV }) },
  '/api/admin/exports/donations.csv': { get: office('Donations as CSV', { 200: CSV }) },
  '/api/admin/exports/form-10bd.csv': { get: office('Form 10BD statement as CSV', { 200: CSV }) },
  '/api/admin/form-10be': { get: office("A year's Form 10BE certificates with their mails and counts") },
  '/api/admin/form-10be/progress': { get: office('Counts of the Form 10BE certificate mails (polled)') },
  '/api/admin/form-10be/generate': {
    post: office('Generate the missing Form 10BE certificates of a filed year'),
  },
  '/api/admin/form-10be/mail': { post: office("Mail all of a year's Form 10BE certificates (queued once)") },
  '/api/admin/form-10be/{id}/certificate.pdf': {
    get: office('A Form 10BE certificate as issued', { 200: PDF }),
  },
  ...officeList('/api/admin/news', 'News', 'news'),
  ...officeList('/api/admin/categories', 'Categories', 'a category'),
  ...officeList('/api/admin/board-members', 'Board members', 'a board member'),
  ...officeList('/api/admin/awards', 'Awards', 'an award'),
  '/api/admin/audit': { get: office('Audit log') },
  ...officeList('/api/admin/matrimony-cards', 'Matrimony cards', 'a matrimony card'),
  '/api/admin/mail-outbox': { get: office('Unsent mails') },
  '/api/admin/mail-outbox/{id}/retry': { post: office('Send a mail now') },
  '/api/admin/memberships': { get: office('Memberships') },
  '/api/admin/memberships/{id}': { get: office('One membership with its payment trail') },
  '/api/admin/memberships/{id}/photo': { get: office("A member's photo", { 200: { type: 'image/*' } }) },
  '/api/admin/memberships/{id}/identity': {
    get: office("A member's identity document", { 200: { type: '*/*' } }),
  },
  '/api/admin/memberships/{id}/approve': {
    post: office('Approve a paid membership: it gets the next membership number', {
      200: membershipDecisionResponseSchema,
      404: MESSAGE,
      409: MESSAGE,
    }),
  },
  '/api/admin/memberships/{id}/reject': {
    post: {
      ...office('Reject a paid membership with a reason (no refund)', {
        200: membershipDecisionResponseSchema,
        400: MESSAGE,
        404: MESSAGE,
        409: MESSAGE,
      }),
      json: membershipRejectSchema,
    },
  },
  '/api/admin/memberships/{id}/card.pdf': {
    get: office("An approved member's card", { 200: PDF, 404: MESSAGE, 409: MESSAGE }),
  },
  '/api/admin/donations': { get: office('Donations') },
  '/api/admin/donations/{id}': { get: office('One donation with its payment trail') },
  '/api/admin/dashboard': { get: office('Counts, money totals and recurring income for the dashboard') },
  '/api/admin/subscriptions': { get: office('Monthly and yearly gifts with their charges') },
  '/api/admin/subscriptions/{id}/cancel': { post: office('Cancel a monthly or yearly gift on request') },
  '/api/admin/subscriptions/{id}/pause': {
    post: office('Pause a running monthly or yearly gift on request'),
  },
  '/api/admin/subscriptions/{id}/resume': {
    post: office('Resume a paused monthly or yearly gift on request'),
  },
  '/api/admin/orders/{id}/receipt.pdf': { get: office('A receipt PDF', { 200: PDF }) },
  '/api/admin/orders/{id}/resend-receipt': { post: office('Mail a receipt again') },
  '/api/admin/orders/offline': { post: office('Record a gift or membership paid at the office') },
  '/api/admin/orders/{id}/books': {
    get: office("An order's record, amounts, channel, offline payment, receipts issued and corrections"),
  },
  '/api/admin/orders/{id}/corrections': { post: office("Correct a person's details (kept as history)") },
  '/api/admin/orders/{id}/cancel-receipt': { post: office('Cancel the current receipt with a reason') },
  '/api/admin/orders/{id}/reissue-receipt': {
    post: office('Re-issue a cancelled receipt under a new number'),
  },
  '/api/admin/orders/{id}/issued-receipt.pdf': {
    get: office('Any receipt the order was issued, as issued', { 200: PDF }),
  },
  '/api/admin/orders/{id}/refund': {
    post: office('Refund an online payment in full; its receipt is cancelled by a credit note'),
  },
  '/api/admin/orders/{id}/refunds': { get: office("An order's refunds and their credit note numbers") },
  '/api/admin/orders/{id}/credit-note.pdf': {
    get: office("The credit note of a refunded order's cancelled receipt, as issued", { 200: PDF }),
  },
  '/api/admin/exports/form-10bd/check': { get: office('Form 10BD rows and warnings for a financial year') },
  '/api/admin/exports/form-10bd/filings': {
    get: office('Financial years whose Form 10BD is filed'),
    put: office('Mark Form 10BD filed for a financial year that has ended'),
  },
  '/api/admin/exports/form-10bd/filings/{fy}': {
    delete: office("Remove a financial year's Form 10BD filed mark put there by mistake"),
  },
  '/api/admin/retention/run': { post: office('Run the retention now') },
};

/** JSON Schema of what a client sends (input) or receives (output); transforms and defaults as zod reads them. */
const jsonSchema = (schema: Schema, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

function parametersOf(path: string, query?: Schema) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const properties = query
    ? (jsonSchema(query, 'input') as { properties?: Record<string, object>; required?: string[] })
    : {};
  const inQuery = Object.entries(properties.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: properties.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBodyOf(operation: Operation) {
  if (operation.json) {
    return {
      required: true,
      content: { 'application/json': { schema: jsonSchema(operation.json, 'input') } },
    };
  }
  if (operation.multipart) {
    const { fields, files = [] } = operation.multipart;
    const properties = Object.fromEntries([
      ...fields.map((name) => [name, { type: 'string' }]),
      ...files.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]),
    ]);
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
  }
  return undefined;
}

function responsesOf(answers: Operation['answers']) {
  return Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => {
      const description = Number(status) < 400 ? 'OK' : 'Refused, with a message for the visitor';
      if (answer === null) return [status, { description }];
      if ('type' in answer && typeof answer.type === 'string')
        return [status, { description, content: { [answer.type]: {} } }];
      return [
        status,
        { description, content: { 'application/json': { schema: jsonSchema(answer as Schema, 'output') } } },
      ];
    }),
  );
}

export function buildOpenApiDocument() {
  const paths = Object.fromEntries(
    Object.entries(OPERATIONS).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, operation]) => {
          const parameters = parametersOf(path, operation.query);
          const requestBody = requestBodyOf(operation);
          return [
            method,
            {
              summary: operation.summary,
              tags: [operation.tag],
              ...(parameters.length ? { parameters } : {}),
              ...(requestBody ? { requestBody } : {}),
              responses: responsesOf(operation.answers),
            },
          ];
        }),
      ),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dakshin Bharat Jain Sabha API',
      version: '1.0.0',
      description:
        'Generated from src/shared/schemas by `npm run docs:api`. Conventions (errors, CSRF, rate limits): docs/api.md; the office console: docs/admin-api.md.',
    },
    paths,
  };
}

/** Fastify's `/a/:id` written as OpenAPI's `/a/{id}`, without a trailing slash. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
