import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  mailOutbox,
  orders,
  paymentEvents,
  subscriptionPlans,
  subscriptions,
  type SubscriptionStatus,
} from '../db/schema';
import { financialYearOf, todayInIndia } from '../../shared/dates';
import {
  addPeriods,
  CANCELLABLE_STATUSES,
  isPausable,
  isResumable,
  termOfPeriod,
  type SubscriptionPeriod,
} from '../../shared/subscriptions';
import { insertDonation } from '../repositories/donations';
import {
  insertOrder,
  nextReceiptSerial,
  type OrderRow,
  type PaymentEventSource,
} from '../repositories/orders';
import { queueReceiptMail } from '../repositories/outbox';
import { lockRow } from '../repositories/rows';
import { personDetailsOf } from '../repositories/people';
import { readOrCreateSecretFile } from '../storage/privateFiles';
import type { GatewaySubscription, PaymentGateway } from './gateway';
import { formatReceiptNumber, isRepeatedReport, newReceiptToken, receiptSeriesOf } from './settle';
import { hmacHex, randomBase62, signatureMatches } from './verify';
import { checkEach, type ReconcileLog } from './checkEach';

// Monthly and yearly gifts (issue 14). A subscription row mirrors the gateway's subscription; every charge the
// gateway makes becomes an order AND a donation row of its own, paid, with the next number of the donation receipt
// series, its receipt mail queued in the same transaction: receipts, the outbox, the console's lists and Form 10BD
// treat each charge exactly like a one-time gift. Verify, webhooks (in any order, repeated) and the reconciler all
// come through here; each takes the subscription row's lock first, and a charge is recognised by its payment id
// (orders.gateway_order_id holds it), so the same charge reported three ways is recorded once.

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

// ------------------------------------------------------------------ plans

/** The gateway plan for this amount per charge and period: reused when it exists, created once otherwise. */
export async function planFor(
  db: Db,
  gateway: PaymentGateway,
  period: SubscriptionPeriod,
  amountPaise: number,
): Promise<string> {
  const existing = await findPlan(db, gateway.name, period, amountPaise);
  if (existing) return existing;
  const term = termOfPeriod(period);
  const created = await gateway.createPlan({
    period,
    interval: 1,
    amount: amountPaise,
    currency: 'INR',
    name: `Donation to Dakshin Bharat Jain Sabha (${term.adjective})`,
  });
  await db
    .insert(subscriptionPlans)
    .values({ gateway: gateway.name, gatewayPlanId: created.id, period, amountPaise })
    .onConflictDoNothing();
  // Two servers creating the same plan at once: both use the one that was stored first.
  return (await findPlan(db, gateway.name, period, amountPaise)) ?? created.id;
}

async function findPlan(db: Db, gateway: string, period: SubscriptionPeriod, amountPaise: number) {
  const [row] = await db
    .select({ id: subscriptionPlans.gatewayPlanId })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.gateway, gateway),
        eq(subscriptionPlans.period, period),
        eq(subscriptionPlans.amountPaise, amountPaise),
      ),
    );
  return row?.id;
}

// ------------------------------------------------------------------ reads

export async function insertSubscription(db: Db, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row;
}

export async function findSubscriptionByReceiptId(db: Db, receiptId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.receiptId, receiptId));
  return row;
}

export async function findSubscriptionById(db: Db, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The paid charges of a subscription, oldest first. */
export async function chargesOf(db: Db, subscriptionId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.status, 'paid')))
    .orderBy(asc(orders.paidAt), asc(orders.id));
}

// ------------------------------------------------------------------ state

// Webhooks arrive in any order. A status only moves forward: created < authenticated < (active | pending | halted
// | paused) < (cancelled | completed), and the last two never change again. Between active, pending, halted and
// paused (which follow each other both ways), a report about more charges wins; with the same number of charges, a
// pause or a resume is decided by when the gateway reported it (the later report wins: a pause's webhook delivered
// after the resume that followed it changes nothing), and otherwise the later state in the gateway's retry
// sequence (active, pending, halted) wins.
const RANK: Record<SubscriptionStatus, number> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 2,
  halted: 2,
  paused: 2,
  cancelled: 3,
  completed: 3,
};
const RETRY_ORDER: Partial<Record<SubscriptionStatus, number>> = { active: 0, pending: 1, halted: 2 };

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return Object.prototype.hasOwnProperty.call(RANK, value);
}

/**
 * The status after a report of `incoming` with the gateway's `incomingPaidCount`. `times` says when the gateway
 * reported the current status and the incoming one (either may be unknown: an unknown incoming time is "now").
 */
export function nextStatus(
  current: SubscriptionStatus,
  currentPaidCount: number,
  incoming: SubscriptionStatus,
  incomingPaidCount: number,
  times: { currentAt?: Date | null; incomingAt?: Date | null } = {},
): SubscriptionStatus {
  if (RANK[current] === 3) return current;
  if (RANK[incoming] !== RANK[current]) return RANK[incoming] > RANK[current] ? incoming : current;
  if (RANK[incoming] !== 2) return current;
  if (incomingPaidCount !== currentPaidCount)
    return incomingPaidCount > currentPaidCount ? incoming : current;
  if (incoming === current) return current;
  if (incoming === 'paused' || current === 'paused') {
    const { currentAt, incomingAt } = times;
    if (!currentAt || !incomingAt) return incoming;
    return incomingAt.getTime() >= currentAt.getTime() ? incoming : current;
  }
  return (RETRY_ORDER[incoming] ?? 0) > (RETRY_ORDER[current] ?? 0) ? incoming : current;
}

function lockSubscription(tx: Db, gatewaySubscriptionId: string): Promise<SubscriptionRow | undefined> {
  return lockRow(tx, subscriptions, eq(subscriptions.gatewaySubscriptionId, gatewaySubscriptionId));
}

async function recordEvent(
  tx: Db,
  event: {
    source: PaymentEventSource;
    type: string;
    externalEventId?: string | null;
    paymentId?: string | null;
    detail: Record<string, unknown>;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({
      orderId: null,
      source: event.source,
      type: event.type,
      externalEventId: event.externalEventId ?? null,
      paymentId: event.paymentId ?? null,
      detail: event.detail,
    })
    .onConflictDoNothing({ target: paymentEvents.externalEventId })
    .returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

/**
 * Applies a gateway report of the subscription's state to the locked row; queues the donor's mail when it has
 * just been halted. Answers the row as it now is.
 */
async function applyState(
  tx: Db,
  row: SubscriptionRow,
  state: { status: SubscriptionStatus; paidCount: number; chargeAt?: Date | null; endedAt?: Date | null },
  now: Date,
  reportedAt: Date | null,
): Promise<SubscriptionRow> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.subscriptionId, row.id), eq(orders.status, 'paid')));
  const recorded = Number(n);
  const status = nextStatus(row.status, row.paidCount, state.status, state.paidCount, {
    currentAt: row.statusAt,
    incomingAt: reportedAt,
  });
  const accepted = status === state.status;
  const values: Partial<NewSubscription> = {
    status,
    paidCount: Math.max(recorded, row.paidCount, accepted ? state.paidCount : 0),
    updatedAt: now,
  };
  if (accepted) {
    const at = reportedAt ?? now;
    values.statusAt = row.statusAt && row.statusAt.getTime() > at.getTime() ? row.statusAt : at;
  }
  if (status === 'paused' && row.status !== 'paused') values.pausedAt = reportedAt ?? now;
  if (status !== 'paused') values.pausedAt = null;
  if (accepted && state.chargeAt !== undefined && RANK[status] < 3) values.nextChargeAt = state.chargeAt;
  if (RANK[status] === 3) {
    values.nextChargeAt = null;
    values.endedAt = row.endedAt ?? state.endedAt ?? now;
  }
  if (status !== 'created' && !row.authorisedAt) values.authorisedAt = now;
  if (status === 'halted' && row.status !== 'halted') {
    values.haltedAt = now;
    // The donor learns that the gift stopped (and how to restart it) through the same outbox as receipts.
    await tx.insert(mailOutbox).values({ kind: 'subscription-halted', subscriptionId: row.id });
  }
  const [updated] = await tx
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated;
}

export type SubscriptionResult =
  | { outcome: 'duplicate-event' }
  | { outcome: 'unknown-subscription' }
  | { outcome: 'amount-mismatch'; subscription: SubscriptionRow }
  | { outcome: 'settled'; subscription: SubscriptionRow; charge?: OrderRow; newCharge: boolean };

export interface SubscriptionReport {
  gatewaySubscriptionId: string;
  source: PaymentEventSource;
  /** subscription.charged, subscription.halted, verify, ... for the trail. */
  eventType: string;
  /** x-razorpay-event-id: a second delivery of the same webhook changes nothing. */
  externalEventId?: string | null;
  /** The gateway's view of the subscription, when the report carries it. */
  state?: GatewaySubscription | null;
  /** A captured charge, when the report is about one. */
  charge?: { paymentId: string; amount?: number; at?: Date } | null;
  /** When the gateway made the report (a webhook's created_at); unknown means now. */
  reportedAt?: Date | null;
  /** The gateway's answer to our own pause, resume or cancel call: the latest state there is. */
  answersOurCall?: boolean;
  now?: Date;
}

/** The sources of our own calls to the gateway, made by the donor's page or the console. */
const OWN_CALLS: PaymentEventSource[] = ['donor', 'office'];

/**
 * The one entry point for anything the gateway (or the browser, signed) says about a subscription: records the
 * event once, records the charge once (a paid donation with its receipt number and queued receipt mail), and moves
 * the status as the rules above allow. One transaction, with the subscription row locked.
 */
export function settleSubscription(db: Db, report: SubscriptionReport): Promise<SubscriptionResult> {
  const now = report.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockSubscription(tx, report.gatewaySubscriptionId);
    const detail: Record<string, unknown> = { subscription: report.gatewaySubscriptionId };
    if (report.state) detail.status = report.state.status;
    if (report.charge?.amount !== undefined) detail.amount = report.charge.amount;
    const event = {
      source: report.source,
      type: report.eventType,
      externalEventId: report.externalEventId,
      paymentId: report.charge?.paymentId,
      detail,
    };
    // A report without an event id of its own (the browser's verify or failure report, the reconciler's, asked
    // again every run) follows an order's rule (settle.ts): a replay is not written again, and a source stops being
    // written after MAX_UNSIGNED_EVENTS_PER_SOURCE. The donor's and the office's own pause, resume and cancel are
    // each a change made at the gateway: always written.
    const repeated =
      !report.externalEventId &&
      row !== undefined &&
      !OWN_CALLS.includes(report.source) &&
      (await isRepeatedReport(tx, { gatewaySubscriptionId: row.gatewaySubscriptionId }, event));
    const eventId = repeated ? null : await recordEvent(tx, event);
    if (report.externalEventId && eventId === null) return { outcome: 'duplicate-event' } as const;
    if (!row) return { outcome: 'unknown-subscription' } as const;

    let charge: OrderRow | undefined;
    let newCharge = false;
    if (report.charge) {
      if (report.charge.amount !== undefined && report.charge.amount !== row.totalPaise) {
        // Never a receipt for an amount other than the plan's: the trail keeps the event for the office.
        return { outcome: 'amount-mismatch', subscription: row } as const;
      }
      [charge] = await tx
        .select()
        .from(orders)
        .where(eq(orders.gatewayOrderId, report.charge.paymentId))
        .limit(1);
      if (charge && charge.subscriptionId !== row.id) {
        return { outcome: 'amount-mismatch', subscription: row } as const;
      }
      if (!charge) {
        charge = await recordCharge(tx, row, report.charge.paymentId, report.charge.at ?? now);
        newCharge = true;
      }
      if (eventId !== null) {
        await tx.update(paymentEvents).set({ orderId: charge.id }).where(eq(paymentEvents.id, eventId));
      }
    }

    let reportedAt = report.reportedAt ?? null;
    if (report.answersOurCall) {
      // The gateway's answer to our own call is its state as of now: later than anything recorded before it, even
      // when that was reported on another clock (the sandbox's charges carry its advanced clock).
      const at = reportedAt ?? now;
      reportedAt =
        row.statusAt && row.statusAt.getTime() >= at.getTime() ? new Date(row.statusAt.getTime() + 1) : at;
    }
    let state: Parameters<typeof applyState>[2] | null = null;
    if (report.state) {
      state = {
        status: isSubscriptionStatus(report.state.status) ? report.state.status : row.status,
        paidCount: report.state.paidCount,
        chargeAt: report.state.chargeAt,
        endedAt: report.state.endedAt,
      };
    } else if (report.charge && newCharge) {
      // A new charge without the gateway's view (the browser's verify, the reconciler): the subscription is active
      // as of that charge, with the charges recorded so far, and the next charge falls one period after this one. A
      // charge made before a pause that came later does not undo the pause; a charge recorded before changes
      // nothing.
      const [{ n }] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.subscriptionId, row.id), eq(orders.status, 'paid')));
      state = {
        status: 'active',
        paidCount: Number(n),
        chargeAt: row.nextChargeAt ?? addPeriods(report.charge.at ?? now, row.period, 1),
      };
      reportedAt = reportedAt ?? report.charge.at ?? null;
    }
    const subscription = state ? await applyState(tx, row, state, now, reportedAt) : row;
    return { outcome: 'settled', subscription, charge, newCharge } as const;
  });
}

/** A paid order and donation for one charge, numbered in the donation series, its receipt mail queued. */
async function recordCharge(tx: Db, row: SubscriptionRow, paymentId: string, at: Date): Promise<OrderRow> {
  const financialYear = financialYearOf(todayInIndia(at));
  const serial = await nextReceiptSerial(
    tx,
    receiptSeriesOf({ kind: 'donation', gateway: row.gateway }),
    financialYear,
  );
  const order = await insertOrder(tx, {
    kind: 'donation',
    receiptId: `DBJS-D-${randomBase62(16)}`,
    gatewayOrderId: paymentId,
    gateway: row.gateway,
    basePaise: row.basePaise,
    gatewayChargePaise: row.gatewayChargePaise,
    gstPaise: row.gstPaise,
    totalPaise: row.totalPaise,
    currency: row.currency,
    status: 'paid',
    paymentId,
    receiptNumber: formatReceiptNumber('donation', financialYear, serial, {
      test: row.gateway === 'sandbox',
    }),
    receiptToken: newReceiptToken(),
    paidAt: at,
    subscriptionId: row.id,
    language: row.language,
  });
  await insertDonation(tx, {
    orderId: order.id,
    ...personDetailsOf(row),
    pan: row.pan,
    donationType: row.donationType,
    frequency: termOfPeriod(row.period).frequency,
    updatesConsent: row.updatesConsent,
  });
  await queueReceiptMail(tx, order.id);
  return order;
}

// ------------------------------------------------------------------ cancel

export type CancelResult =
  | { outcome: 'cancelled'; subscription: SubscriptionRow }
  | { outcome: 'not-cancellable'; subscription: SubscriptionRow };

/** Cancel, pause and resume, as the donor or the office asks them: made at the gateway at once, then recorded. */
type SubscriptionChange<Result> = (
  db: Db,
  gateway: PaymentGateway,
  row: SubscriptionRow,
  source: PaymentEventSource,
) => Promise<Result>;

/** Cancels at the gateway (at once: no further charge), then records the gateway's answer. */
export const cancelSubscription: SubscriptionChange<CancelResult> = async (db, gateway, row, source) => {
  if (RANK[row.status] === 3) return { outcome: 'not-cancellable', subscription: row };
  const state = await gateway.cancelSubscription(row.gatewaySubscriptionId);
  const result = await settleSubscription(db, {
    gatewaySubscriptionId: row.gatewaySubscriptionId,
    source,
    eventType: 'subscription.cancel-requested',
    state,
  });
  const subscription = result.outcome === 'settled' ? result.subscription : row;
  return { outcome: 'cancelled', subscription };
};

// ------------------------------------------------------------------ pause and resume

export type PauseResult =
  | { outcome: 'done'; subscription: SubscriptionRow }
  | { outcome: 'not-allowed'; subscription: SubscriptionRow };

/**
 * Pauses at the gateway at once (Razorpay pauses only an active subscription; no charge is made while paused),
 * then records the gateway's answer like any report of its state.
 */
export const pauseSubscription: SubscriptionChange<PauseResult> = async (db, gateway, row, source) => {
  if (!isPausable(row.status)) return { outcome: 'not-allowed', subscription: row };
  const state = await gateway.pauseSubscription(row.gatewaySubscriptionId);
  return recordOwnChange(db, row, source, 'subscription.pause-requested', state);
};

/** Resumes a paused subscription at the gateway at once: charges continue from the next due date. */
export const resumeSubscription: SubscriptionChange<PauseResult> = async (db, gateway, row, source) => {
  if (!isResumable(row.status)) return { outcome: 'not-allowed', subscription: row };
  const state = await gateway.resumeSubscription(row.gatewaySubscriptionId);
  return recordOwnChange(db, row, source, 'subscription.resume-requested', state);
};

async function recordOwnChange(
  db: Db,
  row: SubscriptionRow,
  source: PaymentEventSource,
  eventType: string,
  state: GatewaySubscription,
): Promise<PauseResult> {
  const result = await settleSubscription(db, {
    gatewaySubscriptionId: row.gatewaySubscriptionId,
    source,
    eventType,
    state,
    answersOurCall: true,
  });
  return { outcome: 'done', subscription: result.outcome === 'settled' ? result.subscription : row };
}

// ------------------------------------------------------------------ reconciler

export interface SubscriptionReconcileSummary {
  checked: number;
  charges: number;
  errors: number;
}

/** The statuses that may still change: those in which the gateway may still charge. */
const LIVE_STATUSES: SubscriptionStatus[] = [...CANCELLABLE_STATUSES];
/** A subscription never authorised is asked about for three days, then left as it is. */
const CREATED_FOR_MS = 3 * 24 * 60 * 60_000;

/**
 * Asks the gateway about every subscription that may still change and records what its webhooks did not bring:
 * charges not yet recorded and the current status. `onCharge` is called for each charge recorded now.
 */
export async function reconcileSubscriptions(options: {
  db: Db;
  gateway: PaymentGateway;
  now?: Date;
  onCharge?: (order: OrderRow) => void;
  log?: ReconcileLog;
}): Promise<SubscriptionReconcileSummary> {
  const now = options.now ?? new Date();
  const summary: SubscriptionReconcileSummary = { checked: 0, charges: 0, errors: 0 };
  const rows = await options.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.gateway, options.gateway.name),
        inArray(subscriptions.status, LIVE_STATUSES),
        sql`(${subscriptions.status} <> 'created' OR ${subscriptions.createdAt} > ${new Date(now.getTime() - CREATED_FOR_MS).toISOString()})`,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(500);
  const failure = {
    log: options.log,
    idField: 'subscriptionId',
    message: 'reconciler could not check a subscription',
  };
  await checkEach(rows, summary, failure, async (row) => {
    const state = await options.gateway.fetchSubscription(row.gatewaySubscriptionId);
    const charges = await options.gateway.fetchSubscriptionCharges(row.gatewaySubscriptionId);
    for (const charge of charges.filter((c) => c.status === 'captured')) {
      const result = await settleSubscription(options.db, {
        gatewaySubscriptionId: row.gatewaySubscriptionId,
        source: 'reconciler',
        eventType: 'subscription.charged',
        charge: { paymentId: charge.paymentId, amount: charge.amount, at: charge.at },
        now,
      });
      if (result.outcome === 'settled' && result.newCharge && result.charge) {
        summary.charges += 1;
        options.onCharge?.(result.charge);
      }
    }
    if (state.status !== row.status || state.paidCount !== row.paidCount) {
      await settleSubscription(options.db, {
        gatewaySubscriptionId: row.gatewaySubscriptionId,
        source: 'reconciler',
        eventType: `subscription.${state.status}`,
        state,
        now,
      });
    }
  });
  return summary;
}

// ------------------------------------------------------------------ the donor's signed link

/** How long a link in a mail stays valid; each receipt mail carries a fresh one. */
export const MANAGE_LINK_DAYS = 120;

const linkKeys = new Map<string, string>();

/**
 * The key that signs the donor's links. Derived from UPLOAD_ENCRYPTION_KEY when it is set, so that every instance
 * of a shared deployment accepts the others' links; otherwise generated once into DATA_DIR/keys.
 */
export function manageLinkKey(config: { dataDir: string; uploadEncryptionKey?: string }): string {
  if (config.uploadEncryptionKey) return hmacHex(config.uploadEncryptionKey, 'dbjs subscription links');
  let key = linkKeys.get(config.dataDir);
  if (!key) {
    key = readOrCreateSecretFile(config.dataDir, 'subscription-links.key', () =>
      crypto.randomBytes(32).toString('hex'),
    );
    linkKeys.set(config.dataDir, key);
  }
  return key;
}

/** `<id>.<expiry in unix seconds>.<hex HMAC of both>`: no account, and nothing to guess. */
export function manageToken(key: string, subscriptionId: number, expiresAt: Date): string {
  const body = `${subscriptionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${hmacHex(key, `subscription-manage:${body}`)}`;
}

export type ManageTokenCheck =
  { ok: true; subscriptionId: number; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

export function readManageToken(key: string, token: string, now = new Date()): ManageTokenCheck {
  const match = /^(\d{1,9})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const body = `${match[1]}.${match[2]}`;
  if (!signatureMatches(hmacHex(key, `subscription-manage:${body}`), match[3]))
    return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(match[2]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriptionId: Number(match[1]), expiresAt };
}

/** Path of the donor's page in the site (the browser route). */
export function managePath(token: string): string {
  return `/donation/subscription/${token}`;
}

export function manageUrl(
  config: { dataDir: string; uploadEncryptionKey?: string; publicUrl: string },
  subscriptionId: number,
  now = new Date(),
): string {
  const expires = new Date(now.getTime() + MANAGE_LINK_DAYS * 24 * 60 * 60_000);
  return `${config.publicUrl}${managePath(manageToken(manageLinkKey(config), subscriptionId, expires))}`;
}

/**
 * The date of the last charge the subscription will make, if it runs its full term: from its next charge when it is
 * running (a pause moves the rest of the schedule on), otherwise from its start.
 */
export function lastChargeDate(
  row: Pick<SubscriptionRow, 'period' | 'totalCount' | 'authorisedAt' | 'createdAt'> &
    Partial<Pick<SubscriptionRow, 'status' | 'paidCount' | 'nextChargeAt'>>,
) {
  if (row.status === 'active' && row.nextChargeAt && row.paidCount && row.paidCount < row.totalCount) {
    return addPeriods(row.nextChargeAt, row.period, row.totalCount - row.paidCount - 1);
  }
  return addPeriods(row.authorisedAt ?? row.createdAt, row.period, row.totalCount - 1);
}
