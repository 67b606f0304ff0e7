import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../admin/audit';
import type { PersonField } from '../../db/schema';
import { form10bdFile } from '../../admin/books';
import { toCsv } from '../../admin/exports';
import {
  donationTypeLabel,
  indiaDateTime,
  paymentModeLabel,
  rupees,
  statusLabel,
  yesNo,
} from '../../admin/csvFormat';
import { HttpError } from '../../plugins/errors';
import { deliverReceipt } from '../../receipts/deliver';
import { COPY_OF_CANCELLED_MESSAGE } from '../../admin/receiptCopy';
import { issueReceipt } from '../../receipts/issue';
import * as records from '../../repositories/admin/records';
import { loadReceiptRecord } from '../../repositories/receipts';
import {
  currentUser,
  idParam,
  includeTestQuery,
  isoDate,
  NOT_FOUND_MESSAGE,
  parseQuery,
  sendDownload,
  sendPdf,
} from './shared';
import { MEMBERSHIP_APPROVAL_LABELS } from '../../../shared/schemas/membershipRecords';
import { paymentStanding } from '../../../shared/schemas/admin';

// CSV exports for a date range, the Form 10BD statement for a financial year, and receipts of any paid order.

export const RECEIPT_NOT_PAID_MESSAGE = 'This order has no receipt: it is not paid.';
export const NO_EMAIL_MESSAGE = 'This record has no email address to send the receipt to.';
export const REFUNDED_RECEIPT_MESSAGE =
  'This payment was refunded: its receipt is cancelled and is not sent again.';

const rangeQuery = z.object({ from: isoDate('from date'), to: isoDate('to date') });
const paymentsRangeQuery = rangeQuery.extend(includeTestQuery);

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return sendDownload(reply, 'text/csv; charset=utf-8', fileName, csv);
}

/** One line per enquiry, in the columns the office reads. */
function enquiriesCsv(rows: Awaited<ReturnType<typeof records.enquiriesForExport>>): string {
  return toCsv(
    [
      'ID',
      'Received at (IST)',
      'First name',
      'Last name',
      'Email',
      'Mobile',
      'Interested in',
      'Address',
      'Message',
    ],
    rows.map((e) => [
      e.id,
      indiaDateTime(new Date(e.created_at)),
      e.first_name,
      e.last_name,
      e.email_id,
      e.mobile_no,
      e.interested_in,
      e.address,
      e.message,
    ]),
  );
}

// The person's columns both CSVs share: name and contact, then address.
const NAME_COLUMNS = ['First name', 'Middle name', 'Surname', 'Mobile', 'Email'];
const ADDRESS_COLUMNS = ['Address', 'City', 'Tehsil', 'District', 'State', 'Pincode'];

/** The person columns (db/schema.ts) the CSVs print as text: the names, contact details and postal address. */
type ExportedPerson = Record<Exclude<PersonField, 'dob' | 'gender'>, string>;

// The order's columns both CSVs share: its status, the fee or gift and what was paid with charges, the receipt,
// then how the money came, so the office can match bank deposits: the mode (Online for the payment gateway) and,
// for a cheque, draft, transfer or UPI taken at the office, its number, bank and date (empty otherwise).
const orderColumns = (amount: string) => [
  'Status',
  amount,
  'Total paid with charges (₹)',
  'Receipt ID',
  'Receipt number',
  'Paid at (IST)',
  'Mode of payment',
  'Instrument number',
  'Bank',
  'Instrument date',
];
const orderCells = ({ order: o, offline }: Pick<ExportedRow, 'order' | 'offline'>) => [
  statusLabel(paymentStanding(o.status, o.refundedAt !== null, o.receiptCancelledAt !== null)),
  rupees(o.basePaise),
  rupees(o.totalPaise),
  o.receiptId,
  o.receiptNumber ?? '',
  indiaDateTime(o.paidAt),
  paymentModeLabel(o.channel, offline?.mode),
  offline?.instrumentNumber ?? '',
  offline?.bank ?? '',
  offline?.instrumentDate ?? '',
];

type ExportedRow = Awaited<ReturnType<typeof records.donationsForExport>>[number];

const nameCells = (p: ExportedPerson) => [p.firstName, p.middleName, p.surname, p.mobile, p.email];
const addressCells = (p: ExportedPerson) => [p.address, p.city, p.tehsil, p.district, p.state, p.pincode];

/** One line per membership application with its order; an erased member's date of birth is left blank. */
function membershipsCsv(rows: Awaited<ReturnType<typeof records.membershipsForExport>>): string {
  return toCsv(
    [
      'ID',
      'Applied at (IST)',
      ...NAME_COLUMNS,
      'Date of birth',
      'Gender',
      ...ADDRESS_COLUMNS,
      'Life member',
      'Magazine member',
      ...orderColumns('Membership fee (₹)'),
      'Approval',
      'Membership number',
      'Erased',
    ],
    rows.map(({ person: p, ...payment }) => [
      p.id,
      indiaDateTime(p.createdAt),
      ...nameCells(p),
      p.erasedAt ? '' : p.dob,
      p.gender,
      ...addressCells(p),
      yesNo(p.dbjsMember),
      yesNo(p.magazineMember),
      ...orderCells(payment),
      MEMBERSHIP_APPROVAL_LABELS[p.approval],
      p.membershipNumber ?? '',
      yesNo(p.erasedAt !== null),
    ]),
  );
}

/** One line per donation with its order. */
function donationsCsv(rows: Awaited<ReturnType<typeof records.donationsForExport>>): string {
  return toCsv(
    [
      'ID',
      'Donated at (IST)',
      ...NAME_COLUMNS,
      'PAN',
      ...ADDRESS_COLUMNS,
      'Donation type',
      'Frequency',
      ...orderColumns('Donation (₹)'),
      'Erased',
    ],
    rows.map(({ person: p, ...payment }) => [
      p.id,
      indiaDateTime(p.createdAt),
      ...nameCells(p),
      p.pan,
      ...addressCells(p),
      donationTypeLabel(p.donationType),
      p.frequency,
      ...orderCells(payment),
      yesNo(p.erasedAt !== null),
    ]),
  );
}

const FY_MESSAGE = { message: 'fy must be the starting year of a financial year, e.g. 2025.' };
const fyQuery = z.object({
  fy: z.coerce.number(FY_MESSAGE).int(FY_MESSAGE).min(2000, FY_MESSAGE).max(2100, FY_MESSAGE),
});

export default async function exportRoutes(app: FastifyInstance): Promise<void> {
  registerCsvExportRoutes(app);
  registerReceiptRoutes(app);
}

function registerCsvExportRoutes(app: FastifyInstance): void {
  const { db } = app;

  app.get('/exports/enquiries.csv', async (request, reply) => {
    const range = parseQuery(rangeQuery, request.query);
    const rows = await records.enquiriesForExport(db, range);
    return sendCsv(reply, `enquiries-${range.from}-to-${range.to}.csv`, enquiriesCsv(rows));
  });

  app.get('/exports/memberships.csv', async (request, reply) => {
    const range = parseQuery(paymentsRangeQuery, request.query);
    const rows = await records.membershipsForExport(db, { ...range, includeTest: range.include_test });
    return sendCsv(reply, `memberships-${range.from}-to-${range.to}.csv`, membershipsCsv(rows));
  });

  app.get('/exports/donations.csv', async (request, reply) => {
    const range = parseQuery(paymentsRangeQuery, request.query);
    const rows = await records.donationsForExport(db, { ...range, includeTest: range.include_test });
    return sendCsv(reply, `donations-${range.from}-to-${range.to}.csv`, donationsCsv(rows));
  });

  app.get('/exports/form-10bd.csv', async (request, reply) => {
    const { fy } = parseQuery(fyQuery, request.query);
    const file = await form10bdFile(db, fy);
    // The office sees what it must look at (shared PANs, erased donors) on the Exports page and in this header.
    reply.header('x-form-10bd-warnings', String(file.warnings.length));
    return sendCsv(reply, `form-10bd-${fy}-${String((fy + 1) % 100).padStart(2, '0')}.csv`, file.csv);
  });
}

/** Downloading and re-sending the receipt of a paid order. */
function registerReceiptRoutes(app: FastifyInstance): void {
  const { db } = app;

  async function paidRecord(id: number) {
    const order = await records.findOrder(db, id);
    if (!order) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const record = order.status === 'paid' && order.receiptNumber ? await loadReceiptRecord(db, order) : null;
    if (!record) throw new HttpError(404, RECEIPT_NOT_PAID_MESSAGE);
    return { order, record };
  }

  app.get('/orders/:id/receipt.pdf', async (request, reply) => {
    const { order } = await paidRecord(idParam(request));
    const issued = await issueReceipt(db, order);
    if (!issued) throw new HttpError(404, RECEIPT_NOT_PAID_MESSAGE);
    return sendPdf(reply, `receipt-${order.receiptNumber!}`, issued.pdf);
  });

  app.post('/orders/:id/resend-receipt', async (request) => {
    const user = currentUser(request);
    const { order, record } = await paidRecord(idParam(request));
    if (order.receiptCancelledAt)
      throw new HttpError(409, order.refundedAt ? REFUNDED_RECEIPT_MESSAGE : COPY_OF_CANCELLED_MESSAGE);
    const to = record.person.email.trim();
    if (!to) throw new HttpError(400, NO_EMAIL_MESSAGE);
    const outcome = await deliverReceipt(app.payments.deliverOptions(request.log), order).catch(() => null);
    if (outcome?.status !== 'sent') {
      throw new HttpError(502, 'The receipt could not be sent. Please try again later.');
    }
    await writeAudit(db, { userId: user.id, action: 'resend-receipt', subject: `order:${order.id}` });
    return { message: `The receipt was sent to ${to}.` };
  });
}
