import { loadConfig } from '../config';
import { runCli } from './errors';
import { CONSOLE_LOG as log, withPaymentServices } from './paymentServices';
import { reconcileOrdersWith, reconcileSubscriptionsWith } from '../payments/reconciler';

// npm run reconcile: one reconciler run against the configured database and gateway, then exit.
// Receipts for orders it settles are mailed (or written to the outbox) before it exits.

async function main(): Promise<void> {
  await withPaymentServices(loadConfig(), async (services) => {
    const summary = await reconcileOrdersWith(services, log);
    const subscriptions = await reconcileSubscriptionsWith(services, log);
    await services.settled();
    console.log(
      `Checked ${subscriptions.checked} subscription(s): ${subscriptions.charges} charge(s) recorded, ` +
        `${subscriptions.errors} error(s).`,
    );
    if (subscriptions.errors > 0) process.exitCode = 1;
    console.log(
      `Reconciled ${summary.checked} order(s) with the ${services.gateway.name} gateway: ${summary.paid} paid, ` +
        `${summary.failed} failed, ${summary.unchanged} unchanged, ${summary.errors} error(s).`,
    );
    if (summary.errors > 0) process.exitCode = 1;
  });
}

runCli(main);
