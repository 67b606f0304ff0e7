import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OrderKind } from '../db/schema';
import { verifyFailureSchema, verifySuccessSchema } from '../../shared/schemas/payments';
import type { PaymentServices } from '../payments/services';
import { markFailed, markPaid, becamePaid } from '../payments/settle';
import { findOrderByReceiptId } from '../repositories/orders';
import { receiptUrlForBrowser } from '../receipts/deliver';
import { verifySubscriptionPayment } from './subscriptions';

// joinus/joinnow/verify-payment and donation/verify-payment: the browser's report after checkout.

export const VERIFY_FAILED_MESSAGE = 'Payment verification failed.';
export const UNKNOWN_ORDER_MESSAGE = 'This order could not be found.';
export const FAILURE_REPORT_INVALID_MESSAGE = 'The failure report is incomplete.';

function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ success: false, message });
}

export function registerVerifyRoute(
  app: FastifyInstance,
  services: PaymentServices,
  options: { path: string; kind: OrderKind },
): void {
  app.post(options.path, async (request, reply) => {
    const body = request.body as Record<string, unknown> | null | undefined;

    // A monthly or yearly gift's checkout reports a subscription id instead of an order id
    // (docs/api.md#recurring-donations).
    if (options.kind === 'donation' && body && typeof body === 'object' && 'razorpay_subscription_id' in body) {
      return verifySubscriptionPayment(services, body, reply, request.log);
    }

    if (body && typeof body === 'object' && body.status === 'failed') {
      const report = verifyFailureSchema.safeParse(body);
      if (!report.success) return refuse(reply, 400, FAILURE_REPORT_INVALID_MESSAGE);
      const order = await findOrderByReceiptId(services.db, report.data.receiptId);
      // A membership endpoint never settles a donation order, and the other way round.
      if (!order || order.kind !== options.kind) return refuse(reply, 404, UNKNOWN_ORDER_MESSAGE);
      if (order.gatewayOrderId !== report.data.razorpay_order_id)
        return refuse(reply, 400, VERIFY_FAILED_MESSAGE);
      // Unsigned, so it can only ever move a pending order to failed; a paid order stays paid.
      await markFailed(services.db, {
        gatewayOrderId: order.gatewayOrderId,
        paymentId: report.data.razorpay_payment_id || null,
        source: 'failure-report',
        eventType: 'payment.failed',
        reason: report.data.reason ?? 'reported failed by the browser',
        detail: { reason: report.data.reason ?? null },
      });
      return reply.code(200).send({ success: false });
    }

    const claim = verifySuccessSchema.safeParse(body);
    if (!claim.success) return refuse(reply, 400, VERIFY_FAILED_MESSAGE);
    const order = await findOrderByReceiptId(services.db, claim.data.receiptId);
    if (!order || order.kind !== options.kind) return refuse(reply, 404, UNKNOWN_ORDER_MESSAGE);
    // The signature is checked over the order id WE stored, never the one the browser sends, and a sandbox
    // order is never accepted by a server running against the real gateway (or the other way round).
    const signatureOk =
      order.gatewayOrderId === claim.data.razorpay_order_id &&
      order.gateway === services.gateway.name &&
      (await services.gateway.verifySignature(
        order.gatewayOrderId,
        claim.data.razorpay_payment_id,
        claim.data.razorpay_signature,
      ));
    if (!signatureOk) {
      request.log.warn({ orderId: order.id }, 'payment signature refused');
      return refuse(reply, 400, VERIFY_FAILED_MESSAGE);
    }

    const result = await markPaid(services.db, {
      gatewayOrderId: order.gatewayOrderId,
      paymentId: claim.data.razorpay_payment_id,
      source: 'verify',
      eventType: 'payment.verified',
    });
    if (result.outcome !== 'settled' || result.order.status !== 'paid' || !result.order.receiptToken) {
      // Only possible if the order vanished between the two reads.
      return refuse(reply, 404, UNKNOWN_ORDER_MESSAGE);
    }
    if (becamePaid(result)) services.receiptPaid(result.order);
    return reply.code(200).send({
      success: true,
      receiptNumber: result.order.receiptNumber,
      receiptUrl: receiptUrlForBrowser(result.order.receiptToken),
    });
  });
}
