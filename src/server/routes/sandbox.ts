import type { FastifyInstance } from 'fastify';
import {
  advanceSandbox,
  authoriseSandboxSubscription,
  failSandboxOrder,
  failSandboxSubscription,
  paySandboxOrder,
  SANDBOX_CLOCK_LIMIT_MESSAGE,
} from '../payments/sandbox';
import { reconcileSubscriptionsWith } from '../payments/reconciler';
import { SANDBOX_CHECKOUT_SCRIPT } from '../payments/sandboxCheckout';

// The built-in sandbox gateway's browser side; registered only while no Razorpay keys are set.

const ORDER_ID = /^order_[0-9A-Za-z]{14}$/;
const SUBSCRIPTION_ID = /^sub_[0-9A-Za-z]{14}$/;
export const SANDBOX_UNKNOWN_SUBSCRIPTION = 'This sandbox subscription does not exist.';
export const SANDBOX_ALREADY_AUTHORISED = 'This subscription is already authorised.';
export const SANDBOX_ADVANCE_INVALID = 'period must be "monthly" or "yearly"; fail, if given, true or false.';
export const SANDBOX_UNKNOWN_ORDER = 'This sandbox order does not exist.';
export const SANDBOX_ALREADY_PAID = 'This order is already paid.';

export default async function sandboxRoutes(app: FastifyInstance) {
  const services = app.payments;

  app.get('/sandbox/checkout.js', async (_request, reply) => {
    return (
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        // A site whose PAYMENTS_API_URL names this instance loads the script with a plain <script> tag, which the
        // default same-origin resource policy would block. The script is public and holds nothing secret.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(SANDBOX_CHECKOUT_SCRIPT)
    );
  });

  app.post<{ Params: { id: string } }>('/sandbox/orders/:id/pay', async (request, reply) => {
    if (!ORDER_ID.test(request.params.id)) return reply.code(404).send({ message: SANDBOX_UNKNOWN_ORDER });
    const result = await paySandboxOrder(services.db, services.config, request.params.id);
    if (result.outcome === 'unknown-order') return reply.code(404).send({ message: SANDBOX_UNKNOWN_ORDER });
    if (result.outcome === 'already-paid') return reply.code(409).send({ message: SANDBOX_ALREADY_PAID });
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = result;
    return reply.code(200).send({ razorpay_payment_id, razorpay_order_id, razorpay_signature });
  });

  app.post<{ Params: { id: string } }>('/sandbox/orders/:id/fail', async (request, reply) => {
    if (!ORDER_ID.test(request.params.id)) return reply.code(404).send({ message: SANDBOX_UNKNOWN_ORDER });
    const result = await failSandboxOrder(services.db, request.params.id);
    if (result.outcome === 'unknown-order') return reply.code(404).send({ message: SANDBOX_UNKNOWN_ORDER });
    if (result.outcome === 'already-paid') return reply.code(409).send({ message: SANDBOX_ALREADY_PAID });
    return reply.code(200).send({ error: result.error });
  });

  app.post<{ Params: { id: string } }>('/sandbox/subscriptions/:id/authorise', async (request, reply) => {
    if (!SUBSCRIPTION_ID.test(request.params.id)) {
      return reply.code(404).send({ message: SANDBOX_UNKNOWN_SUBSCRIPTION });
    }
    const result = await authoriseSandboxSubscription(services.db, services.config, request.params.id);
    if (result.outcome === 'unknown-subscription') {
      return reply.code(404).send({ message: SANDBOX_UNKNOWN_SUBSCRIPTION });
    }
    if (result.outcome === 'already-authorised') {
      return reply.code(409).send({ message: SANDBOX_ALREADY_AUTHORISED });
    }
    const { razorpay_payment_id, razorpay_subscription_id, razorpay_signature } = result;
    return reply.code(200).send({ razorpay_payment_id, razorpay_subscription_id, razorpay_signature });
  });

  app.post<{ Params: { id: string } }>('/sandbox/subscriptions/:id/fail', async (request, reply) => {
    if (!SUBSCRIPTION_ID.test(request.params.id)) {
      return reply.code(404).send({ message: SANDBOX_UNKNOWN_SUBSCRIPTION });
    }
    const result = await failSandboxSubscription(services.db, request.params.id);
    if (result.outcome === 'unknown-subscription') {
      return reply.code(404).send({ message: SANDBOX_UNKNOWN_SUBSCRIPTION });
    }
    if (result.outcome === 'already-authorised') {
      return reply.code(409).send({ message: SANDBOX_ALREADY_AUTHORISED });
    }
    return reply.code(200).send({ error: result.error });
  });

  // Time travel for the sandbox only: moves its clock a month (or a year) on, lets the sandbox charge every
  // subscription that fell due, and then records those charges the way the reconciler records charges whose
  // webhook never came (the sandbox sends no webhooks). Used by the tests, the console and `npm run sandbox`.
  app.post('/sandbox/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { period?: unknown; fail?: unknown };
    const period = body.period ?? 'monthly';
    if (
      typeof body !== 'object' ||
      (period !== 'monthly' && period !== 'yearly') ||
      (body.fail !== undefined && typeof body.fail !== 'boolean')
    ) {
      return reply.code(400).send({ message: SANDBOX_ADVANCE_INVALID });
    }
    const advanced = await advanceSandbox(services.db, { period, fail: body.fail === true });
    if (!advanced) return reply.code(409).send({ message: SANDBOX_CLOCK_LIMIT_MESSAGE });
    const recorded = await reconcileSubscriptionsWith(services, request.log);
    services.outbox.kick();
    return reply.code(200).send({ ...advanced, recorded: recorded.charges });
  });
}
