import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxOrders, sandboxPayments } from '../db/schema';
import { readOrCreateSecretFile } from '../storage/privateFiles';
import type { CreateOrderInput, GatewayPayment, PaymentGateway } from './gateway';
import { paymentSignature, randomBase62, verifyPaymentSignature } from './verify';

// The built-in gateway used when no Razorpay keys are set: orders and payments live in sandbox_orders and
// sandbox_payments, payments are signed exactly like Razorpay signs them, with a secret generated once into
// DATA_DIR. No money moves; the checkout window says so.

// The browser learns the sandbox key id and script URL from GET /api/config (routes/config.ts).

const secrets = new Map<string, string>();

export function sandboxSecret(dataDir: string): string {
  let secret = secrets.get(dataDir);
  if (!secret) {
    secret = readOrCreateSecretFile(dataDir, 'sandbox.key', () => crypto.randomBytes(32).toString('hex'));
    secrets.set(dataDir, secret);
  }
  return secret;
}

export function createSandboxGateway(db: Db, dataDir: string): PaymentGateway {
  return {
    name: 'sandbox',

    async createOrder(input: CreateOrderInput) {
      const id = `order_${randomBase62(14)}`;
      await db.insert(sandboxOrders).values({
        id,
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      return { id };
    },

    async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
      // Like the real gateway, each payment says how much it was for (the order's amount in the sandbox).
      return db
        .select({ id: sandboxPayments.id, status: sandboxPayments.status, amount: sandboxOrders.amount })
        .from(sandboxPayments)
        .innerJoin(sandboxOrders, eq(sandboxOrders.id, sandboxPayments.orderId))
        .where(eq(sandboxPayments.orderId, gatewayOrderId))
        .orderBy(asc(sandboxPayments.createdAt));
    },

    async verifySignature(gatewayOrderId, paymentId, signature) {
      return verifyPaymentSignature(sandboxSecret(dataDir), gatewayOrderId, paymentId, signature);
    },
  };
}

export type SandboxPayOutcome =
  | { outcome: 'paid'; razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { outcome: 'unknown-order' }
  | { outcome: 'already-paid' };

/** The visitor pressed 'Pay (sandbox)': a captured payment, signed like the real checkout signs it. */
export async function paySandboxOrder(
  db: Db,
  dataDir: string,
  gatewayOrderId: string,
): Promise<SandboxPayOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, gatewayOrderId))
      .for('update');
    if (!order) return { outcome: 'unknown-order' } as const;
    if (order.status === 'paid') return { outcome: 'already-paid' } as const;
    const paymentId = `pay_${randomBase62(14)}`;
    await tx.insert(sandboxPayments).values({ id: paymentId, orderId: order.id, status: 'captured' });
    await tx.update(sandboxOrders).set({ status: 'paid' }).where(eq(sandboxOrders.id, order.id));
    return {
      outcome: 'paid',
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(sandboxSecret(dataDir), order.id, paymentId),
    } as const;
  });
}

export const SANDBOX_FAILURE_DESCRIPTION = 'Payment failed (sandbox)';

export type SandboxFailOutcome =
  | {
      outcome: 'failed';
      error: {
        code: 'BAD_REQUEST_ERROR';
        description: string;
        source: 'customer';
        step: 'payment_authorization';
        reason: 'payment_failed';
        metadata: { order_id: string; payment_id: string };
      };
    }
  | { outcome: 'unknown-order' }
  | { outcome: 'already-paid' };

/** The visitor pressed 'Fail payment': a failed attempt, described like Razorpay's payment.failed event. */
export async function failSandboxOrder(db: Db, gatewayOrderId: string): Promise<SandboxFailOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, gatewayOrderId))
      .for('update');
    if (!order) return { outcome: 'unknown-order' } as const;
    if (order.status === 'paid') return { outcome: 'already-paid' } as const;
    const paymentId = `pay_${randomBase62(14)}`;
    await tx.insert(sandboxPayments).values({
      id: paymentId,
      orderId: order.id,
      status: 'failed',
      errorDescription: SANDBOX_FAILURE_DESCRIPTION,
    });
    await tx.update(sandboxOrders).set({ status: 'attempted' }).where(eq(sandboxOrders.id, order.id));
    return {
      outcome: 'failed',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: SANDBOX_FAILURE_DESCRIPTION,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: paymentId },
      },
    } as const;
  });
}
