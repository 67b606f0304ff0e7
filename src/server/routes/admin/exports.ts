import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../admin/audit';
import { financialYearBounds, form10bdRows, FORM_10BD_COLUMNS, toCsv } from '../../admin/exports';
import { HttpError } from '../../plugins/errors';
import { deliverReceipt } from '../../receipts/deliver';
import { createMailer } from '../../receipts/mailer';
import { issueReceipt } from '../../receipts/issue';
import * as records from '../../repositories/admin/records';
import { loadReceiptRecord } from '../../repositories/receipts';
import { currentUser, idParam, includeTestQuery, isoDate, NOT_FOUND_MESSAGE, parseQuery } from './shared';

// CSV exports for a date range, the Form 10BD statement for a financial year, and receipts of any paid order.

export const RECEIPT_NOT_PAID_MESSAGE = 'This order has no receipt: it is not paid.';
export const NO_EMAIL_MESSAGE = 'This record has no email address to send the receipt to.';

const rangeQuery = z.object({ from: isoDate('from date'), to: isoDate('to date') });
const paymentsRangeQuery = rangeQuery.extend(includeTestQuery);
const iso = (date: Date | null) => (date ? date.toISOString() : '');

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export default async function exportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const mailer = createMailer({
    smtpUrl: app.config.smtpUrl,
    dataDir: app.config.dataDir,
    publicUrl: app.config.publicUrl,
  });

  app.get('/exports/enquiries.csv', async (request, reply) => {
    const range = parseQuery(rangeQuery, request.query);
    const rows = await records.enquiriesForExport(db, range);
    const csv = toCsv(
      ['ID', 'Date', 'First name', 'Last name', 'Email', 'Mobile', 'Interested in', 'Address', 'Message'],
      rows.map((e) => [
        e.id,
        e.created_at,
        e.first_name,
        e.last_name,
        e.email_id,
        e.mobile_no,
        e.interested_in,
        e.address,
        e.message,
      ]),
    );
    return sendCsv(reply, `enquiries-${range.from}-to-${range.to}.csv`, csv);
  });

  app.get('/exports/memberships.csv', async (request, reply) => {
    const range = parseQuery(paymentsRangeQuery, request.query);
    const rows = await records.membershipsForExport(db, { ...range, includeTest: range.include_test });
    const csv = toCsv(
      [
        'ID',
        'Applied on',
        'First name',
        'Middle name',
        'Surname',
        'Mobile',
        'Email',
        'Date of birth',
        'Gender',
        'Address',
        'City',
        'Tehsil',
        'District',
        'State',
        'Pincode',
        'Life member',
        'Magazine member',
        'Status',
        'Amount (Rs.)',
        'Receipt ID',
        'Receipt number',
        'Paid at',
        'Erased',
      ],
      rows.map(({ person: p, order: o }) => [
        p.id,
        iso(p.createdAt),
        p.firstName,
        p.middleName,
        p.surname,
        p.mobile,
        p.email,
        p.erasedAt ? '' : p.dob,
        p.gender,
        p.address,
        p.city,
        p.tehsil,
        p.district,
        p.state,
        p.pincode,
        p.dbjsMember ? 'yes' : 'no',
        p.magazineMember ? 'yes' : 'no',
        o.status,
        (o.totalPaise / 100).toFixed(2),
        o.receiptId,
        o.receiptNumber ?? '',
        iso(o.paidAt),
        p.erasedAt ? 'yes' : 'no',
      ]),
    );
    return sendCsv(reply, `memberships-${range.from}-to-${range.to}.csv`, csv);
  });

  app.get('/exports/donations.csv', async (request, reply) => {
    const range = parseQuery(paymentsRangeQuery, request.query);
    const rows = await records.donationsForExport(db, { ...range, includeTest: range.include_test });
    const csv = toCsv(
      [
        'ID',
        'Donated on',
        'First name',
        'Middle name',
        'Surname',
        'Mobile',
        'Email',
        'PAN',
        'Address',
        'City',
        'Tehsil',
        'District',
        'State',
        'Pincode',
        'Donation type',
        'Frequency',
        'Status',
        'Donation (Rs.)',
        'Total paid (Rs.)',
        'Receipt ID',
        'Receipt number',
        'Paid at',
        'Erased',
      ],
      rows.map(({ person: p, order: o }) => [
        p.id,
        iso(p.createdAt),
        p.firstName,
        p.middleName,
        p.surname,
        p.mobile,
        p.email,
        p.pan,
        p.address,
        p.city,
        p.tehsil,
        p.district,
        p.state,
        p.pincode,
        p.donationType,
        p.frequency,
        o.status,
        (o.basePaise / 100).toFixed(2),
        (o.totalPaise / 100).toFixed(2),
        o.receiptId,
        o.receiptNumber ?? '',
        iso(o.paidAt),
        p.erasedAt ? 'yes' : 'no',
      ]),
    );
    return sendCsv(reply, `donations-${range.from}-to-${range.to}.csv`, csv);
  });

  app.get('/exports/form-10bd.csv', async (request, reply) => {
    const { fy } = parseQuery(
      z.object({
        fy: z.coerce
          .number({ message: 'fy must be the starting year of a financial year, e.g. 2025.' })
          .int({ message: 'fy must be the starting year of a financial year, e.g. 2025.' })
          .min(2000, { message: 'fy must be the starting year of a financial year, e.g. 2025.' })
          .max(2100, { message: 'fy must be the starting year of a financial year, e.g. 2025.' }),
      }),
      request.query,
    );
    const { start, end } = financialYearBounds(fy);
    const rows = await records.paidDonationsBetween(db, start, end);
    const csv = toCsv(
      FORM_10BD_COLUMNS,
      form10bdRows(rows.map(({ person, order }) => ({ ...person, basePaise: order.basePaise }))),
    );
    return sendCsv(reply, `form-10bd-${fy}-${String((fy + 1) % 100).padStart(2, '0')}.csv`, csv);
  });

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
    const pdf = issued.pdf;
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="receipt-${order.receiptNumber!.replace(/\//g, '-')}.pdf"`,
      )
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.post('/orders/:id/resend-receipt', async (request) => {
    const user = currentUser(request);
    const { order, record } = await paidRecord(idParam(request));
    const to = record.person.email.trim();
    if (!to) throw new HttpError(400, NO_EMAIL_MESSAGE);
    const outcome = await deliverReceipt(
      {
        db,
        mailer,
        publicUrl: app.config.publicUrl,
        paymentsApiUrl: app.config.paymentsApiUrl,
        log: request.log,
      },
      order,
    ).catch(() => null);
    if (outcome?.status !== 'sent') {
      throw new HttpError(502, 'The receipt could not be sent. Please try again later.');
    }
    await writeAudit(db, { userId: user.id, action: 'resend-receipt', subject: `order:${order.id}` });
    return { message: `The receipt was sent to ${to}.` };
  });
}
