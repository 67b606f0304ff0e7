import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentServices } from '../payments/services';
import { becamePaid, markFailed, markPaid } from '../payments/settle';
import { verifyWebhookSignature } from '../payments/verify';
import { insertPaymentEvent } from '../repositories/orders';
import { refundFromEntity, subscriptionFromEntity } from '../payments/razorpay';
import { applyRefundState } from '../payments/refunds';
import { settleSubscription } from '../payments/subscriptions';
import { gatewayTime } from '../payments/gateway';
import {
  CONTROL_CHARACTER_REQUEST_MESSAGE,
  hasControlCharacter,
} from '../../shared/validation/controlCharacters';

// POST payments/razorpay-webhook. The signature covers the RAW body, so this plugin keeps the body as a Buffer
// (its own content-type parsers, encapsulated: other routes still get parsed JSON). Answers within milliseconds:
// one short transaction, and the receipt mail is sent in the background.

export const WEBHOOKS_OFF_MESSAGE = 'Webhooks are not configured.';
export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

interface WebhookPayload {
  event?: unknown;
  /** When the gateway made the event (unix seconds). */
  created_at?: unknown;
  payload?: {
    payment?: {
      entity?: {
        id?: unknown;
        order_id?: unknown;
        status?: unknown;
        error_description?: unknown;
        amount?: unknown;
        created_at?: unknown;
        subscription_id?: unknown;
      };
    };
    subscription?: { entity?: unknown };
    refund?: { entity?: unknown };
    order?: { entity?: { id?: unknown; amount_paid?: unknown } };
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value.length <= 200 ? value : null;

const paise = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

export default async function webhookRoutes(app: FastifyInstance) {
  const services = app.payments;

  app.removeContentTypeParser('application/json');
  const keepRaw = (_request: unknown, body: Buffer, done: (error: Error | null, body?: Buffer) => void) =>
    done(null, body);
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, keepRaw);
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, keepRaw);

  app.post('/payments/razorpay-webhook', async (request, reply) => {
    const secret = services.config.razorpay.webhookSecret;
    if (!secret) return reply.code(400).send({ message: WEBHOOKS_OFF_MESSAGE });
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!verifyWebhookSignature(secret, raw, request.headers['x-razorpay-signature'])) {
      request.log.warn('webhook signature refused');
      return reply.code(400).send({ message: WEBHOOK_SIGNATURE_MESSAGE });
    }
    let payload: WebhookPayload;
    let controlCharacter = false;
    try {
      // docs/api.md#control-characters holds for signed bodies too: such text is never stored (and PostgreSQL
      // cannot store a NUL), so the event is refused whole rather than half recorded. Line breaks may appear in
      // the gateway's descriptions.
      payload = JSON.parse(raw.toString('utf8'), (key: string, value: unknown) => {
        if (hasControlCharacter(key, true) || (typeof value === 'string' && hasControlCharacter(value, true)))
          controlCharacter = true;
        return value;
      }) as WebhookPayload;
    } catch {
      return reply.code(400).send({ message: 'The webhook body is not valid JSON.' });
    }
    if (controlCharacter) {
      request.log.warn('signed webhook refused: it holds a control character');
      return reply.code(400).send({ message: CONTROL_CHARACTER_REQUEST_MESSAGE });
    }
    const eventIdHeader = request.headers['x-razorpay-event-id'];
    const context: WebhookContext = {
      services,
      log: request.log,
      payload,
      event: text(payload?.event) ?? 'unknown',
      externalEventId: text(Array.isArray(eventIdHeader) ? eventIdHeader[0] : eventIdHeader),
    };
    if (!(await handledAsSubscriptionEvent(context)) && !(await handledAsRefundEvent(context)))
      await handleOrderEvent(context);
    return reply.code(200).send({ received: true });
  });
}

/** What every kind of webhook event is handled with, once its signature and JSON are checked. */
interface WebhookContext {
  services: PaymentServices;
  log: FastifyBaseLogger;
  payload: WebhookPayload;
  event: string;
  externalEventId: string | null;
}

// Monthly and yearly gifts: subscription.authenticated, .activated, .charged, .pending, .halted, .cancelled,
// .completed (and a failed charge's payment.failed naming its subscription) go to settleSubscription, which
// records each event id once and accepts them in any order. False when the event is not about a subscription.
async function handledAsSubscriptionEvent(context: WebhookContext): Promise<boolean> {
  const { services, log, payload, event, externalEventId } = context;
  const payment = payload?.payload?.payment?.entity;
  const paymentId = text(payment?.id);
  const subscriptionState = subscriptionFromEntity(payload?.payload?.subscription?.entity);
  const failedSubscriptionId = event === 'payment.failed' ? text(payment?.subscription_id) : null;
  if (!(
    (event.startsWith('subscription.') && subscriptionState) ||
    (failedSubscriptionId && !text(payment?.order_id))
  ))
    return false;
  const charged = event === 'subscription.charged' && paymentId && payment?.status === 'captured';
  const outcome = await settleSubscription(services.db, {
    gatewaySubscriptionId: subscriptionState?.id ?? (failedSubscriptionId as string),
    source: 'webhook',
    eventType: event,
    externalEventId,
    state: subscriptionState,
    // Tells a pause and a resume apart when their webhooks arrive out of order.
    reportedAt: gatewayTime(payload?.created_at),
    charge: charged
      ? {
          paymentId,
          amount: paise(payment?.amount),
          at: gatewayTime(payment?.created_at) ?? undefined,
        }
      : null,
  });
  if (outcome.outcome === 'settled') {
    // A new charge's receipt, or a halted subscription's notice, was queued with it: wake the outbox.
    if (outcome.newCharge && outcome.charge) services.receiptPaid(outcome.charge);
    else if (outcome.subscription.status === 'halted') services.outbox.kick();
  } else if (outcome.outcome === 'unknown-subscription') {
    log.warn({ event }, 'webhook for a subscription this server does not know');
  } else if (outcome.outcome === 'amount-mismatch') {
    log.warn({ event, subscriptionId: outcome.subscription.id }, 'charged amount differs from the plan');
  }
  return true;
}

// Refunds (payments/refunds.ts): refund.created, .processed and .failed carry the refund entity; each event id
// is recorded once and the refund's state only moves forward, so replays and any order are harmless. False when
// the event is not about a refund.
async function handledAsRefundEvent(context: WebhookContext): Promise<boolean> {
  const { services, log, payload, event, externalEventId } = context;
  const refundEntity = refundFromEntity(payload?.payload?.refund?.entity);
  if (!(refundEntity && (event.startsWith('refund.') || event === 'payment.refunded'))) return false;
  const outcome = await applyRefundState(services.db, {
    gatewayRefund: refundEntity,
    status: event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : undefined,
    failureReason: event === 'refund.failed' ? 'The payment service reported the refund failed.' : undefined,
    source: 'webhook',
    eventType: event,
    externalEventId,
  });
  if (outcome.outcome === 'unknown-refund') {
    log.warn({ event }, 'refund webhook for a payment this server does not know');
  } else if (outcome.outcome === 'partial-refund') {
    log.warn({ event, orderId: outcome.order.id }, 'partial refund made on the gateway: not recorded');
  }
  return true;
}

// One-time orders: payment.captured and order.paid mark the order paid, payment.failed marks it failed; any other
// event is only kept for the trail.
async function handleOrderEvent(context: WebhookContext): Promise<void> {
  const { services, log, payload, event, externalEventId } = context;
  const payment = payload?.payload?.payment?.entity;
  const paymentId = text(payment?.id);
  const common = { paymentId, source: 'webhook' as const, eventType: event, externalEventId };
  let gatewayOrderId: string | null = null;
  let result;
  if (event === 'payment.captured' || event === 'order.paid') {
    gatewayOrderId =
      event === 'order.paid' ? text(payload.payload?.order?.entity?.id) : text(payment?.order_id);
    gatewayOrderId ??= text(payment?.order_id);
    const capturedAmount =
      event === 'order.paid' ? paise(payload.payload?.order?.entity?.amount_paid) : paise(payment?.amount);
    if (gatewayOrderId)
      result = await markPaid(services.db, {
        ...common,
        gatewayOrderId,
        capturedAmount,
        // order.paid carries the payment too.
        paidAt: gatewayTime(payment?.created_at) ?? undefined,
        detail: capturedAmount === undefined ? undefined : { amount: capturedAmount },
      });
  } else if (event === 'payment.failed') {
    gatewayOrderId = text(payment?.order_id);
    if (gatewayOrderId) {
      result = await markFailed(services.db, {
        ...common,
        gatewayOrderId,
        reason: text(payment?.error_description) ?? 'payment.failed webhook',
      });
    }
  }
  if (!result) {
    // Events we do not act on (or without an order) are still kept, once, for the office's trail.
    await insertPaymentEvent(services.db, {
      orderId: null,
      source: 'webhook',
      type: event,
      externalEventId,
      paymentId,
      detail: gatewayOrderId ? { gatewayOrderId } : null,
    });
  } else if (becamePaid(result)) {
    services.receiptPaid(result.order);
  } else if (result.outcome === 'unknown-order') {
    log.warn({ event }, 'webhook for an order this server does not know');
  } else if (result.outcome === 'amount-mismatch') {
    log.warn({ event, orderId: result.order.id }, 'captured amount differs from the order total');
  }
}
