import { and, asc, count, eq, inArray, isNull, lt, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, paymentEvents, receiptCounters } from '../db/schema';
import { firstRow, insertRow, lockRow } from './rows';

// Queries over the money trail. Functions that take `tx` must be called inside a transaction.

export type OrderRow = typeof orders.$inferSelect;
type NewOrder = typeof orders.$inferInsert;
/** donor: the donor's own page (cancel); office: the console (cancel on request). */
export type PaymentEventSource = 'verify' | 'failure-report' | 'webhook' | 'reconciler' | 'donor' | 'office';

export function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow> {
  return insertRow(tx, orders, values);
}

export function findOrderByReceiptId(db: Db, receiptId: string): Promise<OrderRow | undefined> {
  return firstRow(db, orders, eq(orders.receiptId, receiptId));
}

export function findOrderByReceiptToken(db: Db, token: string): Promise<OrderRow | undefined> {
  return firstRow(db, orders, eq(orders.receiptToken, token));
}

/** Locks the order row until the transaction ends: verify, webhook and reconciler queue up behind each other. */
export function lockOrderByGatewayOrderId(tx: Db, gatewayOrderId: string): Promise<OrderRow | undefined> {
  return lockRow(tx, orders, eq(orders.gatewayOrderId, gatewayOrderId));
}

export async function updateOrder(tx: Db, id: number, values: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/**
 * Next number of a receipt series for a financial year. The counter row is created or incremented in the
 * caller's transaction and stays locked until it ends, so a rolled-back payment leaves no gap.
 */
/** `series`: a receipt series of settle.ts receiptSeriesOf (membership, donation, test-membership, ...). */
export async function nextReceiptSerial(tx: Db, series: string, financialYear: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.series, receiptCounters.financialYear],
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return row.lastNumber;
}

export async function receiptCounterValue(db: Db, series: string, financialYear: number): Promise<number> {
  const [row] = await db
    .select({ lastNumber: receiptCounters.lastNumber })
    .from(receiptCounters)
    .where(and(eq(receiptCounters.series, series), eq(receiptCounters.financialYear, financialYear)));
  return row?.lastNumber ?? 0;
}

interface NewPaymentEvent {
  orderId: number | null;
  source: PaymentEventSource;
  type: string;
  externalEventId?: string | null;
  paymentId?: string | null;
  detail?: Record<string, unknown> | null;
}

/** Records an event; answers false when an event with the same external id was already recorded. */
export async function insertPaymentEvent(tx: Db, event: NewPaymentEvent): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      orderId: event.orderId,
      source: event.source,
      type: event.type,
      externalEventId: event.externalEventId ?? null,
      paymentId: event.paymentId ?? null,
      detail: event.detail ?? null,
    })
    .onConflictDoNothing({ target: paymentEvents.externalEventId })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/**
 * Whose trail an event is in: an order's (payment_events.order_id), or a subscription's (its events name it in
 * detail.subscription, payments/subscriptions.ts; a charge's event also points at the charge's order).
 */
export type PaymentEventTrail = { orderId: number } | { gatewaySubscriptionId: string };

function inTrail(trail: PaymentEventTrail) {
  return 'orderId' in trail
    ? eq(paymentEvents.orderId, trail.orderId)
    : sql`${paymentEvents.detail} ->> 'subscription' = ${trail.gatewaySubscriptionId}`;
}

/** How many events of one source a trail holds. */
export async function countPaymentEvents(
  tx: Db,
  trail: PaymentEventTrail,
  source: PaymentEventSource,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(paymentEvents)
    .where(and(inTrail(trail), eq(paymentEvents.source, source)));
  return Number(row?.n ?? 0);
}

/** True when the trail already holds this event (same source, type and payment id). */
export async function hasSamePaymentEvent(
  tx: Db,
  trail: PaymentEventTrail,
  event: Pick<NewPaymentEvent, 'source' | 'type' | 'paymentId'>,
): Promise<boolean> {
  const found = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        inTrail(trail),
        eq(paymentEvents.source, event.source),
        eq(paymentEvents.type, event.type),
        event.paymentId ? eq(paymentEvents.paymentId, event.paymentId) : isNull(paymentEvents.paymentId),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/**
 * Orders the reconciler should ask the gateway about: pending ones older than `staleBefore`, and failed ones
 * in a recent window (a visitor may retry inside the same checkout after a failure was reported).
 */
export async function findOrdersToReconcile(
  db: Db,
  options: { gateway: string; staleBefore: Date; failedSince: Date; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.gateway, options.gateway),
        lt(orders.createdAt, options.staleBefore),
        or(
          eq(orders.status, 'pending'),
          and(eq(orders.status, 'failed'), gt(orders.createdAt, options.failedSince)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(options.limit);
}

export async function findOrdersByIds(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}
