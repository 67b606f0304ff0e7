import crypto from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  donations,
  form10bdFilings,
  issuedReceipts,
  memberships,
  offlinePayments,
  orders,
  recordCorrections,
  subscriptions,
} from '../db/schema';
import {
  financialYearLabel,
  financialYearOf,
  nextMidnightInIndia,
  noonInIndia,
  todayInIndia,
  toIsoDate,
} from '../../shared/dates';
import { isCancellable } from '../../shared/subscriptions';
import { normaliseMobile, normalisePincode } from '../../shared/validation/rules';
import {
  CASH_LIMIT_PAISE,
  CORRECTABLE_FIELDS,
  instrumentKey,
  OFFLINE_MESSAGES,
  offlineAmountPaise,
  receivedDay,
  type OfflineMode,
  type CorrectableField,
  type CorrectionForm,
  type OfflineEntryForm,
} from '../../shared/validation/offline';
import { financialYearBounds, form10bd, form10bdCsv, type Form10bdDonation } from './exports';
import { formatReceiptNumber, newReceiptToken, receiptSeriesOf } from '../payments/settle';
import { issueReceipt, issueReceiptWithPayment } from '../receipts/issue';
import { insertOrder, nextReceiptSerial, updateOrder, type OrderRow } from '../repositories/orders';
import { issuedReceiptsOfOrder, findIssuedReceipt } from '../repositories/issuedReceipts';
import { queueReceiptMail } from '../repositories/outbox';
import { findOfflinePayment } from '../repositories/receipts';
import { receiptCancellation } from '../repositories/admin/records';
import { lockRow } from '../repositories/rows';

// The office's books: gifts and memberships paid at the office, corrections of a person's details, receipts
// cancelled and re-issued, and the financial years whose Form 10BD is filed. An offline entry goes through the
// same steps as an online payment (payments/settle.ts markPaid): the next number of the Sabha's series, the receipt
// rendered and stored, its mail queued, all in one transaction.

/** Orders the office recorded have no gateway; this names them in orders.gateway. */
export const OFFICE_GATEWAY = 'office';

export const RECEIPT_CANCELLED_MESSAGE = 'This receipt is already cancelled.';
export const RECEIPT_NOT_CANCELLED_MESSAGE =
  'Only a cancelled receipt can be re-issued: cancel it first, with the reason.';
export const REFUNDED_REISSUE_MESSAGE =
  'This payment was refunded and its receipt cancelled by a credit note: it cannot be re-issued.';
export const NO_RECEIPT_MESSAGE = 'This record has no receipt: it is not paid.';

export interface BooksError {
  status: 404 | 409;
  message: string;
}

export const RECORD_NOT_FOUND_MESSAGE = 'This record could not be found.';

/** A paid order: it has a receipt number. */
type ReceiptedOrder = OrderRow & { receiptNumber: string };

/** Locks a paid order in the caller's transaction; a BooksError when there is none (404) or it is not paid (409). */
async function lockReceiptedOrder(tx: Db, orderId: number): Promise<ReceiptedOrder | BooksError> {
  const order = await lockRow(tx, orders, eq(orders.id, orderId));
  if (!order) return { status: 404, message: RECORD_NOT_FOUND_MESSAGE };
  if (order.status !== 'paid' || !order.receiptNumber) return { status: 409, message: NO_RECEIPT_MESSAGE };
  return { ...order, receiptNumber: order.receiptNumber };
}

/**
 * Locks a paid order whose current receipt stands (not cancelled: else `cancelledMessage`), for a change to that
 * receipt. A receipt paid before receipts were stored is stored now, so the document is kept as it was issued.
 */
export async function lockCurrentReceipt(
  tx: Db,
  orderId: number,
  cancelledMessage: string,
): Promise<ReceiptedOrder | BooksError> {
  const order = await lockReceiptedOrder(tx, orderId);
  if ('message' in order) return order;
  if (order.receiptCancelledAt) return { status: 409, message: cancelledMessage };
  await issueReceipt(tx, order);
  return order;
}

// ------------------------------------------------------------------ offline entries

function personValues(form: OfflineEntryForm) {
  return {
    firstName: form.first_name.trim(),
    middleName: form.middle_name.trim(),
    surname: form.sur_name.trim(),
    mobile: normaliseMobile(form.mobile_no),
    email: form.email_id.trim(),
    dob: form.data_of_birth.trim(),
    gender: form.gender,
    city: form.city.trim(),
    tehsil: form.tehsil.trim(),
    district: form.dist.trim(),
    state: form.state.trim(),
    pincode: normalisePincode(form.pincode),
    address: form.address.trim(),
  };
}

/**
 * An offline entry the books refuse (409): its year's Form 10BD is filed, the instrument is already recorded, or the
 * day's cash would pass 269ST.
 */
export class OfflineEntryRefused extends Error {
  readonly status = 409;
}

/**
 * Advisory lock key of offline entries: each entry takes it in its transaction before it looks at the books, so two
 * entries (on one server or several sharing a PostgreSQL database) are checked and recorded one after the other.
 */
export const OFFLINE_ENTRY_LOCK = 7_311_899_010;

/** A text column trimmed, in small letters, inner spaces made one (instrumentKey's normalisation, in SQL). */
const normalised = (column: typeof offlinePayments.instrumentNumber | typeof offlinePayments.bank) =>
  sql`lower(btrim(regexp_replace(${column}, '[[:space:]]+', ' ', 'g')))`;

/** A paid order whose receipt stands: not cancelled (or re-issued since) and not refunded. */
const receiptStands = and(
  eq(orders.status, 'paid'),
  isNull(orders.receiptCancelledAt),
  isNull(orders.refundedAt),
);

/**
 * The standing offline entry paid with the same instrument (instrumentKey: mode, number and a cheque's or draft's
 * bank, normalised; a cheque or draft also of the same date), if any, with its receipt number and the instrument as
 * recorded. The date tells apart two donors' cheques that happen to share a number at one bank (each branch prints
 * its own books), while the same cheque entered twice carries its date both times. A receipt cancelled or refunded
 * does not count: the instrument may then be recorded again.
 */
export async function findRecordedInstrument(
  tx: Db,
  mode: string,
  number: string,
  bank: string,
  instrumentDate: string | null,
  exceptOrderId?: number,
): Promise<{ receiptNumber: string; instrumentNumber: string; bank: string } | null> {
  const key = instrumentKey(mode, number, bank);
  if (key === null) return null;
  const [, keyNumber, keyBank] = key.split('|');
  const [row] = await tx
    .select({
      receiptNumber: orders.receiptNumber,
      instrumentNumber: offlinePayments.instrumentNumber,
      bank: offlinePayments.bank,
    })
    .from(offlinePayments)
    .innerJoin(orders, eq(orders.id, offlinePayments.orderId))
    .where(
      and(
        eq(offlinePayments.mode, mode as OfflineMode),
        sql`${normalised(offlinePayments.instrumentNumber)} = ${keyNumber}`,
        ...(mode === 'cheque' || mode === 'demand_draft'
          ? [
              sql`${normalised(offlinePayments.bank)} = ${keyBank}`,
              instrumentDate ? eq(offlinePayments.instrumentDate, instrumentDate.trim()) : undefined,
            ]
          : []),
        receiptStands,
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  return row ? { ...row, receiptNumber: row.receiptNumber ?? '' } : null;
}

/**
 * The cash (paise) the office already recorded on one day (India time, the day of `day`: today, or the day an
 * entry's money was received) from the person of an entry, gifts and memberships whose receipts stand. One person
 * is the same PAN, or the same mobile when either side has no PAN (a membership never has one): two family members
 * sharing a mobile with PANs of their own are two people.
 */
export async function cashReceivedToday(
  tx: Db,
  person: { pan: string; mobile: string },
  day: Date,
): Promise<number> {
  const dayEnd = new Date(nextMidnightInIndia(day));
  const dayStart = new Date(dayEnd.getTime() - 86_400_000);
  const cashToday = and(
    eq(orders.channel, 'offline'),
    eq(offlinePayments.mode, 'cash'),
    receiptStands,
    gte(orders.paidAt, dayStart),
    lt(orders.paidAt, dayEnd),
  );
  const pan = person.pan.trim().toUpperCase();
  const mobile = normaliseMobile(person.mobile);
  const samePerson = or(
    pan ? eq(donations.pan, pan) : undefined,
    mobile && pan ? and(eq(donations.mobile, mobile), eq(donations.pan, '')) : undefined,
    mobile && !pan ? eq(donations.mobile, mobile) : undefined,
  );
  const total = sql<string | null>`sum(${orders.totalPaise})`;
  const [gifts] = samePerson
    ? await tx
        .select({ total })
        .from(orders)
        .innerJoin(offlinePayments, eq(offlinePayments.orderId, orders.id))
        .innerJoin(donations, eq(donations.orderId, orders.id))
        .where(and(cashToday, samePerson))
    : [{ total: null }];
  const [members] = mobile
    ? await tx
        .select({ total })
        .from(orders)
        .innerJoin(offlinePayments, eq(offlinePayments.orderId, orders.id))
        .innerJoin(memberships, eq(memberships.orderId, orders.id))
        .where(and(cashToday, eq(memberships.mobile, mobile)))
    : [{ total: null }];
  return Number(gifts?.total ?? 0) + Number(members?.total ?? 0);
}

/** "Cheque no. 123456 of Bank of Maharashtra was already recorded as receipt …", as the first one recorded it. */
function duplicateMessage(
  mode: OfflineMode,
  existing: { receiptNumber: string; instrumentNumber: string; bank: string },
): string {
  const bank = mode === 'cheque' || mode === 'demand_draft' ? existing.bank : '';
  return OFFLINE_MESSAGES.duplicateInstrument(mode, existing.instrumentNumber, bank, existing.receiptNumber);
}

/**
 * When a checked entry was paid: `now` when it was received today (received_on empty or today's date, India time),
 * else noon in India on the day received, so the order, its receipt and the day's and year's sums fall on that day.
 */
export function offlinePaidAt(form: Pick<OfflineEntryForm, 'received_on'>, now: Date): Date {
  const today = todayInIndia(now);
  const received = receivedDay(form, today);
  return !received || toIsoDate(received) === toIsoDate(today) ? now : noonInIndia(received);
}

/**
 * Why the books cannot take a checked entry paid at `paidAt` (409), or null: Form 10BD of the year received is
 * already marked filed, its cheque, draft or reference is already recorded under a receipt that stands, or, in cash,
 * the person's cash of the day received would reach ₹2,00,000 (269ST).
 */
async function offlineEntryRefusal(
  tx: Db,
  form: OfflineEntryForm,
  paidAt: Date,
  now: Date,
): Promise<string | null> {
  // A filed statement reports its year's gifts: a gift added to that year afterwards would be missing from it.
  const fy = financialYearOf(todayInIndia(paidAt));
  const [filed] = await tx
    .select({ fy: form10bdFilings.financialYear })
    .from(form10bdFilings)
    .where(eq(form10bdFilings.financialYear, fy));
  if (filed) return OFFLINE_MESSAGES.receivedInFiledYear(fy);
  if (form.mode !== 'cash') {
    const existing = await findRecordedInstrument(
      tx,
      form.mode,
      form.instrument_number,
      form.bank,
      form.instrument_date,
    );
    return existing && duplicateMessage(form.mode as OfflineMode, existing);
  }
  const paise = offlineAmountPaise(form);
  const already = await cashReceivedToday(
    tx,
    { pan: form.kind === 'donation' ? form.pan : '', mobile: form.mobile_no },
    paidAt,
  );
  const day = toIsoDate(todayInIndia(paidAt));
  return already > 0 && already + paise >= CASH_LIMIT_PAISE
    ? OFFLINE_MESSAGES.cashLimitToday(already, paise, day === toIsoDate(todayInIndia(now)) ? '' : day)
    : null;
}

/**
 * Records a checked offline entry (validation/offline.ts offlineEntryErrors) as a paid order with its receipt, in
 * one transaction. The order is paid, and its receipt dated, on the day the money was received (offlinePaidAt), and
 * the receipt takes the next number of that day's financial year: money received on 31 March and keyed in on
 * 2 April is in the closing year's series and books. Throws OfflineEntryRefused (nothing stored, no receipt number
 * taken) when offlineEntryRefusal refuses it; the advisory lock makes the check and the insert one step against any
 * other entry.
 */
export async function recordOfflineEntry(
  db: Db,
  form: OfflineEntryForm,
  userId: number,
  now = new Date(),
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${OFFLINE_ENTRY_LOCK})`);
    const paidAt = offlinePaidAt(form, now);
    const refusal = await offlineEntryRefusal(tx as unknown as Db, form, paidAt, now);
    if (refusal) throw new OfflineEntryRefused(refusal);
    const paise = offlineAmountPaise(form);
    const kind = form.kind;
    const financialYear = financialYearOf(todayInIndia(paidAt));
    // Offline money is never sandbox money: it takes the real series (receiptSeriesOf answers the kind).
    const serial = await nextReceiptSerial(
      tx,
      receiptSeriesOf({ kind, gateway: OFFICE_GATEWAY }),
      financialYear,
    );
    const reference = crypto.randomBytes(8).toString('hex');
    const order = await insertOrder(tx, {
      kind,
      receiptId: `DBJS-${kind === 'donation' ? 'D' : 'M'}-OFF-${reference}`,
      gatewayOrderId: `office_${reference}`,
      gateway: OFFICE_GATEWAY,
      channel: 'offline',
      basePaise: paise,
      gatewayChargePaise: 0,
      gstPaise: 0,
      totalPaise: paise,
      status: 'paid',
      paymentId: form.mode === 'cash' ? null : form.instrument_number.trim(),
      receiptNumber: formatReceiptNumber(kind, financialYear, serial),
      receiptToken: newReceiptToken(),
      paidAt,
    });
    await tx.insert(offlinePayments).values({
      orderId: order.id,
      mode: form.mode as OfflineEntryForm['mode'] & typeof offlinePayments.$inferInsert.mode,
      instrumentNumber: form.mode === 'cash' ? '' : form.instrument_number.trim(),
      bank: form.mode === 'cash' ? '' : form.bank.trim(),
      instrumentDate: form.mode === 'cash' ? null : form.instrument_date.trim(),
      recordedBy: userId,
    });
    if (kind === 'donation') {
      await tx.insert(donations).values({
        orderId: order.id,
        ...personValues(form),
        pan: form.pan.trim().toUpperCase(),
        donationType: form.donation_type,
        frequency: 'One Time',
        updatesConsent: false,
      });
    } else {
      await tx.insert(memberships).values({
        orderId: order.id,
        ...personValues(form),
        dbjsMember: form.dbjs_member,
        magazineMember: form.magazine_member,
      });
    }
    await queueReceiptMail(tx, order.id);
    await issueReceiptWithPayment(tx as unknown as Db, order);
    return order;
  });
}

// ------------------------------------------------------------------ corrections

type PersonTable = typeof donations | typeof memberships;

/** The form's field name -> the person's column. */
const COLUMN_OF: Record<CorrectableField, string> = {
  first_name: 'firstName',
  middle_name: 'middleName',
  sur_name: 'surname',
  address: 'address',
  city: 'city',
  tehsil: 'tehsil',
  dist: 'district',
  state: 'state',
  pincode: 'pincode',
  pan: 'pan',
  email_id: 'email',
  mobile_no: 'mobile',
};

async function personOfOrder(db: Db, order: OrderRow) {
  const table: PersonTable = order.kind === 'donation' ? donations : memberships;
  const [person] = await db.select().from(table).where(eq(table.orderId, order.id)).limit(1);
  return person
    ? { table, person: person as Record<string, unknown> & { id: number; erasedAt: Date | null } }
    : null;
}

export const ERASED_CORRECTION_MESSAGE =
  'This person asked for erasure: their details can no longer be corrected.';

/**
 * Applies a checked correction (validation/offline.ts correctionErrors) and keeps one history row per changed field.
 * Answers the changes (empty when nothing differed). The issued receipt stays as issued.
 *
 * A charge of a monthly or yearly gift was copied from the gift's own row (payments/subscriptions.ts recordCharge),
 * and so is every later charge: the changed fields are written to the gift too, in the same transaction, so the
 * next charge's donation and receipt carry them. Earlier charges keep their own details (each has its receipt, and
 * is corrected on its own). A gift whose details were erased stays blank.
 */
export async function correctRecord(
  db: Db,
  order: OrderRow,
  form: CorrectionForm,
  userId: number,
): Promise<{ field: CorrectableField; before: string; after: string }[] | BooksError> {
  return db.transaction(async (tx) => {
    const found = await personOfOrder(tx as unknown as Db, order);
    if (!found) return { status: 404, message: RECORD_NOT_FOUND_MESSAGE } as BooksError;
    if (found.person.erasedAt) return { status: 409, message: ERASED_CORRECTION_MESSAGE } as BooksError;
    const changes: { field: CorrectableField; before: string; after: string }[] = [];
    const set: Record<string, string> = {};
    for (const field of CORRECTABLE_FIELDS) {
      const after = form[field];
      if (after === undefined) continue;
      const column = COLUMN_OF[field];
      const before = String(found.person[column] ?? '');
      if (before === after) continue;
      set[column] = after;
      changes.push({ field, before, after });
    }
    if (changes.length === 0) return changes;
    await tx.update(found.table).set(set).where(eq(found.table.id, found.person.id));
    if (order.kind === 'donation' && order.subscriptionId !== null) {
      await tx
        .update(subscriptions)
        .set(set)
        .where(and(eq(subscriptions.id, order.subscriptionId), isNull(subscriptions.erasedAt)));
    }
    await tx
      .insert(recordCorrections)
      .values(changes.map((change) => ({ orderId: order.id, userId, ...change })));
    return changes;
  });
}

// ------------------------------------------------------------------ cancel and re-issue

/** Cancels the order's current receipt with a reason; the payment then counts nowhere until re-issued. */
export async function cancelReceipt(
  db: Db,
  orderId: number,
  reason: string,
  userId: number,
  now = new Date(),
): Promise<OrderRow | BooksError> {
  return db.transaction(async (tx) => {
    const order = await lockCurrentReceipt(tx as unknown as Db, orderId, RECEIPT_CANCELLED_MESSAGE);
    if ('message' in order) return order;
    await tx
      .update(issuedReceipts)
      .set({ cancelledAt: now, cancelReason: reason, cancelledBy: userId })
      .where(
        and(eq(issuedReceipts.orderId, order.id), eq(issuedReceipts.receiptNumber, order.receiptNumber)),
      );
    return updateOrder(tx as unknown as Db, order.id, { receiptCancelledAt: now });
  });
}

/**
 * Re-issues a cancelled receipt under the next number of the series, from the record's details as they are now
 * (corrected), linked to the cancelled one, and queues its mail. Online orders keep their gateway's series
 * (a sandbox order stays in the TEST series).
 */
export async function reissueReceipt(
  db: Db,
  orderId: number,
  now = new Date(),
): Promise<OrderRow | BooksError> {
  return db.transaction(async (tx) => {
    const order = await lockReceiptedOrder(tx as unknown as Db, orderId);
    if ('message' in order) return order;
    if (order.refundedAt) return { status: 409, message: REFUNDED_REISSUE_MESSAGE } as BooksError;
    if (!order.receiptCancelledAt)
      return { status: 409, message: RECEIPT_NOT_CANCELLED_MESSAGE } as BooksError;
    if (order.channel === 'offline') {
      // Its cheque may have been recorded again once this receipt was cancelled: it is then on that receipt.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${OFFLINE_ENTRY_LOCK})`);
      const payment = await findOfflinePayment(tx as unknown as Db, order.id);
      const other = payment
        ? await findRecordedInstrument(
            tx as unknown as Db,
            payment.mode,
            payment.instrumentNumber,
            payment.bank,
            payment.instrumentDate,
            order.id,
          )
        : null;
      if (payment && other)
        return { status: 409, message: duplicateMessage(payment.mode, other) } as BooksError;
    }
    const cancelled = await findIssuedReceipt(tx as unknown as Db, order.id, order.receiptNumber);
    const financialYear = financialYearOf(todayInIndia(now));
    const serial = await nextReceiptSerial(tx as unknown as Db, receiptSeriesOf(order), financialYear);
    const receiptNumber = formatReceiptNumber(order.kind, financialYear, serial, {
      test: order.gateway === 'sandbox',
    });
    const updated = await updateOrder(tx as unknown as Db, order.id, {
      receiptNumber,
      receiptCancelledAt: null,
    });
    // Rendered in this transaction: a re-issue that cannot be rendered takes no number (the series stays gap-free).
    await issueReceipt(tx as unknown as Db, updated, cancelled);
    await queueReceiptMail(tx, order.id, receiptNumber);
    return updated;
  });
}

// ------------------------------------------------------------------ the books of one order, for the console

export async function orderBooks(db: Db, order: OrderRow) {
  const offline = order.channel === 'offline' ? await findOfflinePayment(db, order.id) : undefined;
  const receipts = await issuedReceiptsOfOrder(db, order.id);
  const numberOf = new Map(receipts.map((receipt) => [receipt.id, receipt.receiptNumber]));
  const corrections = await db
    .select()
    .from(recordCorrections)
    .where(eq(recordCorrections.orderId, order.id))
    .orderBy(asc(recordCorrections.id));
  return {
    order_id: order.id,
    kind: order.kind,
    channel: order.channel,
    receipt_number: order.receiptNumber,
    ...receiptCancellation(order),
    offline_payment: offline
      ? {
          mode: offline.mode,
          instrument_number: offline.instrumentNumber,
          bank: offline.bank,
          instrument_date: offline.instrumentDate,
          recorded_by: offline.recordedBy,
        }
      : null,
    receipts: receipts.map((receipt) => ({
      receipt_number: receipt.receiptNumber,
      sha256: receipt.sha256,
      issued_at: receipt.createdAt.toISOString(),
      cancelled_at: receipt.cancelledAt?.toISOString() ?? null,
      cancel_reason: receipt.cancelReason,
      cancelled_by: receipt.cancelledBy,
      replaces: receipt.replacesId ? (numberOf.get(receipt.replacesId) ?? null) : null,
    })),
    corrections: corrections.map((row) => ({
      field: row.field,
      before: row.before,
      after: row.after,
      user_id: row.userId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** A stored receipt of the order by number (a cancelled one too): the office may download each as issued. */
export async function issuedReceiptOfOrder(db: Db, orderId: number, receiptNumber: string) {
  return findIssuedReceipt(db, orderId, receiptNumber);
}

// ------------------------------------------------------------------ Form 10BD filed, and erasure

export async function listFilings(db: Db) {
  const rows = await db.select().from(form10bdFilings).orderBy(asc(form10bdFilings.financialYear));
  return rows.map((row) => ({
    fy: row.financialYear,
    label: financialYearLabel(row.financialYear),
    acknowledgement: row.acknowledgement,
    /** The date of filing on the portal (YYYY-MM-DD), which the Form 10BE certificates state; null until entered. */
    filed_on: row.filedOn,
    filed_at: row.createdAt.toISOString(),
  }));
}

/** Marks a year filed, or changes its acknowledgement number and date of filing (entered after the portal's answer). */
export async function recordFiling(
  db: Db,
  fy: number,
  acknowledgement: string,
  userId: number,
  filedOn: string | null = null,
) {
  await db
    .insert(form10bdFilings)
    .values({ financialYear: fy, acknowledgement, filedOn, userId })
    .onConflictDoUpdate({ target: form10bdFilings.financialYear, set: { acknowledgement, filedOn, userId } });
}

/**
 * Removes a year's filed mark put there by mistake: its donors are kept from erasure again and Form 10BE is refused
 * until it is marked anew. Erasures and certificates made under the mark stay as they are. False when not marked.
 */
export async function removeFiling(db: Db, fy: number): Promise<boolean> {
  const removed = await db
    .delete(form10bdFilings)
    .where(eq(form10bdFilings.financialYear, fy))
    .returning({ fy: form10bdFilings.financialYear });
  return removed.length > 0;
}

/** Why a donor cannot be erased yet, and when they can be: after the year ends and its Form 10BD is filed. */
export function unfiledErasureMessage(fy: number): string {
  return (
    `Form 10BD for ${financialYearLabel(fy)} is not filed yet: the donor's details must be kept until the Sabha ` +
    'has reported this donation (section 80G(5)(viii)). Once the year has ended (31 March ' +
    `${fy + 1}) and its Form 10BD is filed, mark it as filed on the Exports page; the donor can be erased then.`
  );
}

export const LIVE_GIFT_ERASURE_MESSAGE =
  'This donation is one charge of a monthly or yearly gift that can still charge the donor, and every later charge ' +
  "is receipted with the gift's copy of their details. Cancel the gift first (Records, Monthly and yearly gifts, " +
  'Cancel), then erase the donor.';

/**
 * Whether the donation is a charge of a monthly or yearly gift that may still charge (any status but cancelled or
 * completed): its donor cannot be erased until the gift is cancelled, else the later charges would be receipted
 * to nobody.
 */
export async function isChargeOfLiveGift(db: Db, donationId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(donations)
    .innerJoin(orders, eq(donations.orderId, orders.id))
    .innerJoin(subscriptions, eq(orders.subscriptionId, subscriptions.id))
    .where(eq(donations.id, donationId));
  return row !== undefined && isCancellable(row.status);
}

/**
 * The financial year whose unfiled Form 10BD keeps a donation's donor from being erased, or null when erasure may
 * go ahead: only real, paid donations with a receipt that is not cancelled are reported.
 */
export async function unfiledYearOfDonation(db: Db, donationId: number): Promise<number | null> {
  const [row] = await db
    .select({ paidAt: orders.paidAt, gateway: orders.gateway })
    .from(donations)
    .innerJoin(orders, eq(donations.orderId, orders.id))
    .where(and(eq(donations.id, donationId), eq(orders.status, 'paid'), isNull(orders.receiptCancelledAt)));
  if (!row?.paidAt || row.gateway === 'sandbox') return null;
  const fy = financialYearOf(todayInIndia(row.paidAt));
  const [filed] = await db.select().from(form10bdFilings).where(eq(form10bdFilings.financialYear, fy));
  return filed ? null : fy;
}

// ------------------------------------------------------------------ Form 10BD

/**
 * The donations Form 10BD reports for a financial year: paid, real money (never the sandbox), online and offline,
 * and not under a cancelled receipt. Each with its mode of receipt (cash only when the office took cash).
 */
export async function donationsFor10bd(db: Db, fy: number): Promise<Form10bdDonation[]> {
  const { start, end } = financialYearBounds(fy);
  const rows = await db
    .select({ person: donations, order: orders, mode: offlinePayments.mode })
    .from(donations)
    .innerJoin(orders, eq(donations.orderId, orders.id))
    .leftJoin(offlinePayments, eq(offlinePayments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'paid'),
        ne(orders.gateway, 'sandbox'),
        isNull(orders.receiptCancelledAt),
        gte(orders.paidAt, start),
        lt(orders.paidAt, end),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(donations.id));
  return rows.map(({ person, order, mode }) => ({
    ...person,
    basePaise: order.basePaise,
    mode: mode === 'cash' ? 'cash' : 'electronic',
    erased: person.erasedAt !== null,
    receiptNumber: order.receiptNumber ?? '',
    paidOn: order.paidAt ? toIsoDate(todayInIndia(order.paidAt)) : '',
  }));
}

/** The Form 10BD file of a financial year and what the office must look at before filing it. */
export async function form10bdFile(db: Db, fy: number) {
  const { rows, warnings } = form10bd(await donationsFor10bd(db, fy));
  return { csv: form10bdCsv(rows), rows: rows.length, warnings };
}
