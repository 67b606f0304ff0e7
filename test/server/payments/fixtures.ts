import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../../src/shared/dates';
import { MESSAGES } from '../../../src/shared/validation';
import { donations, memberships, orders, paymentEvents } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/client';
import { receiptCounterValue } from '../../../src/server/repositories/orders';
import type { TestServer } from '../helpers/harness';
import { outboxFileCount } from './harness';

// Shared material of the payments tests: multipart bodies, real image bytes, valid forms, gateway helpers.

export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart body; a field given several files (an event's gallery) repeats its part once per file. */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart | FilePart[]> = {}) {
  const boundary = `----dbjs${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, parts] of Object.entries(files)) {
    for (const file of Array.isArray(parts) ? parts : [parts]) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
            `Content-Type: ${file.contentType}\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Files for multipart(), each named by `filename` from its field and its place among the field's files. */
export function namedFiles(
  files: Record<string, Buffer | Buffer[]>,
  contentType: string,
  filename: (field: string, index: number) => string,
): Record<string, FilePart[]> {
  return Object.fromEntries(
    Object.entries(files).map(([field, value]) => [
      field,
      (Array.isArray(value) ? value : [value]).map((content, index) => ({
        filename: filename(field, index),
        contentType,
        content,
      })),
    ]),
  );
}

let pngCache: Buffer | undefined;
let jpegCache: Buffer | undefined;

export async function pngBytes(): Promise<Buffer> {
  pngCache ??= await sharp({ create: { width: 24, height: 24, channels: 3, background: '#7b1e1e' } })
    .png()
    .toBuffer();
  return pngCache;
}

/** A plain JPEG photograph of the given size, for the upload size and variant rules. */
export async function photoOfSize(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
}

export async function jpegBytes(): Promise<Buffer> {
  jpegCache ??= await sharp({ create: { width: 24, height: 24, channels: 3, background: '#c9a227' } })
    .jpeg()
    .toBuffer();
  return jpegCache;
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Where the test member lives: the place fields of the membership form, named as the person columns are too. */
export const KOLHAPUR_PLACE = {
  city: 'Kolhapur',
  tehsil: 'Karvir',
  district: 'Kolhapur',
  state: 'Maharashtra',
  pincode: '416003',
};

export const MEMBERSHIP_FIELDS: Record<string, string> = {
  first_name: 'Asha',
  middle_name: 'Suresh',
  surname: 'Patil',
  mobile: '9876543210',
  email: 'asha.patil@example.com',
  dob: '1990-05-14',
  gender: 'female',
  ...KOLHAPUR_PLACE,
  address: '12 Shivaji Peth, near the Mahavir temple',
  dbjs_member: '1',
  magazine_member: '0',
  dbjs_amount: '500',
  magazine_amount: '0',
};

/** Where the test donor lives: the place fields of the donation form, named as the person columns are too. */
export const SANGLI_PLACE = {
  city: 'Sangli',
  tehsil: 'Miraj',
  district: 'Sangli',
  state: 'Maharashtra',
  pincode: '416410',
};

export const DONATION_FIELDS: Record<string, string> = {
  first_name: 'Rahul',
  middle_name: '',
  surname: 'Chougule',
  mobile: '9123456780',
  email: 'rahul.chougule@example.com',
  dob: '1985-11-02',
  gender: 'male',
  ...SANGLI_PLACE,
  address: '7 Station Road, Miraj',
  donation_type: 'cost_of_education',
  donation_amount: '1000',
  donation_frequency: 'One Time',
  pan: 'ABCDE1234F',
  updates_consent: '1',
  certification: '1',
};

/**
 * What both payment forms answer, by the shared person rules, when every person field but the city holds a bad
 * value (the city's message depends on how it is bad, so each test names it).
 */
export const BAD_PERSON_FIELD_MESSAGES = {
  first_name: MESSAGES.firstName,
  middle_name: MESSAGES.middleName,
  surname: MESSAGES.surname,
  mobile: MESSAGES.mobile,
  email: MESSAGES.email,
  dob: MESSAGES.invalidDate,
  gender: MESSAGES.gender,
  tehsil: 'Tehsil should contain only letters.',
  district: 'Dist should contain only letters.',
  state: 'State should contain only letters.',
  pincode: MESSAGES.pincode,
  address: MESSAGES.address,
};

export async function membershipFiles(): Promise<Record<string, FilePart>> {
  return {
    memberProfile: { filename: 'photo.png', contentType: 'image/png', content: await pngBytes() },
    aadharFile: { filename: 'aadhaar.pdf', contentType: 'application/pdf', content: PDF_BYTES },
  };
}

export interface CreatedOrder {
  orderId: string;
  receiptId: string;
  amount: number;
  currency: string;
}

export async function createMembership(
  app: FastifyInstance,
  fields: Record<string, string> = {},
): Promise<CreatedOrder> {
  const body = multipart({ ...MEMBERSHIP_FIELDS, ...fields }, await membershipFiles());
  const response = await app.inject({ method: 'POST', url: '/api/joinus/joinnow', ...body });
  if (response.statusCode !== 201)
    throw new Error(`membership not created: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function createDonation(
  app: FastifyInstance,
  fields: Record<string, string> = {},
): Promise<CreatedOrder> {
  const body = multipart({ ...DONATION_FIELDS, ...fields });
  const response = await app.inject({ method: 'POST', url: '/api/donation/add', ...body });
  if (response.statusCode !== 201)
    throw new Error(`donation not created: ${response.statusCode} ${response.body}`);
  return response.json();
}

export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export async function paySandbox(app: FastifyInstance, orderId: string): Promise<CheckoutResponse> {
  const response = await app.inject({ method: 'POST', url: `/api/sandbox/orders/${orderId}/pay` });
  if (response.statusCode !== 200)
    throw new Error(`sandbox pay failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Pays `created` in the sandbox and verifies it, both on `app`: answered 200, the answer returned. */
export async function payAndVerify(
  app: FastifyInstance,
  kind: 'membership' | 'donation',
  created: CreatedOrder,
): Promise<LightMyRequestResponse> {
  const checkout = await paySandbox(app, created.orderId);
  const answer = await verify(app, kind, { ...checkout, receiptId: created.receiptId });
  expect(answer.statusCode).toBe(200);
  return answer;
}

export function verify(
  app: FastifyInstance,
  kind: 'membership' | 'donation',
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const url = kind === 'membership' ? '/api/joinus/joinnow/verify-payment' : '/api/donation/verify-payment';
  return app.inject({ method: 'POST', url, payload: body });
}

export async function orderRow(db: Db, receiptId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.receiptId, receiptId));
  return row;
}

/** The membership or donation row stored with the order that has this receipt id. */
export async function personRowOf(
  db: Db,
  table: typeof memberships,
  receiptId: string,
): Promise<typeof memberships.$inferSelect>;
export async function personRowOf(
  db: Db,
  table: typeof donations,
  receiptId: string,
): Promise<typeof donations.$inferSelect>;
export async function personRowOf(
  db: Db,
  table: typeof memberships | typeof donations,
  receiptId: string,
): Promise<typeof memberships.$inferSelect | typeof donations.$inferSelect>;
export async function personRowOf(db: Db, table: typeof memberships | typeof donations, receiptId: string) {
  const order = await orderRow(db, receiptId);
  const [row] = await db.select().from(table).where(eq(table.orderId, order.id));
  return row;
}

export async function eventsOf(db: Db, orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
}

/** Waits until every receipt mail started by the app has been written or has failed. */
export async function receiptsSent(app: FastifyInstance): Promise<void> {
  await app.payments.settled();
}

/** The receipt-number prefix of this financial year; the test servers take payments through the sandbox. */
export function currentSeries(letter: 'M' | 'D', options: { live?: boolean } = {}): string {
  const prefix = options.live ? 'DBJS' : 'DBJS/TEST';
  return `${prefix}/${letter}/${financialYearLabel(financialYearOf(todayInIndia()))}/`;
}

/**
 * The sandbox donation receipt numbers that charges paid at these moments should carry, in order: each in the series
 * of its own financial year, counted from 1 in each year. Advancing the sandbox moves its clock a period ahead each
 * time, so a gift's later charges may fall after 31 March, in the next year's series.
 */
export function donationReceiptsFor(paidAts: (Date | null)[]): string[] {
  const counted = new Map<number, number>();
  return paidAts.map((paidAt) => {
    const year = financialYearOf(todayInIndia(paidAt ?? new Date(Number.NaN)));
    const number = (counted.get(year) ?? 0) + 1;
    counted.set(year, number);
    return `DBJS/TEST/D/${financialYearLabel(year)}/${String(number).padStart(5, '0')}`;
  });
}

export function currentFinancialYear(): number {
  return financialYearOf(todayInIndia());
}

/** How many numbers the sandbox (test) receipt series of `kind` has given out this financial year. */
export function testReceiptsNumbered(db: Db, kind: 'membership' | 'donation'): Promise<number> {
  return receiptCounterValue(db, `test-${kind}`, currentFinancialYear());
}

/** After one paid order of `kind`: its receipt mail is the only file in the outbox and its series gave one number. */
export async function expectOneReceiptIssued(
  server: TestServer,
  kind: 'membership' | 'donation',
): Promise<void> {
  await receiptsSent(server.app);
  expect(outboxFileCount(server.dataDir)).toBe(1);
  expect(await testReceiptsNumbered(server.db, kind)).toBe(1);
}

export function signWebhook(secret: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

/** A webhook `body` delivered as Razorpay sends it: under its event id, with `signature` (signWebhook's, or a forged one). */
export function deliverWebhook(
  app: FastifyInstance,
  body: string,
  eventId: string,
  signature: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay-webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

/** A webhook `body` delivered under its event id, signed with `secret` as Razorpay signs it. */
export function deliverSignedWebhook(
  app: FastifyInstance,
  secret: string,
  body: string,
  eventId: string,
): Promise<LightMyRequestResponse> {
  return deliverWebhook(app, body, eventId, signWebhook(secret, body));
}
