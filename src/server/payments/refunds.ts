import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuedReceipts, orders, refunds, type RefundStatus } from '../db/schema';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../shared/dates';
import { renderCreditNotePdf } from '../receipts/creditNote';
import { issueReceipt } from '../receipts/issue';
import { loadReceiptRecord } from '../repositories/receipts';
import { firstRow, lockRow } from '../repositories/rows';
import {
  insertPaymentEvent,
  nextReceiptSerial,
  updateOrder,
  type OrderRow,
  type PaymentEventSource,
} from '../repositories/orders';
import { GatewayRefusedError, type GatewayRefund, type PaymentGateway } from './gateway';
import { checkEach, type ReconcileLog } from './checkEach';

// Refunds of online payments (docs/admin-api.md "Refunds"). The office asks for a full refund of a paid online
// gift or membership; a refunds row is written first ('requested'), then the gateway is asked
// (POST /payments/:id/refund), and its answer, its refund.* webhooks and the reconciler all settle the row here, in
// a transaction that locks the order, so they may arrive in any order and any number of times:
// requested -> pending -> processed | failed; processed and failed are final. When the refund is processed, the
// order's receipt is cancelled by a credit note numbered in its own gap-free series (DBJS/CN/2025-26/00001), which
// is rendered and stored like a receipt, and the order counts nowhere (totals, lists' sums, Form 10BD) from then on.
// Offline gifts are not refunded here: the office cancels their receipt (admin/books.ts).

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundError {
  status: 404 | 409 | 502;
  message: string;
}

export const REFUND_NOT_FOUND_MESSAGE = 'This record could not be found.';
export const REFUND_OFFLINE_MESSAGE =
  'This payment was received at the office: it is not refunded through the payment gateway. Cancel its receipt ' +
  'with the reason instead.';
export const REFUND_NOT_PAID_MESSAGE = 'Only a paid online payment can be refunded.';
export const REFUND_ALREADY_MESSAGE = 'This payment is already refunded.';
export const REFUND_UNDER_WAY_MESSAGE =
  'A refund of this payment is already under way: wait for the payment service to confirm it.';
export const REFUND_UNCONFIRMED_MESSAGE =
  'The payment service did not confirm the refund. Do not refund it elsewhere: the server asks the payment ' +
  'service again every few minutes and the record will show the outcome.';
export const REFUND_REFUSED_PREFIX = 'The payment service refused the refund';
export const REFUND_PARTIAL_MESSAGE =
  'Only a full refund can be made here: the whole amount paid is returned.';
/** The reason recorded for a refund the gateway reports that the office did not ask for here. */
export const DASHBOARD_REFUND_REASON = "Refunded on the payment gateway's own dashboard";

/** A sandbox payment's credit notes have a series of their own, as its receipts do (never the Sabha's real one). */
export function creditNoteSeriesOf(order: Pick<OrderRow, 'gateway'>): string {
  return order.gateway === 'sandbox' ? 'test-credit-note' : 'credit-note';
}

/** 'DBJS/CN/2025-26/00001'; sandbox refunds 'DBJS/TEST/CN/2025-26/00001'. */
export function formatCreditNoteNumber(
  financialYear: number,
  serial: number,
  options: { test?: boolean } = {},
): string {
  const prefix = options.test ? 'DBJS/TEST' : 'DBJS';
  return `${prefix}/CN/${financialYearLabel(financialYear)}/${String(serial).padStart(5, '0')}`;
}

/** The gateway's refund status as ours: pending until it says processed or failed. */
function statusOf(gatewayStatus: string): Exclude<RefundStatus, 'requested'> {
  if (gatewayStatus === 'processed') return 'processed';
  if (gatewayStatus === 'failed') return 'failed';
  return 'pending';
}

function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  return lockRow(tx, orders, eq(orders.id, orderId));
}

/** The refund that is not failed (at most one per order: refunds_one_open_per_order). */
function openRefundOf(tx: Db, orderId: number): Promise<RefundRow | undefined> {
  return firstRow(tx, refunds, and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
}

export async function refundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/**
 * Checks that the order may be refunded and writes its 'requested' row, in one transaction that locks the order:
 * a second click waits for the first and then finds its row.
 */
export async function startRefund(
  db: Db,
  orderId: number,
  reason: string,
  userId: number | null,
): Promise<{ refund: RefundRow; order: OrderRow } | RefundError> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx as unknown as Db, orderId);
    if (!order) return { status: 404, message: REFUND_NOT_FOUND_MESSAGE } as RefundError;
    if (order.channel === 'offline') return { status: 409, message: REFUND_OFFLINE_MESSAGE } as RefundError;
    if (order.refundedAt) return { status: 409, message: REFUND_ALREADY_MESSAGE } as RefundError;
    if (order.status !== 'paid' || !order.paymentId || !order.receiptNumber)
      return { status: 409, message: REFUND_NOT_PAID_MESSAGE } as RefundError;
    const open = await openRefundOf(tx as unknown as Db, order.id);
    if (open)
      return {
        status: 409,
        message: open.status === 'processed' ? REFUND_ALREADY_MESSAGE : REFUND_UNDER_WAY_MESSAGE,
      } as RefundError;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: order.paymentId,
        gateway: order.gateway,
        amountPaise: order.totalPaise,
        status: 'requested',
        reason,
        receiptNumber: order.receiptNumber,
        userId,
      })
      .returning();
    await insertPaymentEvent(tx as unknown as Db, {
      orderId: order.id,
      source: 'office',
      type: 'refund.requested',
      paymentId: order.paymentId,
      detail: { refundId: refund.id, amount: refund.amountPaise },
    });
    return { refund, order };
  });
}

export interface RefundStateInput {
  /** Our refunds row, when known (the office's own request). */
  refundId?: number;
  /** What the gateway says (its answer, a webhook's payload.refund.entity, the reconciler's fetch). */
  gatewayRefund?: GatewayRefund;
  /** Overrides the gateway's status: failed when the gateway refused the request. */
  status?: Exclude<RefundStatus, 'requested'>;
  failureReason?: string;
  source: PaymentEventSource;
  eventType: string;
  /** x-razorpay-event-id: a second delivery of the same webhook changes nothing. */
  externalEventId?: string | null;
  now?: Date;
}

export type RefundStateResult =
  | { outcome: 'duplicate-event' }
  | { outcome: 'unknown-refund' }
  | { outcome: 'partial-refund'; order: OrderRow }
  | { outcome: 'settled'; refund: RefundRow; order: OrderRow; changed: boolean };

/** Finds our row for what the gateway reports: by its refund id, or by the refund_id note we sent with it. */
async function findRefundFor(db: Db, input: RefundStateInput): Promise<RefundRow | undefined> {
  if (input.refundId !== undefined) {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, input.refundId));
    return row;
  }
  const gateway = input.gatewayRefund;
  if (!gateway) return undefined;
  const noted = Number(gateway.notes.refund_id);
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.gatewayRefundId, gateway.id),
        Number.isSafeInteger(noted) && noted > 0
          ? and(
              eq(refunds.id, noted),
              eq(refunds.paymentId, gateway.paymentId),
              isNull(refunds.gatewayRefundId),
            )
          : undefined,
      ),
    )
    .orderBy(desc(refunds.id))
    .limit(1);
  return row;
}

/** The online order a gateway payment id belongs to (a one-time payment or a subscription's charge). */
function orderOfPayment(db: Db, paymentId: string): Promise<OrderRow | undefined> {
  return firstRow(db, orders, and(eq(orders.paymentId, paymentId), eq(orders.channel, 'online')));
}

/**
 * Settles a refund with what the gateway says, once per event id and in any order. A refund the office did not ask
 * for here (made on the gateway's dashboard) is recorded too when it returns the whole payment; a partial one is
 * only kept in the order's trail for the office.
 */
export async function applyRefundState(db: Db, input: RefundStateInput): Promise<RefundStateResult> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = input.now ?? new Date();
    const gateway = input.gatewayRefund;
    let found = await findRefundFor(tx, input);
    const order = found
      ? await lockOrder(tx, found.orderId)
      : gateway
        ? await orderOfPayment(tx, gateway.paymentId).then((row) => (row ? lockOrder(tx, row.id) : undefined))
        : undefined;
    const recorded = await insertPaymentEvent(tx, {
      orderId: order?.id ?? null,
      source: input.source,
      type: input.eventType,
      externalEventId: input.externalEventId,
      paymentId: gateway?.paymentId ?? found?.paymentId ?? null,
      detail: {
        refundId: found?.id ?? null,
        gatewayRefundId: gateway?.id ?? null,
        status: input.status ?? gateway?.status ?? null,
        amount: gateway?.amount ?? null,
      },
    });
    if (!recorded) return { outcome: 'duplicate-event' } as const;
    if (!order) return { outcome: 'unknown-refund' } as const;

    if (!found) {
      // Found under the lock now, in case another delivery recorded it meanwhile.
      found = await findRefundFor(tx, input);
    }
    if (!found) {
      if (!gateway || order.status !== 'paid' || !order.paymentId || !order.receiptNumber)
        return { outcome: 'unknown-refund' } as const;
      if (gateway.amount !== order.totalPaise) return { outcome: 'partial-refund', order } as const;
      const open = await openRefundOf(tx, order.id);
      if (open) return { outcome: 'settled', refund: open, order, changed: false } as const;
      [found] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          paymentId: order.paymentId,
          gateway: order.gateway,
          gatewayRefundId: gateway.id,
          amountPaise: gateway.amount,
          status: 'requested',
          reason: DASHBOARD_REFUND_REASON,
          receiptNumber: order.receiptNumber,
          userId: null,
        })
        .returning();
    }
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, found.id)).for('update');
    const next = input.status ?? (gateway ? statusOf(gateway.status) : 'pending');
    if (refund.status === 'processed' || refund.status === 'failed') {
      return { outcome: 'settled', refund, order, changed: false } as const;
    }
    const gatewayRefundId = refund.gatewayRefundId ?? gateway?.id ?? null;
    if (next === 'pending') {
      if (refund.status === 'pending' && refund.gatewayRefundId === gatewayRefundId)
        return { outcome: 'settled', refund, order, changed: false } as const;
      const [updated] = await tx
        .update(refunds)
        .set({ status: 'pending', gatewayRefundId, updatedAt: now })
        .where(eq(refunds.id, refund.id))
        .returning();
      return { outcome: 'settled', refund: updated, order, changed: true } as const;
    }
    if (next === 'failed') {
      const [updated] = await tx
        .update(refunds)
        .set({
          status: 'failed',
          gatewayRefundId,
          failureReason: (input.failureReason ?? 'The payment service could not make the refund.').slice(
            0,
            500,
          ),
          updatedAt: now,
        })
        .where(eq(refunds.id, refund.id))
        .returning();
      return { outcome: 'settled', refund: updated, order, changed: true } as const;
    }
    return finaliseRefund(tx, refund, order, gatewayRefundId ?? '', now);
  });
}

/**
 * The refund is processed: the next credit note number, the order refunded and its receipt cancelled, the credit
 * note rendered and stored. The number is taken in this transaction (gap-free); a credit note that cannot be rendered
 * now is rendered on its first download (creditNotePdf).
 */
async function finaliseRefund(
  tx: Db,
  refund: RefundRow,
  order: OrderRow,
  gatewayRefundId: string,
  now: Date,
): Promise<RefundStateResult> {
  const financialYear = financialYearOf(todayInIndia(now));
  const serial = await nextReceiptSerial(tx, creditNoteSeriesOf(order), financialYear);
  const creditNoteNumber = formatCreditNoteNumber(financialYear, serial, {
    test: order.gateway === 'sandbox',
  });
  const receiptNumber = order.receiptNumber ?? refund.receiptNumber;
  // A receipt paid before receipts were stored is stored now, so the cancelled document is kept as it was.
  await tx.transaction((savepoint) => issueReceipt(savepoint as unknown as Db, order)).catch(() => undefined);
  await tx
    .update(issuedReceipts)
    .set({
      cancelledAt: now,
      cancelReason: `Refunded (credit note ${creditNoteNumber}): ${refund.reason}`.slice(0, 500),
      cancelledBy: refund.userId,
    })
    .where(
      and(
        eq(issuedReceipts.orderId, order.id),
        eq(issuedReceipts.receiptNumber, receiptNumber),
        isNull(issuedReceipts.cancelledAt),
      ),
    );
  const refundedOrder = await updateOrder(tx, order.id, {
    refundedAt: now,
    receiptCancelledAt: order.receiptCancelledAt ?? now,
  });
  let [updated] = await tx
    .update(refunds)
    .set({
      status: 'processed',
      gatewayRefundId: gatewayRefundId || refund.gatewayRefundId,
      receiptNumber,
      creditNoteNumber,
      processedAt: now,
      updatedAt: now,
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  try {
    updated = await tx.transaction((savepoint) =>
      storeCreditNote(savepoint as unknown as Db, updated, refundedOrder),
    );
  } catch {
    // Rendered on the first download instead; the refund and its number stand.
  }
  return { outcome: 'settled', refund: updated, order: refundedOrder, changed: true } as const;
}

async function storeCreditNote(db: Db, refund: RefundRow, order: OrderRow): Promise<RefundRow> {
  if (refund.creditNotePdf || !refund.creditNoteNumber || !refund.processedAt) return refund;
  const record = await loadReceiptRecord(db, order);
  if (!record) throw new Error(`order ${order.id} has no person to address the credit note to`);
  const pdf = await renderCreditNotePdf({
    record,
    creditNoteNumber: refund.creditNoteNumber,
    issuedAt: refund.processedAt,
    receiptNumber: refund.receiptNumber,
    amountPaise: refund.amountPaise,
    gatewayRefundId: refund.gatewayRefundId ?? '-',
    reason: refund.reason,
  });
  const [stored] = await db
    .update(refunds)
    .set({ creditNotePdf: pdf, creditNoteSha256: crypto.createHash('sha256').update(pdf).digest('hex') })
    .where(and(eq(refunds.id, refund.id), isNull(refunds.creditNotePdf)))
    .returning();
  if (stored) return stored;
  const [current] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  return current;
}

/** The stored credit note of a processed refund, rendered and stored now if it has none; null when it has none. */
export async function creditNotePdf(db: Db, refund: RefundRow): Promise<Buffer | null> {
  if (refund.creditNotePdf) return refund.creditNotePdf;
  if (refund.status !== 'processed' || !refund.creditNoteNumber) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return null;
  return (await storeCreditNote(db, refund, order)).creditNotePdf ?? null;
}

/**
 * The office's refund of an online order, end to end: the row, the gateway's refund, and the row settled with its
 * answer. Answers the refund as it stands, or why not.
 */
export async function requestRefund(
  db: Db,
  gateway: PaymentGateway,
  orderId: number,
  reason: string,
  userId: number | null,
): Promise<{ refund: RefundRow; order: OrderRow } | RefundError> {
  const started = await startRefund(db, orderId, reason, userId);
  if ('status' in started) return started;
  const { refund, order } = started;
  let answer: GatewayRefund;
  try {
    answer = await gateway.refundPayment(refund.paymentId, refund.amountPaise, {
      refund_id: String(refund.id),
      receipt_number: refund.receiptNumber,
    });
  } catch (error) {
    if (error instanceof GatewayRefusedError) {
      await applyRefundState(db, {
        refundId: refund.id,
        status: 'failed',
        failureReason: `${REFUND_REFUSED_PREFIX}: ${error.description || 'no reason given'}`,
        source: 'office',
        eventType: 'refund.refused',
      });
      return {
        status: 502,
        message: `${REFUND_REFUSED_PREFIX}: ${error.description || 'no reason given'}.`,
      };
    }
    // Unknown whether the gateway made it: the row stays 'requested' and the reconciler asks the gateway.
    return { status: 502, message: REFUND_UNCONFIRMED_MESSAGE };
  }
  const settled = await applyRefundState(db, {
    refundId: refund.id,
    gatewayRefund: answer,
    source: 'office',
    eventType: `refund.${answer.status}`,
  });
  if (settled.outcome === 'settled') return { refund: settled.refund, order: settled.order };
  const [current] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  return { refund: current, order };
}

/** A requested refund is given up when the gateway has no record of it this long after it was asked. */
export const REFUND_GIVE_UP_AFTER_MS = 30 * 60_000;
/** A requested refund is not checked before this: the office's own request may still be under way. */
export const REFUND_CHECK_AFTER_MS = 2 * 60_000;

export interface RefundReconcileSummary {
  checked: number;
  processed: number;
  failed: number;
  unchanged: number;
  errors: number;
}

/** Asks the gateway about refunds left requested or pending (a lost answer or webhook) and settles them. */
export async function reconcileRefunds(options: {
  db: Db;
  gateway: PaymentGateway;
  now?: Date;
  limit?: number;
  log?: ReconcileLog;
}): Promise<RefundReconcileSummary> {
  const now = options.now ?? new Date();
  const summary: RefundReconcileSummary = { checked: 0, processed: 0, failed: 0, unchanged: 0, errors: 0 };
  const open = await options.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.gateway, options.gateway.name),
        inArray(refunds.status, ['requested', 'pending']),
        lt(refunds.createdAt, new Date(now.getTime() - REFUND_CHECK_AFTER_MS)),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(options.limit ?? 100);
  const failure = { log: options.log, idField: 'refundId', message: 'reconciler could not check a refund' };
  await checkEach(open, summary, failure, async (refund) => {
    const known = await options.gateway.fetchPaymentRefunds(refund.paymentId);
    const match = known.find(
      (candidate) =>
        candidate.id === refund.gatewayRefundId ||
        (!refund.gatewayRefundId && candidate.notes.refund_id === String(refund.id)),
    );
    let result: RefundStateResult | null = null;
    if (match) {
      result = await applyRefundState(options.db, {
        refundId: refund.id,
        gatewayRefund: match,
        source: 'reconciler',
        eventType: `refund.${match.status}`,
        now,
      });
    } else if (
      refund.status === 'requested' &&
      now.getTime() - refund.createdAt.getTime() > REFUND_GIVE_UP_AFTER_MS
    ) {
      result = await applyRefundState(options.db, {
        refundId: refund.id,
        status: 'failed',
        failureReason: 'The payment service has no record of this refund: nothing was refunded.',
        source: 'reconciler',
        eventType: 'refund.not-found',
        now,
      });
    }
    if (result?.outcome === 'settled' && result.changed && result.refund.status === 'processed')
      summary.processed += 1;
    else if (result?.outcome === 'settled' && result.changed && result.refund.status === 'failed')
      summary.failed += 1;
    else summary.unchanged += 1;
  });
  return summary;
}

/** A refund as the console shows it. */
export function refundView(refund: RefundRow) {
  return {
    id: refund.id,
    status: refund.status,
    amount_paise: refund.amountPaise,
    reason: refund.reason,
    failure_reason: refund.failureReason,
    gateway_refund_id: refund.gatewayRefundId,
    receipt_number: refund.receiptNumber,
    credit_note_number: refund.creditNoteNumber,
    credit_note_sha256: refund.creditNoteSha256,
    user_id: refund.userId,
    created_at: refund.createdAt.toISOString(),
    processed_at: refund.processedAt?.toISOString() ?? null,
  };
}
