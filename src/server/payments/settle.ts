import crypto from 'node:crypto';
import type { Db } from '../db/client';
import type { OrderKind } from '../db/schema';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../shared/dates';
import { queueReceiptMail } from '../repositories/outbox';
import { issueReceiptWithPayment } from '../receipts/issue';
import {
  countPaymentEvents,
  hasSamePaymentEvent,
  insertPaymentEvent,
  lockOrderByGatewayOrderId,
  nextReceiptSerial,
  updateOrder,
  type OrderRow,
  type PaymentEventSource,
  type PaymentEventTrail,
} from '../repositories/orders';

// The ONE place where an order changes state. Verify calls, failure reports, webhooks and the reconciler race
// each other; each settles inside its own transaction that first locks the order row (SELECT ... FOR UPDATE),
// so they run one after the other per order, and the rules below make every repetition harmless:
// pending|failed -> paid (once, with a receipt number), pending -> failed, paid -> paid (nothing changes).

export interface SettleInput {
  gatewayOrderId: string;
  paymentId?: string | null;
  source: PaymentEventSource;
  /** What happened, for the payment_events trail: payment.captured, verify, payment.failed, ... */
  eventType: string;
  /** x-razorpay-event-id: a second delivery of the same webhook changes nothing. */
  externalEventId?: string | null;
  detail?: Record<string, unknown>;
  /** What the gateway says it captured, in paise, when it says so (webhooks, the reconciler). */
  capturedAmount?: number;
  /**
   * When the donor paid, by the gateway's clock, when it says so (webhooks, the reconciler): the receipt is dated
   * and numbered in that day's financial year, however late the news arrives (a payment at 23:55 on 31 March found
   * by the reconciler after midnight still belongs to the year that ended). Unknown (the browser's verify, sent as
   * the payment completes): now.
   */
  paidAt?: Date;
  now?: Date;
}

export type SettleResult =
  | { outcome: 'duplicate-event' }
  | { outcome: 'unknown-order' }
  | { outcome: 'amount-mismatch'; order: OrderRow }
  | { outcome: 'settled'; order: OrderRow; changed: boolean };

export const MAX_UNSIGNED_EVENTS_PER_SOURCE = 20;

/**
 * Whether a report with no event id of its own (a verify call, a failure report, the reconciler's) is left out of
 * the trail: it is answered as before but not written again when the trail already holds it (a replay), and reports
 * stop being written after MAX_UNSIGNED_EVENTS_PER_SOURCE of their source, so replays and made-up payment ids
 * cannot grow the trail without bound. One rule for an order's trail and a subscription's (subscriptions.ts).
 */
export async function isRepeatedReport(
  tx: Db,
  trail: PaymentEventTrail,
  event: { source: PaymentEventSource; type: string; paymentId?: string | null },
): Promise<boolean> {
  return (
    (await hasSamePaymentEvent(tx, trail, event)) ||
    (await countPaymentEvents(tx, trail, event.source)) >= MAX_UNSIGNED_EVENTS_PER_SOURCE
  );
}

const SERIES_LETTER: Record<OrderKind, string> = { membership: 'M', donation: 'D' };

/**
 * The counter a paid order takes its number from. Sandbox payments move no money, so they have series of their own
 * and never take a number of the Sabha's real, gap-free series (docs/api.md#sandbox-and-test-money).
 */
export function receiptSeriesOf(order: Pick<OrderRow, 'kind' | 'gateway'>): string {
  return order.gateway === 'sandbox' ? `test-${order.kind}` : order.kind;
}

/**
 * 'DBJS/D/2025-26/00001': the Sabha's own serial, one series per kind and financial year; sandbox payments are
 * numbered 'DBJS/TEST/D/2025-26/00001'.
 */
export function formatReceiptNumber(
  kind: OrderKind,
  financialYear: number,
  serial: number,
  options: { test?: boolean } = {},
): string {
  const prefix = options.test ? 'DBJS/TEST' : 'DBJS';
  return `${prefix}/${SERIES_LETTER[kind]}/${financialYearLabel(financialYear)}/${String(serial).padStart(5, '0')}`;
}

export function newReceiptToken(): string {
  return crypto.randomBytes(16).toString('hex');
}

async function settle(
  db: Db,
  input: SettleInput,
  transition: (tx: Db, order: OrderRow) => Promise<OrderRow | null>,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByGatewayOrderId(tx, input.gatewayOrderId);
    const event = {
      orderId: order?.id ?? null,
      source: input.source,
      type: input.eventType,
      externalEventId: input.externalEventId,
      paymentId: input.paymentId,
      detail: input.detail ?? (order ? null : { gatewayOrderId: input.gatewayOrderId }),
    };
    // A replayed verify call or failure report (no event id of its own) is answered as before but not written
    // again, and unsigned reports stop being written after MAX_UNSIGNED_EVENTS_PER_SOURCE (isRepeatedReport).
    const replay =
      !input.externalEventId &&
      order !== undefined &&
      (await isRepeatedReport(tx, { orderId: order.id }, event));
    if (!replay) {
      const recorded = await insertPaymentEvent(tx, event);
      if (!recorded) return { outcome: 'duplicate-event' } as const;
    }
    if (!order) return { outcome: 'unknown-order' } as const;
    if (input.capturedAmount !== undefined && input.capturedAmount !== order.totalPaise) {
      // Never paid on a different amount than the order's total: the trail keeps the event for the office.
      return { outcome: 'amount-mismatch', order } as const;
    }
    const updated = await transition(tx, order);
    return { outcome: 'settled', order: updated ?? order, changed: updated !== null } as const;
  });
}

/**
 * The payment's time: the gateway's, kept between the order's creation and now (no payment comes before its order
 * or from the future, whatever a clock says); now when the gateway gave none.
 */
function paymentTime(gatewayTime: Date | undefined, orderCreatedAt: Date, now: Date): Date {
  if (!gatewayTime || Number.isNaN(gatewayTime.getTime())) return now;
  const time = Math.min(Math.max(gatewayTime.getTime(), orderCreatedAt.getTime()), now.getTime());
  return new Date(time);
}

/** Marks the order paid exactly once and gives it the next receipt number of its series in the same transaction. */
export function markPaid(db: Db, input: SettleInput): Promise<SettleResult> {
  return settle(db, input, async (tx, order) => {
    if (order.status === 'paid') return null;
    const paidAt = paymentTime(input.paidAt, order.createdAt, input.now ?? new Date());
    const financialYear = financialYearOf(todayInIndia(paidAt));
    const serial = await nextReceiptSerial(tx, receiptSeriesOf(order), financialYear);
    // The receipt mail is queued in this same transaction: committed together with the payment, or not at all.
    await queueReceiptMail(tx, order.id);
    const paid = await updateOrder(tx, order.id, {
      status: 'paid',
      paymentId: input.paymentId ?? order.paymentId,
      failureReason: null,
      receiptNumber: formatReceiptNumber(order.kind, financialYear, serial, {
        test: order.gateway === 'sandbox',
      }),
      receiptToken: newReceiptToken(),
      paidAt,
    });
    // The receipt is issued (rendered and stored) with the payment, from the details as they are now.
    if (paid) await issueReceiptWithPayment(tx, paid);
    return paid;
  });
}

/** Marks a pending order failed; a paid order never moves backwards and a failed one stays as it is. */
export function markFailed(db: Db, input: SettleInput & { reason?: string }): Promise<SettleResult> {
  return settle(db, input, async (tx, order) => {
    if (order.status !== 'pending') return null;
    return updateOrder(tx, order.id, {
      status: 'failed',
      paymentId: input.paymentId || order.paymentId,
      failureReason: (input.reason ?? 'payment failed').slice(0, 500),
    });
  });
}

/** True when this settlement is the one that made the order paid (send the receipt now, and only now). */
export function becamePaid(result: SettleResult): result is Extract<SettleResult, { outcome: 'settled' }> {
  return result.outcome === 'settled' && result.changed && result.order.status === 'paid';
}
