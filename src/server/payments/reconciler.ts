import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { JOB_LOCKS } from '../db/exclusive';
import { createPeriodicJob, type PeriodicJob } from '../lib/periodicJob';
import { findOrdersToReconcile, type OrderRow } from '../repositories/orders';
import type { PaymentGateway } from './gateway';
import type { PaymentServices } from './services';
import { becamePaid, markFailed, markPaid } from './settle';
import { reconcileSubscriptions } from './subscriptions';
import { reconcileRefunds } from './refunds';
import { checkEach, type ReconcileLog } from './checkEach';

// Settles orders whose browser never came back (closed tab, lost network) and whose webhook never arrived, by
// asking the gateway for the order's payments. Settling is idempotent, and with several servers on one PostgreSQL
// the timer's runs take an advisory lock, so one server at a time asks the gateway.

export const STALE_AFTER_MS = 15 * 60_000;
/** A pending order with only failed attempts is given up after a day; the visitor can still start a new one. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Failed orders are re-checked for three days: a visitor may retry inside the same checkout after a failure. */
export const RECHECK_FAILED_FOR_MS = 3 * 24 * 60 * 60_000;
export const RECONCILE_INTERVAL_MS = 5 * 60_000;

export interface ReconcileSummary {
  checked: number;
  paid: number;
  failed: number;
  unchanged: number;
  errors: number;
}

export interface ReconcileOptions {
  db: Db;
  gateway: PaymentGateway;
  now?: Date;
  limit?: number;
  /** Called for each order this run made paid (to send its receipt). */
  onPaid?: (order: OrderRow) => void;
  log?: ReconcileLog;
}

export async function reconcileOnce(options: ReconcileOptions): Promise<ReconcileSummary> {
  const now = options.now ?? new Date();
  const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, unchanged: 0, errors: 0 };
  const candidates = await findOrdersToReconcile(options.db, {
    gateway: options.gateway.name,
    staleBefore: new Date(now.getTime() - STALE_AFTER_MS),
    failedSince: new Date(now.getTime() - RECHECK_FAILED_FOR_MS),
    limit: options.limit ?? 200,
  });
  const failure = { log: options.log, idField: 'orderId', message: 'reconciler could not check an order' };
  await checkEach(candidates, summary, failure, async (order) => {
    const payments = await options.gateway.fetchOrderPayments(order.gatewayOrderId);
    const captured = payments.find((payment) => payment.status === 'captured');
    if (captured) {
      const result = await markPaid(options.db, {
        gatewayOrderId: order.gatewayOrderId,
        paymentId: captured.id,
        source: 'reconciler',
        eventType: 'payment.captured',
        capturedAmount: captured.amount,
        paidAt: captured.createdAt,
        now,
      });
      if (result.outcome === 'amount-mismatch') {
        options.log?.warn({ orderId: order.id }, 'captured amount differs from the order total');
        summary.errors += 1;
        return;
      }
      if (becamePaid(result)) {
        summary.paid += 1;
        options.onPaid?.(result.order);
      } else summary.unchanged += 1;
      return;
    }
    const attempted = payments.length > 0;
    const allFailed = attempted && payments.every((payment) => payment.status === 'failed');
    const old = now.getTime() - order.createdAt.getTime() > GIVE_UP_AFTER_MS;
    if (order.status === 'pending' && allFailed && old) {
      const result = await markFailed(options.db, {
        gatewayOrderId: order.gatewayOrderId,
        paymentId: payments[payments.length - 1]?.id ?? null,
        source: 'reconciler',
        eventType: 'payment.failed',
        reason: 'every payment attempt failed',
        now,
      });
      if (result.outcome === 'settled' && result.changed) summary.failed += 1;
      else summary.unchanged += 1;
      return;
    }
    summary.unchanged += 1;
  });
  return summary;
}

/** One pass over the unsettled orders with the app's payment services: the receipt of each order it pays is mailed. */
export function reconcileOrdersWith(
  services: PaymentServices,
  log?: ReconcileLog,
): Promise<ReconcileSummary> {
  return reconcileOnce({
    db: services.db,
    gateway: services.gateway,
    onPaid: (order) => services.receiptPaid(order),
    log,
  });
}

/** One pass over the monthly and yearly gifts with the app's payment services: each new charge's receipt is mailed. */
export function reconcileSubscriptionsWith(services: PaymentServices, log?: ReconcileLog) {
  return reconcileSubscriptions({
    db: services.db,
    gateway: services.gateway,
    onCharge: (order) => services.receiptPaid(order),
    log,
  });
}

/** The reconciler's timer (plugins/paymentServices.ts): orders, monthly and yearly gifts, and refunds. */
export function createReconcilerJob(app: FastifyInstance, services: PaymentServices): PeriodicJob {
  const { db, gateway } = services;
  return createPeriodicJob(app, {
    lock: JOB_LOCKS.reconciler,
    intervalMs: RECONCILE_INTERVAL_MS,
    failureMessage: 'reconciler run failed',
    async run() {
      const orders = await reconcileOrdersWith(services, app.log);
      // Monthly and yearly gifts too: charges and state changes whose webhook never arrived.
      const subscriptions = await reconcileSubscriptionsWith(services, app.log);
      // Refunds whose answer or webhook never came.
      const refunds = await reconcileRefunds({ db, gateway, log: app.log });
      return { orders, subscriptions, refunds };
    },
    report(summary) {
      if (summary.orders.checked > 0) app.log.info({ ...summary.orders }, 'reconciler run');
      if (summary.refunds.checked > 0) app.log.info({ ...summary.refunds }, 'reconciler refunds');
      if (summary.subscriptions.charges > 0) {
        app.log.info({ ...summary.subscriptions }, 'reconciler recorded subscription charges');
      }
    },
  });
}
