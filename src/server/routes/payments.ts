import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { usesSandboxGateway } from '../config';
import { createPaymentServices, rememberServices } from '../payments/services';
import paymentsCors from '../plugins/paymentsCors';
import { stopReconcilerOf } from '../payments/reconciler';
import donationRoutes from './donation';
import membershipRoutes from './membership';
import { MULTIPART_LIMITS } from './paymentForms';
import receiptRoutes from './receipts';
import sandboxRoutes from './sandbox';
import subscriptionRoutes from './subscriptions';
import webhookRoutes from './webhooks';

// Everything about money under /api: membership and donation orders, verify-payment, the gateway webhook,
// receipt PDFs and, while no gateway keys are set, the built-in sandbox gateway. Everything the browser calls
// answers CORS for the configured site origins (another site may name this instance as its PAYMENTS_API_URL);
// the webhook, called by the gateway's servers, does not.

export default async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const services = createPaymentServices(app.config, app.db, app.log);
  rememberServices(app, services);
  app.addHook('onClose', async () => {
    await stopReconcilerOf(app);
    // Receipts being sent must finish before the database closes under them.
    await services.settled();
  });

  if (!app.hasContentTypeParser('multipart/form-data')) {
    // Oversized files are counted and refused with a 400 naming the field, so busboy only truncates.
    await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  }

  await app.register(webhookRoutes, { services });
  await app.register(async (browser) => {
    await browser.register(paymentsCors, { origins: app.config.corsOrigins });
    await browser.register(membershipRoutes, { services });
    await browser.register(donationRoutes, { services });
    await browser.register(receiptRoutes, { services });
    // The donor's page of a monthly or yearly gift calls these on the host that holds the gift.
    await browser.register(subscriptionRoutes, { services });
    if (usesSandboxGateway(app.config)) await browser.register(sandboxRoutes, { services });
  });
}
