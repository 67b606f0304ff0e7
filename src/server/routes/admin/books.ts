import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { financialYearLabel, todayInIndia } from '../../../shared/dates';
import {
  cancelReceiptSchema,
  correctionSchema,
  form10bdFilingParams,
  form10bdFilingSchema,
  NOT_CORRECTABLE_MESSAGE,
  offlineEntrySchema,
} from '../../../shared/schemas/offline';
import {
  correctionErrors,
  normaliseCorrection,
  normaliseOfflineEntry,
  OFFLINE_MESSAGES,
  offlineEntryErrors,
  type OfflineEntryForm,
} from '../../../shared/validation/offline';
import { writeAudit } from '../../admin/audit';
import {
  cancelReceipt,
  correctRecord,
  form10bdFile,
  issuedReceiptOfOrder,
  listFilings,
  OfflineEntryRefused,
  orderBooks,
  recordFiling,
  recordOfflineEntry,
  reissueReceipt,
  removeFiling,
  type BooksError,
} from '../../admin/books';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as records from '../../repositories/admin/records';
import { findDonationByOrderId } from '../../repositories/donations';
import { findMembershipByOrderId } from '../../repositories/memberships';
import type { OrderRow } from '../../repositories/orders';
import {
  check,
  currentUser,
  idParam,
  INVALID_MESSAGE,
  invalid,
  NOT_FOUND_MESSAGE,
  parseOrThrow,
  parseQuery,
  sendPdf,
} from './shared';

// The office's books (/api/admin/orders/..., records area: owners and accounts): offline gifts and counter
// memberships, corrections of a person's details with their history, receipts cancelled and re-issued, and the
// Form 10BD check and filed years. Every change is audited by the admin plugin's onSend hook.

export const RECORDED_MESSAGE = 'The payment was recorded and its receipt issued.';
export const CORRECTED_MESSAGE = 'The correction was saved.';
export const NOTHING_CHANGED_MESSAGE = 'Nothing was changed: the details are already as entered.';
export const CANCELLED_MESSAGE = 'The receipt was cancelled.';
export const REISSUED_MESSAGE = 'The receipt was re-issued under a new number.';
export const RENDER_FAILED_MESSAGE =
  'The receipt could not be made just now. Nothing was changed; please try again.';

const fyQuery = z.object({
  fy: z.coerce
    .number({ message: OFFLINE_MESSAGES.filedYear })
    .int({ message: OFFLINE_MESSAGES.filedYear })
    .min(2000, { message: OFFLINE_MESSAGES.filedYear })
    .max(2100, { message: OFFLINE_MESSAGES.filedYear }),
});

export const filingRemovedMessage = (fy: number) =>
  `The filed mark of Form 10BD for ${financialYearLabel(fy)} was removed.`;

/**
 * Validates or throws a 400 whose message is the first problem itself: the console shows the filed mark's answer
 * as one line, and "the year has not ended" must reach the office as such.
 */
function parseNamingWhy<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = check(schema, input);
  if (!result.ok) throw new HttpError(400, Object.values(result.errors)[0] ?? INVALID_MESSAGE, result.errors);
  return result.data;
}

function isBooksError(value: unknown): value is BooksError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/**
 * The top of an order's books: the donation or membership it pays for (named, for the console to link to; null if
 * none is found) and its amounts.
 */
async function booksHeading(db: Db, order: OrderRow) {
  const person =
    order.kind === 'membership'
      ? await findMembershipByOrderId(db, order.id)
      : await findDonationByOrderId(db, order.id);
  const erased = person ? person.erasedAt !== null : false;
  const name =
    person && !erased
      ? [person.firstName, person.middleName, person.surname].filter((part) => part?.trim()).join(' ')
      : '';
  return {
    record: person ? { kind: order.kind, id: person.id, name, erased } : null,
    base_paise: order.basePaise,
    total_paise: order.totalPaise,
  };
}

/**
 * Checks and records an offline entry: 400 for the fields the shared rules refuse; 409 when Form 10BD of the year
 * received is marked filed, the instrument is already recorded or the person's cash of the day received would pass
 * 269ST (admin/books.ts OfflineEntryRefused): the console shows the message on the form, and nothing is stored.
 */
async function recordOrRefuse(db: Db, form: OfflineEntryForm, userId: number): Promise<OrderRow> {
  // One moment for the rules and the books: "today" of the date received is the same day for both.
  const now = new Date();
  const errors = offlineEntryErrors(form, todayInIndia(now));
  if (Object.keys(errors).length > 0) invalid(errors as Record<string, string>);
  try {
    return await recordOfflineEntry(db, form, userId, now);
  } catch (error) {
    if (error instanceof OfflineEntryRefused) throw new HttpError(409, error.message);
    throw error;
  }
}

export default async function booksRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  async function orderOr404(id: number): Promise<OrderRow> {
    const order = await records.findOrder(db, id);
    if (!order) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return order;
  }

  /** The outbox sends the receipt mail that was queued with the change. */
  const wakeOutbox = (order: OrderRow) => app.payments.receiptPaid(order);

  app.post('/orders/offline', async (request, reply) => {
    const user = currentUser(request);
    const form = normaliseOfflineEntry(parseOrThrow(offlineEntrySchema, request.body) as OfflineEntryForm);
    const order = await recordOrRefuse(db, form, user.id);
    wakeOutbox(order);
    return reply.code(201).send({
      message: RECORDED_MESSAGE,
      order_id: order.id,
      receipt_number: order.receiptNumber,
      channel: order.channel,
      total_paise: order.totalPaise,
    });
  });

  app.get('/orders/:id/books', async (request) => {
    const user = currentUser(request);
    const order = await orderOr404(idParam(request));
    const books = await orderBooks(db, order);
    // The correction history holds personal data as it was: a view of it is audited like a record's.
    await writeAudit(db, { userId: user.id, action: 'view-record', subject: `order:${order.id}:books` });
    return { result: { ...books, ...(await booksHeading(db, order)) } };
  });

  app.post('/orders/:id/corrections', async (request) => {
    const user = currentUser(request);
    const order = await orderOr404(idParam(request));
    const parsed = correctionSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const unknown = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys');
      if (unknown) invalid({ body: NOT_CORRECTABLE_MESSAGE });
      parseOrThrow(correctionSchema, request.body);
    }
    const form = normaliseCorrection(parsed.data ?? {});
    if (Object.keys(form).length === 0) invalid({ body: OFFLINE_MESSAGES.nothingToCorrect });
    const errors = correctionErrors(form, order.kind);
    if (Object.keys(errors).length > 0) invalid(errors as Record<string, string>);
    const changes = await correctRecord(db, order, form, user.id);
    if (isBooksError(changes)) throw new HttpError(changes.status, changes.message);
    return { message: changes.length > 0 ? CORRECTED_MESSAGE : NOTHING_CHANGED_MESSAGE, changes };
  });

  app.post('/orders/:id/cancel-receipt', async (request) => {
    const user = currentUser(request);
    const id = idParam(request);
    const { reason } = parseOrThrow(cancelReceiptSchema, request.body);
    const result = await cancelReceipt(db, id, reason, user.id).catch(() => {
      throw new HttpError(503, RENDER_FAILED_MESSAGE);
    });
    if (isBooksError(result)) throw new HttpError(result.status, result.message);
    return { message: CANCELLED_MESSAGE, receipt_number: result.receiptNumber };
  });

  app.post('/orders/:id/reissue-receipt', async (request) => {
    currentUser(request);
    const id = idParam(request);
    const result = await reissueReceipt(db, id).catch(() => {
      throw new HttpError(503, RENDER_FAILED_MESSAGE);
    });
    if (isBooksError(result)) throw new HttpError(result.status, result.message);
    wakeOutbox(result);
    return { message: REISSUED_MESSAGE, receipt_number: result.receiptNumber };
  });

  /** Any receipt the order was ever issued, as issued (a cancelled one too): ?number=DBJS/D/2025-26/00001 */
  app.get('/orders/:id/issued-receipt.pdf', async (request, reply) => {
    const user = currentUser(request);
    const order = await orderOr404(idParam(request));
    const { number } = parseQuery(
      z.object({ number: z.string({ message: 'number must be a receipt number.' }).trim().min(1).max(60) }),
      request.query,
    );
    const issued = await issuedReceiptOfOrder(db, order.id, number);
    if (!issued) throw new HttpError(404, NOT_FOUND_MESSAGE);
    await writeAudit(db, { userId: user.id, action: 'view-receipt', subject: `order:${order.id}` });
    return sendPdf(reply, `receipt-${number}`, issued.pdf);
  });

  app.get('/exports/form-10bd/check', async (request) => {
    const { fy } = parseQuery(fyQuery, request.query);
    const file = await form10bdFile(db, fy);
    const filings = await listFilings(db);
    return {
      fy,
      rows: file.rows,
      warnings: file.warnings,
      filed: filings.find((filing) => filing.fy === fy) ?? null,
    };
  });

  app.get('/exports/form-10bd/filings', async () => ({ data: await listFilings(db) }));

  app.put('/exports/form-10bd/filings', async (request) => {
    const user = currentUser(request);
    const { fy, acknowledgement, filed_on } = parseNamingWhy(form10bdFilingSchema, request.body);
    await recordFiling(db, fy, acknowledgement, user.id, filed_on || null);
    return { data: await listFilings(db) };
  });

  /** A filed mark put on a year by mistake (audited as a change by the admin plugin, like the PUT). */
  app.delete('/exports/form-10bd/filings/:fy', async (request) => {
    currentUser(request);
    const { fy } = parseNamingWhy(form10bdFilingParams, request.params);
    if (!(await removeFiling(db, fy))) throw new HttpError(404, OFFLINE_MESSAGES.notMarkedFiled(fy));
    return { message: filingRemovedMessage(fy), data: await listFilings(db) };
  });
}
