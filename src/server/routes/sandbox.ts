import type { FastifyInstance } from 'fastify';
import { failSandboxOrder, paySandboxOrder } from '../payments/sandbox';
import { SANDBOX_CHECKOUT_SCRIPT } from '../payments/sandboxCheckout';
import type { PaymentServices } from '../payments/services';

// The built-in sandbox gateway's browser side; registered only while no Razorpay keys are set.

const ORDER_ID = /^order_[0-9A-Za-z]{14}$/;
export const SANDBOX_UNKNOWN_ORDER = 'This sandbox order does not exist.';
export const SANDBOX_ALREADY_PAID = 'This order is already paid.';

export default async function sandboxRoutes(app: FastifyInstance, options: { services: PaymentServices }) {
  const { services } = options;

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
    const result = await paySandboxOrder(services.db, services.config.dataDir, request.params.id);
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
}
