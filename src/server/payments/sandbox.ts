import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  sandboxClock,
  sandboxOrders,
  sandboxPayments,
  sandboxPlans,
  sandboxRefunds,
  sandboxSubscriptionCharges,
  sandboxSubscriptions,
} from '../db/schema';
import { uploadKey } from '../storage/privateFiles';
import { insertRow, lockRow, rowsWhere } from '../repositories/rows';
import { addPeriods, type SubscriptionPeriod } from '../../shared/subscriptions';
import {
  GatewayRefusedError,
  type CreateOrderInput,
  type GatewayPayment,
  type GatewayRefund,
  type GatewaySubscription,
  type PaymentGateway,
} from './gateway';
import {
  paymentSignature,
  randomBase62,
  subscriptionSignature,
  verifyPaymentSignature,
  verifySubscriptionSignature,
} from './verify';

// The built-in gateway used when no Razorpay keys are set: orders and payments live in sandbox_orders and
// sandbox_payments, payments are signed exactly like Razorpay signs them, with a key every instance sharing the
// database derives alike (sandboxSecret). No money moves; the checkout window says so.

// The browser learns the sandbox key id and script URL from GET /api/config (routes/config.ts).

/** What the sandbox's signing key comes from: the upload key (UPLOAD_ENCRYPTION_KEY, or DATA_DIR's own). */
export interface SandboxKeyConfig {
  dataDir: string;
  uploadEncryptionKey?: string;
}

const secrets = new Map<string, string>();
const legacySecrets = new Map<string, string | null>();

/**
 * The key the sandbox signs payments with, as Razorpay's key secret: an HMAC of a fixed label under the upload key.
 * Every instance on one database has the same upload key (checkSharedUploadKey refuses to start one that has
 * another), so a payment made on one instance verifies on any other, and DATA_DIR need not be shared.
 */
export function sandboxSecret(config: SandboxKeyConfig): string {
  const cacheKey = `${config.dataDir}\0${config.uploadEncryptionKey ?? ''}`;
  let secret = secrets.get(cacheKey);
  if (!secret) {
    const key = uploadKey(config.dataDir, config.uploadEncryptionKey);
    secret = crypto.createHmac('sha256', key).update('dbjs sandbox signing key v1').digest('hex');
    secrets.set(cacheKey, secret);
  }
  return secret;
}

/**
 * The keys a sandbox signature is checked against: sandboxSecret, and the key an earlier version generated into
 * DATA_DIR/keys/sandbox.key where that file exists (read, never made), so a payment signed before an upgrade
 * still verifies on the instance that signed it.
 */
function sandboxSecrets(config: SandboxKeyConfig): string[] {
  let legacy = legacySecrets.get(config.dataDir);
  if (legacy === undefined) {
    const file = path.join(config.dataDir, 'keys', 'sandbox.key');
    legacy = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null;
    legacySecrets.set(config.dataDir, legacy);
  }
  const current = sandboxSecret(config);
  return legacy && legacy !== current ? [current, legacy] : [current];
}

/** Stores a new order, plan or subscription under a new id of the gateway's form (`order_…`) and answers the id. */
async function insertSandboxEntity<
  Table extends typeof sandboxOrders | typeof sandboxPlans | typeof sandboxSubscriptions,
>(db: Db, table: Table, prefix: string, values: Omit<Table['$inferInsert'], 'id'>): Promise<{ id: string }> {
  const id = `${prefix}_${randomBase62(14)}`;
  await insertRow(db, table, { id, ...values } as Table['$inferInsert']);
  return { id };
}

export function createSandboxGateway(db: Db, keys: SandboxKeyConfig): PaymentGateway {
  return {
    name: 'sandbox',

    async createOrder(input: CreateOrderInput) {
      const { amount, currency, receipt, notes } = input;
      return insertSandboxEntity(db, sandboxOrders, 'order', { amount, currency, receipt, notes });
    },

    async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
      // Like the real gateway, each payment says how much it was for (the order's amount in the sandbox).
      return db
        .select({
          id: sandboxPayments.id,
          status: sandboxPayments.status,
          amount: sandboxOrders.amount,
          createdAt: sandboxPayments.createdAt,
        })
        .from(sandboxPayments)
        .innerJoin(sandboxOrders, eq(sandboxOrders.id, sandboxPayments.orderId))
        .where(eq(sandboxPayments.orderId, gatewayOrderId))
        .orderBy(asc(sandboxPayments.createdAt));
    },

    async verifySignature(gatewayOrderId, paymentId, signature) {
      return sandboxSecrets(keys).some((secret) =>
        verifyPaymentSignature(secret, gatewayOrderId, paymentId, signature),
      );
    },

    async createPlan(input) {
      const { period, interval, amount, currency } = input;
      return insertSandboxEntity(db, sandboxPlans, 'plan', { period, interval, amount, currency });
    },

    async createSubscription(input) {
      const { planId, totalCount, notes } = input;
      return insertSandboxEntity(db, sandboxSubscriptions, 'sub', { planId, totalCount, notes });
    },

    async fetchSubscription(subscriptionId) {
      const row = await findSandboxSubscription(db, subscriptionId);
      if (!row) throw new Error(`sandbox subscription ${subscriptionId} does not exist`);
      return sandboxSubscriptionEntity(row);
    },

    async fetchSubscriptionCharges(subscriptionId) {
      const rows = await oldestFirst(
        db,
        sandboxSubscriptionCharges,
        sandboxSubscriptionCharges.subscriptionId,
        subscriptionId,
        sandboxSubscriptionCharges.chargedAt,
      );
      return rows.map((row) => ({
        paymentId: row.id,
        status: row.status,
        amount: row.amount,
        at: row.chargedAt,
      }));
    },

    async cancelSubscription(subscriptionId) {
      return db.transaction(async (tx) => {
        const row = await findSandboxSubscription(tx, subscriptionId, { forUpdate: true });
        if (!row) throw new Error(`sandbox subscription ${subscriptionId} does not exist`);
        if (row.status === 'cancelled' || row.status === 'completed') return sandboxSubscriptionEntity(row);
        return updateSandboxSubscription(tx, subscriptionId, {
          status: 'cancelled',
          chargeAt: null,
          endedAt: await sandboxNow(tx),
        });
      });
    },

    async pauseSubscription(subscriptionId) {
      return pauseSandboxSubscription(db, subscriptionId);
    },

    async resumeSubscription(subscriptionId) {
      return resumeSandboxSubscription(db, subscriptionId);
    },

    async verifySubscriptionSignature(subscriptionId, paymentId, signature) {
      return sandboxSecrets(keys).some((secret) =>
        verifySubscriptionSignature(secret, subscriptionId, paymentId, signature),
      );
    },

    async refundPayment(paymentId, amountPaise, notes) {
      return refundSandboxPayment(db, paymentId, amountPaise, notes);
    },

    async fetchPaymentRefunds(paymentId) {
      const rows = await oldestFirst(
        db,
        sandboxRefunds,
        sandboxRefunds.paymentId,
        paymentId,
        sandboxRefunds.createdAt,
      );
      return rows.map(sandboxRefundEntity);
    },
  };
}

/**
 * The rows of a sandbox table that belong to one gateway id (a subscription's charges, a payment's refunds), oldest
 * first and by id within the same moment, in the order the gateway lists them.
 */
function oldestFirst<Table extends PgTable & { id: PgColumn }>(
  db: Db,
  table: Table,
  owner: PgColumn,
  ownerId: string,
  at: PgColumn,
) {
  return rowsWhere(db, table, eq(owner, ownerId), asc(at), asc(table.id));
}

function sandboxRefundEntity(row: typeof sandboxRefunds.$inferSelect): GatewayRefund {
  return { id: row.id, paymentId: row.paymentId, amount: row.amount, status: row.status, notes: row.notes };
}

/**
 * Refunds a captured sandbox payment (a one-time order's or a subscription charge's) as the gateway does at normal
 * speed, refusing like it does: an unknown or uncaptured payment, or more than is left to refund. The sandbox's
 * refunds are processed at once; no money moves.
 */
export async function refundSandboxPayment(
  db: Db,
  paymentId: string,
  amountPaise: number,
  notes: Record<string, string>,
): Promise<GatewayRefund> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ status: sandboxPayments.status, amount: sandboxOrders.amount })
      .from(sandboxPayments)
      .innerJoin(sandboxOrders, eq(sandboxOrders.id, sandboxPayments.orderId))
      .where(eq(sandboxPayments.id, paymentId))
      .for('update');
    const [charge] = payment
      ? []
      : await tx
          .select({ status: sandboxSubscriptionCharges.status, amount: sandboxSubscriptionCharges.amount })
          .from(sandboxSubscriptionCharges)
          .where(eq(sandboxSubscriptionCharges.id, paymentId))
          .for('update');
    const captured = payment ?? charge;
    const refuse = (description: string) =>
      new GatewayRefusedError(`sandbox refused to refund ${paymentId}: ${description}`, description);
    if (!captured) throw refuse('The id provided does not exist');
    if (captured.status !== 'captured') throw refuse('Only a captured payment can be refunded');
    if (!Number.isSafeInteger(amountPaise) || amountPaise < 100)
      throw refuse('The refund amount must be at least INR 1.00');
    const [{ refunded }] = await tx
      .select({ refunded: sql<string>`coalesce(sum(${sandboxRefunds.amount}), 0)::bigint` })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.paymentId, paymentId), ne(sandboxRefunds.status, 'failed')));
    if (Number(refunded) >= captured.amount) throw refuse('The payment has been fully refunded already');
    if (Number(refunded) + amountPaise > captured.amount)
      throw refuse('The refund amount provided is greater than amount captured');
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({ id: `rfnd_${randomBase62(14)}`, paymentId, amount: amountPaise, status: 'processed', notes })
      .returning();
    return sandboxRefundEntity(row);
  });
}

type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

function sandboxSubscriptionEntity(row: SandboxSubscriptionRow): GatewaySubscription {
  return {
    id: row.id,
    status: row.status,
    paidCount: row.paidCount,
    // Like Razorpay, a paused subscription has no charge_at (the sandbox keeps its schedule for the resume).
    chargeAt: row.status === 'paused' ? null : row.chargeAt,
    endedAt: row.endedAt,
  };
}

/** The subscription of that id; with forUpdate, locked until the transaction ends. */
async function findSandboxSubscription(
  db: Db,
  subscriptionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SandboxSubscriptionRow | undefined> {
  const query = db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Changes a subscription and answers it as the gateway would after the change. */
async function updateSandboxSubscription(
  tx: Db,
  subscriptionId: string,
  changes: Partial<typeof sandboxSubscriptions.$inferInsert>,
): Promise<GatewaySubscription> {
  const [updated] = await tx
    .update(sandboxSubscriptions)
    .set(changes)
    .where(eq(sandboxSubscriptions.id, subscriptionId))
    .returning();
  return sandboxSubscriptionEntity(updated);
}

/** Records one charge of a subscription (the sandbox's payment id for it is new) and answers its payment id. */
async function insertSandboxCharge(
  tx: Db,
  charge: { subscriptionId: string; amount: number; status: 'captured' | 'failed'; chargedAt: Date },
): Promise<string> {
  const id = newSandboxPaymentId();
  await tx.insert(sandboxSubscriptionCharges).values({ id, ...charge });
  return id;
}

function newSandboxPaymentId(): string {
  return `pay_${randomBase62(14)}`;
}

async function lockSandboxSubscription(tx: Db, subscriptionId: string) {
  const row = await findSandboxSubscription(tx, subscriptionId, { forUpdate: true });
  if (!row)
    throw new GatewayRefusedError(
      `sandbox subscription ${subscriptionId} does not exist`,
      'The id provided does not exist',
    );
  return row;
}

/**
 * Pauses or resumes as Razorpay does: a subscription already in the state asked for is answered as it is, and one
 * in any state but `from` is refused. `changes` adds what the move changes beyond the status.
 */
async function moveSandboxSubscription(
  db: Db,
  subscriptionId: string,
  move: {
    verb: 'pause' | 'resume';
    from: SandboxSubscriptionRow['status'];
    to: SandboxSubscriptionRow['status'];
  },
  changes: (
    tx: Db,
    row: SandboxSubscriptionRow,
  ) => Promise<Partial<typeof sandboxSubscriptions.$inferInsert>>,
): Promise<GatewaySubscription> {
  return db.transaction(async (tx) => {
    const row = await lockSandboxSubscription(tx, subscriptionId);
    if (row.status === move.to) return sandboxSubscriptionEntity(row);
    if (row.status !== move.from) {
      throw new GatewayRefusedError(
        `sandbox refused to ${move.verb} ${subscriptionId} (${row.status})`,
        `Subscription can only be ${move.verb}d when it is in ${move.from} state`,
      );
    }
    return updateSandboxSubscription(tx, subscriptionId, { status: move.to, ...(await changes(tx, row)) });
  });
}

/**
 * Pauses an active sandbox subscription, refusing like Razorpay does any other state. While paused, advancing the
 * sandbox's clock charges nothing.
 */
export function pauseSandboxSubscription(db: Db, subscriptionId: string): Promise<GatewaySubscription> {
  return moveSandboxSubscription(
    db,
    subscriptionId,
    { verb: 'pause', from: 'active', to: 'paused' },
    async () => ({}),
  );
}

/**
 * Resumes a paused sandbox subscription: the periods that fell due while it was paused are skipped (not charged and
 * not counted), and the next charge is the first date of its schedule after the sandbox's now.
 */
export function resumeSandboxSubscription(db: Db, subscriptionId: string): Promise<GatewaySubscription> {
  const move = { verb: 'resume', from: 'paused', to: 'active' } as const;
  return moveSandboxSubscription(db, subscriptionId, move, async (tx, row) => {
    const [plan] = await tx.select().from(sandboxPlans).where(eq(sandboxPlans.id, row.planId));
    const now = await sandboxNow(tx);
    let chargeAt = row.chargeAt;
    if (chargeAt) {
      const anchor = chargeAt;
      for (let step = 1; chargeAt.getTime() <= now.getTime(); step += 1) {
        chargeAt = addPeriods(anchor, plan.period as SubscriptionPeriod, step);
      }
    }
    return { chargeAt };
  });
}

/**
 * How far ahead of real time the sandbox's clock may go: far more than any demonstration needs, and far from the
 * dates PostgreSQL and the receipts' year labels can hold (the advance is public while the sandbox runs).
 */
export const SANDBOX_CLOCK_LIMIT_YEARS = 50;
const SANDBOX_CLOCK_LIMIT_MS = SANDBOX_CLOCK_LIMIT_YEARS * 366 * 24 * 60 * 60 * 1000;
export const SANDBOX_CLOCK_LIMIT_MESSAGE = `The sandbox's clock is already near ${SANDBOX_CLOCK_LIMIT_YEARS} years ahead; it goes no further.`;

/** The sandbox's clock: real time plus the offset that "advance" added (one row, id 1). */
export async function sandboxNow(db: Db): Promise<Date> {
  const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, 1));
  return new Date(Date.now() + (row?.offsetMs ?? 0));
}

export type SandboxAuthoriseOutcome =
  | {
      outcome: 'paid';
      razorpay_payment_id: string;
      razorpay_subscription_id: string;
      razorpay_signature: string;
    }
  | { outcome: 'unknown-subscription' }
  | { outcome: 'already-authorised' };

/**
 * The donor pressed 'Authorise (sandbox)': the mandate is authorised and the first charge taken at once, as the
 * real gateway does for a subscription without a later start date. Signed like the real checkout signs it.
 */
export async function authoriseSandboxSubscription(
  db: Db,
  keys: SandboxKeyConfig,
  subscriptionId: string,
): Promise<SandboxAuthoriseOutcome> {
  return db.transaction(async (tx) => {
    const row = await findSandboxSubscription(tx, subscriptionId, { forUpdate: true });
    if (!row) return { outcome: 'unknown-subscription' } as const;
    if (row.status !== 'created') return { outcome: 'already-authorised' } as const;
    const [plan] = await tx.select().from(sandboxPlans).where(eq(sandboxPlans.id, row.planId));
    const now = await sandboxNow(tx);
    const paymentId = await insertSandboxCharge(tx, {
      subscriptionId: row.id,
      amount: plan.amount,
      status: 'captured',
      chargedAt: now,
    });
    const completed = row.totalCount <= 1;
    await tx
      .update(sandboxSubscriptions)
      .set({
        status: completed ? 'completed' : 'active',
        paidCount: 1,
        chargeAt: completed ? null : addPeriods(now, plan.period as SubscriptionPeriod, 1),
        endedAt: completed ? now : null,
      })
      .where(eq(sandboxSubscriptions.id, row.id));
    return {
      outcome: 'paid',
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: row.id,
      razorpay_signature: subscriptionSignature(sandboxSecret(keys), paymentId, row.id),
    } as const;
  });
}

export type SandboxSubscriptionFailOutcome =
  | { outcome: 'failed'; error: SandboxPaymentError }
  | { outcome: 'unknown-subscription' }
  | { outcome: 'already-authorised' };

/** The donor pressed 'Fail payment' on a subscription's checkout: nothing is authorised. */
export async function failSandboxSubscription(
  db: Db,
  subscriptionId: string,
): Promise<SandboxSubscriptionFailOutcome> {
  const row = await findSandboxSubscription(db, subscriptionId);
  if (!row) return { outcome: 'unknown-subscription' } as const;
  if (row.status !== 'created') return { outcome: 'already-authorised' } as const;
  return { outcome: 'failed', error: sandboxPaymentError('', newSandboxPaymentId()) } as const;
}

export interface SandboxAdvanceResult {
  /** The sandbox clock after the advance (ISO). */
  now: string;
  /** Charges made by this advance. */
  charged: number;
  /** Subscriptions halted by this advance (when asked to fail the charges). */
  halted: number;
}

/**
 * Moves the sandbox clock one month or one year on and charges every subscription whose charge fell due, as the
 * gateway would (each due period once; the last one completes the subscription). With `fail`, the due charges fail
 * and the subscription is halted, as the gateway does after its retries run out.
 */
export async function advanceSandbox(
  db: Db,
  options: { period?: SubscriptionPeriod; fail?: boolean } = {},
): Promise<SandboxAdvanceResult | null> {
  return db.transaction(async (tx) => {
    const before = await sandboxNow(tx);
    const after = addPeriods(before, options.period ?? 'monthly', 1);
    if (after.getTime() - Date.now() > SANDBOX_CLOCK_LIMIT_MS) return null;
    const offsetMs = after.getTime() - Date.now();
    await tx
      .insert(sandboxClock)
      .values({ id: 1, offsetMs })
      .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs } });
    const due = await tx
      .select({ subscription: sandboxSubscriptions, plan: sandboxPlans })
      .from(sandboxSubscriptions)
      .innerJoin(sandboxPlans, eq(sandboxPlans.id, sandboxSubscriptions.planId))
      .where(
        and(
          inArray(sandboxSubscriptions.status, ['authenticated', 'active']),
          isNotNull(sandboxSubscriptions.chargeAt),
          lte(sandboxSubscriptions.chargeAt, after),
        ),
      )
      .orderBy(asc(sandboxSubscriptions.createdAt))
      .for('update');
    let charged = 0;
    let halted = 0;
    for (const { subscription, plan } of due) {
      let paidCount = subscription.paidCount;
      let chargeAt = subscription.chargeAt as Date;
      let status = subscription.status;
      while (status !== 'completed' && chargeAt.getTime() <= after.getTime()) {
        await insertSandboxCharge(tx, {
          subscriptionId: subscription.id,
          amount: plan.amount,
          status: options.fail ? 'failed' : 'captured',
          chargedAt: chargeAt,
        });
        if (options.fail) {
          status = 'halted';
          halted += 1;
          break;
        }
        charged += 1;
        paidCount += 1;
        status = paidCount >= subscription.totalCount ? 'completed' : 'active';
        chargeAt = addPeriods(chargeAt, plan.period as SubscriptionPeriod, 1);
      }
      await tx
        .update(sandboxSubscriptions)
        .set({
          status,
          paidCount,
          chargeAt: status === 'completed' || status === 'halted' ? null : chargeAt,
          endedAt: status === 'completed' ? after : null,
        })
        .where(eq(sandboxSubscriptions.id, subscription.id));
    }
    return { now: after.toISOString(), charged, halted };
  });
}

export type SandboxPayOutcome =
  | { outcome: 'paid'; razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { outcome: 'unknown-order' }
  | { outcome: 'already-paid' };

/** The visitor pressed 'Pay (sandbox)': a captured payment, signed like the real checkout signs it. */
export async function paySandboxOrder(
  db: Db,
  keys: SandboxKeyConfig,
  gatewayOrderId: string,
): Promise<SandboxPayOutcome> {
  return attemptSandboxPayment(db, gatewayOrderId, async (tx, order, paymentId) => {
    await tx.insert(sandboxPayments).values({ id: paymentId, orderId: order.id, status: 'captured' });
    await tx.update(sandboxOrders).set({ status: 'paid' }).where(eq(sandboxOrders.id, order.id));
    return {
      outcome: 'paid',
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(sandboxSecret(keys), order.id, paymentId),
    } as const;
  });
}

export const SANDBOX_FAILURE_DESCRIPTION = 'Payment failed (sandbox)';

/** A failed attempt, described like Razorpay's checkout describes it to the page. */
export interface SandboxPaymentError {
  code: 'BAD_REQUEST_ERROR';
  description: string;
  source: 'customer';
  step: 'payment_authorization';
  reason: 'payment_failed';
  metadata: { order_id: string; payment_id: string };
}

function sandboxPaymentError(orderId: string, paymentId: string): SandboxPaymentError {
  return {
    code: 'BAD_REQUEST_ERROR',
    description: SANDBOX_FAILURE_DESCRIPTION,
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: orderId, payment_id: paymentId },
  };
}

export type SandboxFailOutcome =
  | { outcome: 'failed'; error: SandboxPaymentError }
  | { outcome: 'unknown-order' }
  | { outcome: 'already-paid' };

/**
 * A payment attempt at the sandbox checkout (pay or fail), in one transaction: the order is locked, an unknown or
 * already paid order is refused as the checkout refuses it, and `attempt` records the new payment on the order.
 */
async function attemptSandboxPayment<Outcome>(
  db: Db,
  gatewayOrderId: string,
  attempt: (tx: Db, order: typeof sandboxOrders.$inferSelect, paymentId: string) => Promise<Outcome>,
): Promise<Outcome | { outcome: 'unknown-order' } | { outcome: 'already-paid' }> {
  return db.transaction(async (tx) => {
    const order = await lockRow(tx, sandboxOrders, eq(sandboxOrders.id, gatewayOrderId));
    if (!order) return { outcome: 'unknown-order' } as const;
    if (order.status === 'paid') return { outcome: 'already-paid' } as const;
    return attempt(tx, order, newSandboxPaymentId());
  });
}

/** The visitor pressed 'Fail payment': a failed attempt, described like Razorpay's payment.failed event. */
export async function failSandboxOrder(db: Db, gatewayOrderId: string): Promise<SandboxFailOutcome> {
  return attemptSandboxPayment(db, gatewayOrderId, async (tx, order, paymentId) => {
    await tx.insert(sandboxPayments).values({
      id: paymentId,
      orderId: order.id,
      status: 'failed',
      errorDescription: SANDBOX_FAILURE_DESCRIPTION,
    });
    await tx.update(sandboxOrders).set({ status: 'attempted' }).where(eq(sandboxOrders.id, order.id));
    return { outcome: 'failed', error: sandboxPaymentError(order.id, paymentId) } as const;
  });
}
