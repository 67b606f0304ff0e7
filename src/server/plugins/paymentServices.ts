import type { FastifyInstance } from 'fastify';
import { createRetentionJob } from '../admin/retention';
import type { PeriodicJob } from '../lib/periodicJob';
import { createReconcilerJob } from '../payments/reconciler';
import { createPaymentServices, type PaymentServices } from '../payments/services';

// The payment services (gateway, private files, mailer, mail outbox) built once per app and shared by the payment
// routes, the webhook and the office's routes as `app.payments`, and the app's background work: the reconciler
// (docs/api.md#payments-in-short), the daily retention run and the outbox's retries. The server process runs
// them from onReady; tests start a job by hand (`app.backgroundJobs.reconciler.start(ms)`). Closing the app
// stops them, then waits for the mails being sent before the database closes under them.

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentServices;
    backgroundJobs: { reconciler: PeriodicJob; retention: PeriodicJob };
  }
}

export interface PaymentServicesPluginOptions {
  /** Run the reconciler, the retention run and the outbox's retries once the app is ready (main.ts). */
  runBackgroundJobs: boolean;
}

async function paymentServicesPlugin(
  app: FastifyInstance,
  options: PaymentServicesPluginOptions,
): Promise<void> {
  const services = createPaymentServices(app.config, app.db, app.log);
  const jobs = {
    reconciler: createReconcilerJob(app, services),
    retention: createRetentionJob(app, services.files),
  };
  app.decorate('payments', services);
  app.decorate('backgroundJobs', jobs);

  if (options.runBackgroundJobs) {
    app.addHook('onReady', async () => {
      jobs.reconciler.start();
      jobs.retention.start();
      // Sends queued mails now (what a crash left unsent) and retries failed ones every half minute.
      services.outbox.start();
    });
  }
  // No new retries while the requests in flight finish.
  app.addHook('preClose', async () => services.outbox.stop());
  app.addHook('onClose', async () => {
    await jobs.reconciler.stop();
    await jobs.retention.stop();
    // Receipts being sent must finish before the database closes under them.
    await services.settled();
  });
}

// Not encapsulated: the routes under /api and the admin routes use the decorations.
(paymentServicesPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default paymentServicesPlugin;
