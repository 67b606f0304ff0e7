import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { OrderKind } from '../db/schema';
import {
  verifyFailureSchema,
  verifySubscriptionFailureSchema,
  verifySubscriptionSchema,
  verifySuccessSchema,
  type SubscriptionTerms,
} from '../../shared/schemas/payments';
import type { PaymentServices } from '../payments/services';
import { markFailed, markPaid, becamePaid } from '../payments/settle';
import {
  findSubscriptionByReceiptId,
  settleSubscription,
  type SubscriptionRow,
} from '../payments/subscriptions';
import { findOrderByReceiptId, type OrderRow } from '../repositories/orders';
import { receiptUrlForBrowser } from '../receipts/deliver';
import { subscriptionTerms, UNKNOWN_SUBSCRIPTION_MESSAGE } from './subscriptions';

// joinus/joinnow/verify-payment and donation/verify-payment: the browser's report after checkout.

export const VERIFY_FAILED_MESSAGE = 'Payment verification failed.';
export const UNKNOWN_ORDER_MESSAGE = 'This order could not be found.';
export const FAILURE_REPORT_INVALID_MESSAGE = 'The failure report is incomplete.';

function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ success: false, message });
}

/** The fields of a failure report that every checkout sends, once its schema has read it. */
interface FailureReport {
  receiptId: string;
  razorpay_payment_id: string;
  reason?: string;
}

/** The fields of a signed success report that every checkout sends, once its schema has read it. */
interface PaymentClaim {
  receiptId: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The paid order a success report settled, and what its answer carries besides the receipt. */
interface Settled {
  order: OrderRow;
  /** True when this report is what made it paid (its receipt mail was queued just now). */
  newlyPaid: boolean;
  subscription?: SubscriptionTerms;
}

/**
 * What differs between the report on a one-time order and on a subscription's first charge. The steps, their
 * order and their refusals are the same for both (verifyPayment).
 */
interface VerifyFlow<
  Row extends { id: unknown; gateway: string },
  Report extends FailureReport,
  Claim extends PaymentClaim,
> {
  failureSchema: z.ZodType<Report>;
  claimSchema: z.ZodType<Claim>;
  /** Answer (404) when no row of this flow has the report's receiptId. */
  unknownMessage: string;
  find(receiptId: string): Promise<Row | null | undefined>;
  /** The gateway's id of the row as WE stored it, and as the browser reports it. */
  storedGatewayId(row: Row): string;
  reportedGatewayId(sent: Report | Claim): string;
  verifySignature(gatewayId: string, paymentId: string, signature: string): Promise<boolean>;
  /** What the log says when a signature is refused: the row's id under idKey, and message. */
  signatureRefusedLog: { idKey: string; message: string };
  /** Unsigned, so it may only be kept in the trail or move a pending row to failed; a paid one stays paid. */
  recordFailure(row: Row, report: Report): Promise<void>;
  settle(row: Row, claim: Claim): Promise<Settled | null>;
  /** Answer when settle found nothing to settle. */
  notSettled: { statusCode: number; message: string };
}

async function verifyPayment<
  Row extends { id: unknown; gateway: string },
  Report extends FailureReport,
  Claim extends PaymentClaim,
>(
  services: PaymentServices,
  flow: VerifyFlow<Row, Report, Claim>,
  body: Record<string, unknown> | null | undefined,
  reply: FastifyReply,
  log: FastifyBaseLogger,
) {
  if (body && typeof body === 'object' && body.status === 'failed') {
    const report = flow.failureSchema.safeParse(body);
    if (!report.success) return refuse(reply, 400, FAILURE_REPORT_INVALID_MESSAGE);
    const row = await flow.find(report.data.receiptId);
    if (!row) return refuse(reply, 404, flow.unknownMessage);
    if (flow.storedGatewayId(row) !== flow.reportedGatewayId(report.data))
      return refuse(reply, 400, VERIFY_FAILED_MESSAGE);
    await flow.recordFailure(row, report.data);
    return reply.code(200).send({ success: false });
  }

  const claim = flow.claimSchema.safeParse(body);
  if (!claim.success) return refuse(reply, 400, VERIFY_FAILED_MESSAGE);
  const row = await flow.find(claim.data.receiptId);
  if (!row) return refuse(reply, 404, flow.unknownMessage);
  // The signature is checked over the gateway id WE stored, never the one the browser sends, and a sandbox
  // payment is never accepted by a server running against the real gateway (or the other way round).
  const signatureOk =
    flow.storedGatewayId(row) === flow.reportedGatewayId(claim.data) &&
    row.gateway === services.gateway.name &&
    (await flow.verifySignature(
      flow.storedGatewayId(row),
      claim.data.razorpay_payment_id,
      claim.data.razorpay_signature,
    ));
  if (!signatureOk) {
    log.warn({ [flow.signatureRefusedLog.idKey]: row.id }, flow.signatureRefusedLog.message);
    return refuse(reply, 400, VERIFY_FAILED_MESSAGE);
  }

  const settled = await flow.settle(row, claim.data);
  if (!settled || !settled.order.receiptToken) {
    return refuse(reply, flow.notSettled.statusCode, flow.notSettled.message);
  }
  if (settled.newlyPaid) services.receiptPaid(settled.order);
  return reply.code(200).send({
    success: true,
    receiptNumber: settled.order.receiptNumber,
    receiptUrl: receiptUrlForBrowser(settled.order.receiptToken),
    ...(settled.subscription && { subscription: settled.subscription }),
  });
}

/** A one-time payment of `kind`: a membership endpoint never settles a donation order, and the other way round. */
function orderFlow(services: PaymentServices, kind: OrderKind) {
  return {
    failureSchema: verifyFailureSchema,
    claimSchema: verifySuccessSchema,
    unknownMessage: UNKNOWN_ORDER_MESSAGE,
    find: async (receiptId: string) => {
      const order = await findOrderByReceiptId(services.db, receiptId);
      return order?.kind === kind ? order : null;
    },
    storedGatewayId: (order: OrderRow) => order.gatewayOrderId,
    reportedGatewayId: (sent: { razorpay_order_id: string }) => sent.razorpay_order_id,
    verifySignature: (orderId: string, paymentId: string, signature: string) =>
      services.gateway.verifySignature(orderId, paymentId, signature),
    signatureRefusedLog: { idKey: 'orderId', message: 'payment signature refused' },
    recordFailure: async (order: OrderRow, report: z.infer<typeof verifyFailureSchema>) => {
      await markFailed(services.db, {
        gatewayOrderId: order.gatewayOrderId,
        paymentId: report.razorpay_payment_id || null,
        source: 'failure-report',
        eventType: 'payment.failed',
        reason: report.reason ?? 'reported failed by the browser',
        detail: { reason: report.reason ?? null },
      });
    },
    settle: async (order: OrderRow, claim: z.infer<typeof verifySuccessSchema>): Promise<Settled | null> => {
      const result = await markPaid(services.db, {
        gatewayOrderId: order.gatewayOrderId,
        paymentId: claim.razorpay_payment_id,
        source: 'verify',
        eventType: 'payment.verified',
      });
      if (result.outcome !== 'settled' || result.order.status !== 'paid') return null;
      return { order: result.order, newlyPaid: becamePaid(result) };
    },
    // Only possible if the order vanished between the two reads.
    notSettled: { statusCode: 404, message: UNKNOWN_ORDER_MESSAGE },
  };
}

/**
 * A monthly or yearly gift: the checkout authorised the mandate and took the first charge. The signature is
 * checked over the subscription id WE stored; the first charge is recorded (once) as a paid donation with its
 * receipt, like a one-time gift.
 */
function subscriptionFlow(services: PaymentServices) {
  return {
    failureSchema: verifySubscriptionFailureSchema,
    claimSchema: verifySubscriptionSchema,
    unknownMessage: UNKNOWN_SUBSCRIPTION_MESSAGE,
    find: (receiptId: string) => findSubscriptionByReceiptId(services.db, receiptId),
    storedGatewayId: (row: SubscriptionRow) => row.gatewaySubscriptionId,
    reportedGatewayId: (sent: { razorpay_subscription_id: string }) => sent.razorpay_subscription_id,
    verifySignature: (subscriptionId: string, paymentId: string, signature: string) =>
      services.gateway.verifySubscriptionSignature(subscriptionId, paymentId, signature),
    signatureRefusedLog: { idKey: 'subscriptionId', message: 'subscription signature refused' },
    // Kept in the trail only. The subscription stays 'created' and the donor may try again.
    recordFailure: async (row: SubscriptionRow) => {
      await settleSubscription(services.db, {
        gatewaySubscriptionId: row.gatewaySubscriptionId,
        source: 'failure-report',
        eventType: 'payment.failed',
      });
    },
    settle: async (
      row: SubscriptionRow,
      claim: z.infer<typeof verifySubscriptionSchema>,
    ): Promise<Settled | null> => {
      const result = await settleSubscription(services.db, {
        gatewaySubscriptionId: row.gatewaySubscriptionId,
        source: 'verify',
        eventType: 'subscription.verified',
        charge: { paymentId: claim.razorpay_payment_id },
      });
      if (result.outcome !== 'settled' || !result.charge) return null;
      return {
        order: result.charge,
        newlyPaid: result.newCharge,
        subscription: subscriptionTerms(services, result.subscription),
      };
    },
    notSettled: { statusCode: 400, message: VERIFY_FAILED_MESSAGE },
  };
}

export function registerVerifyRoute(
  app: FastifyInstance,
  services: PaymentServices,
  options: { path: string; kind: OrderKind },
): void {
  const oneTime = orderFlow(services, options.kind);
  const recurring = subscriptionFlow(services);
  app.post(options.path, async (request, reply) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    // A monthly or yearly gift's checkout reports a subscription id instead of an order id
    // (docs/api.md#recurring-donations).
    const recurs =
      options.kind === 'donation' && body && typeof body === 'object' && 'razorpay_subscription_id' in body;
    if (recurs) return verifyPayment(services, recurring, body, reply, request.log);
    return verifyPayment(services, oneTime, body, reply, request.log);
  });
}
