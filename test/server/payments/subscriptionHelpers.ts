import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { orders, paymentEvents, subscriptions } from '../../../src/server/db/schema';
import type { HarnessOptions, TestServer } from '../helpers/harness';
import { emptyPaymentTables, paymentSuite } from './harness';
import { DONATION_FIELDS, multipart, receiptsSent, verify } from './fixtures';

// Monthly and yearly gifts as the subscription suites drive them: through donation/add, the sandbox gateway's
// checkout and clock, and Razorpay's webhook.

/** emptyPaymentTables, and the subscription tables, the sandbox's own and its clock as well. */
export async function emptySubscriptionTables(server: TestServer): Promise<void> {
  await emptyPaymentTables(server);
  await server.db.execute(
    sql`TRUNCATE mail_outbox, subscriptions, subscription_plans, sandbox_subscription_charges, sandbox_subscriptions, sandbox_plans, sandbox_clock RESTART IDENTITY CASCADE`,
  );
}

/** donation/add's answer for a gift given every month or year. */
export interface SubscriptionAnswer {
  subscriptionId: string;
  receiptId: string;
  amount: number;
  currency: string;
  period: string;
  totalCount: number;
}

/** DONATION_FIELDS given monthly (unless `fields` say otherwise): the gateway subscription it created. */
export async function createSubscription(
  app: FastifyInstance,
  fields: Record<string, string> = {},
): Promise<SubscriptionAnswer> {
  const body = multipart({ ...DONATION_FIELDS, donation_frequency: 'Monthly', ...fields });
  const response = await app.inject({ method: 'POST', url: '/api/donation/add', ...body });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The sandbox checkout's authorisation of the subscription: what the donor's browser sends to verify. */
export async function authoriseInSandbox(app: FastifyInstance, subscriptionId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/sandbox/subscriptions/${subscriptionId}/authorise`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    razorpay_payment_id: string;
    razorpay_subscription_id: string;
    razorpay_signature: string;
  };
}

/** A monthly gift subscribed, authorised in the sandbox and verified, its receipt mail sent. */
export async function subscribeAndVerify(app: FastifyInstance) {
  const created = await createSubscription(app);
  const checkout = await authoriseInSandbox(app, created.subscriptionId);
  const answer = await verify(app, 'donation', { ...checkout, receiptId: created.receiptId });
  expect(answer.statusCode).toBe(200);
  await receiptsSent(app);
  return { created, checkout, answer: answer.json() };
}

/** The subscription row of the gift whose donation/add answered `receiptId`. */
export async function subscriptionRow(db: Db, receiptId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.receiptId, receiptId));
  return row;
}

/** Moves the sandbox clock on (a month unless `body` says otherwise) and waits for the receipt mails it causes. */
export async function advanceSandbox(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/sandbox/advance', payload: body });
  expect(response.statusCode).toBe(200);
  await receiptsSent(app);
  return response.json() as { now: string; charged: number; recorded: number; halted: number };
}

/** The options of describeEachDatabase for a subscription suite: paymentSuite's, with the subscription tables emptied. */
export const subscriptionSuite = (options: Parameters<typeof paymentSuite>[0] = {}): HarnessOptions => ({
  ...paymentSuite(options),
  beforeEach: emptySubscriptionTables,
});

/** The parts of a Razorpay subscription webhook that the tests vary; a part left undefined is left out of the body. */
export interface SubscriptionEventParts {
  event: string;
  subscriptionId: string;
  status: string;
  paidCount: number;
  chargeAt: number | null;
  pausedAt?: number | null;
  payment?: { id: string; entity?: 'payment'; amount: number; createdAt: number };
  createdAt?: number;
}

/** A subscription webhook's body, as Razorpay sends it (JSON.stringify leaves out the undefined parts). */
export function subscriptionEventBody(parts: SubscriptionEventParts): string {
  const payload: Record<string, unknown> = {
    subscription: {
      entity: {
        id: parts.subscriptionId,
        entity: 'subscription',
        status: parts.status,
        paid_count: parts.paidCount,
        charge_at: parts.chargeAt,
        paused_at: parts.pausedAt,
        ended_at: null,
      },
    },
  };
  if (parts.payment) {
    payload.payment = {
      entity: {
        id: parts.payment.id,
        entity: parts.payment.entity,
        amount: parts.payment.amount,
        currency: 'INR',
        status: 'captured',
        created_at: parts.payment.createdAt,
      },
    };
  }
  return JSON.stringify({
    entity: 'event',
    event: parts.event,
    contains: Object.keys(payload),
    payload,
    created_at: parts.createdAt,
  });
}

/** The subscription the gateway knows by `gatewaySubscriptionId`, its charges in receipt order, and every payment event. */
export async function gatewaySubscriptionState(db: Db, gatewaySubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.gatewaySubscriptionId, gatewaySubscriptionId));
  const charges = await db
    .select()
    .from(orders)
    .where(eq(orders.subscriptionId, row.id))
    .orderBy(asc(orders.receiptNumber));
  const events = await db.select().from(paymentEvents);
  return { row, charges, events };
}
