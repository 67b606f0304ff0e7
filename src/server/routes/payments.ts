import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { usesSandboxGateway } from '../config';
import paymentsCors from '../plugins/paymentsCors';
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
// the webhook, called by the gateway's servers, does not. The services they share are app.payments
// (plugins/paymentServices.ts).

export default async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  // The order forms and the donor's page of a gift are reworked to read app.payments too (issue 12).
  const services = app.payments;

  if (!app.hasContentTypeParser('multipart/form-data')) {
    // Oversized files are counted and refused with a 400 naming the field, so busboy only truncates.
    await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  }

  await app.register(webhookRoutes);
  await app.register(async (browser) => {
    await browser.register(paymentsCors, { origins: app.config.corsOrigins });
    await browser.register(membershipRoutes, { services });
    await browser.register(donationRoutes, { services });
    await browser.register(receiptRoutes);
    // The donor's page of a monthly or yearly gift calls these on the host that holds the gift.
    await browser.register(subscriptionRoutes, { services });
    if (usesSandboxGateway(app.config)) await browser.register(sandboxRoutes);
  });
}
